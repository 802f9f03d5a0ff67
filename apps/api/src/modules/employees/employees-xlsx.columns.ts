import type { Locale } from '@mijozlar/shared';
import type { XlsxColumn } from '../../common/xlsx';

export const EMPLOYEE_COLUMNS: XlsxColumn[] = [
  { key: 'id', kind: 'int', header: { uz: 'ID', ru: 'ID' }, width: 8 },
  { key: 'last_name', kind: 'text', header: { uz: 'Familiya', ru: 'Фамилия' }, width: 18 },
  { key: 'first_name', kind: 'text', header: { uz: 'Ism', ru: 'Имя' }, width: 16 },
  { key: 'position', kind: 'text', header: { uz: 'Lavozim', ru: 'Должность' }, width: 22 },
  { key: 'phone_number', kind: 'text', header: { uz: 'Telefon', ru: 'Телефон' }, width: 16 },
  { key: 'salary_type', kind: 'text', header: { uz: 'Ish haqi turi', ru: 'Тип оплаты' }, width: 14 },
  { key: 'salary', kind: 'decimal', header: { uz: 'Oylik / soatlik stavka', ru: 'Оклад / ставка в час' }, width: 18 },
  { key: 'currency', kind: 'text', header: { uz: 'Valyuta', ru: 'Валюта' }, width: 8 },
  { key: 'balance', kind: 'decimal', header: { uz: 'Qarzimiz (balans)', ru: 'Долг перед сотрудником' }, width: 18 },
  { key: 'is_active', kind: 'text', header: { uz: 'Faol', ru: 'Активен' }, width: 8 },
];

export const SHEET_NAME: Record<Locale, string> = { uz: 'Xodimlar', ru: 'Сотрудники' };
