import type { XlsxColumn } from '../../common/xlsx';

export type ClientColumnKey = 'name' | 'phone_number' | 'additional_numbers' | 'company_name' | 'region' | 'city' | 'status';

/** The clients sheet: what the export writes and the import reads (headers in uz or ru, or the key). */
export const CLIENT_COLUMNS: XlsxColumn<ClientColumnKey>[] = [
  { key: 'name', kind: 'text', header: { uz: 'F.I.Sh.', ru: 'Ф.И.О.' }, width: 32 },
  { key: 'phone_number', kind: 'text', header: { uz: 'Telefon raqami', ru: 'Номер телефона' }, width: 16 },
  { key: 'additional_numbers', kind: 'text', header: { uz: 'Qoʻshimcha raqamlar', ru: 'Дополнительные номера' }, width: 32 },
  { key: 'company_name', kind: 'text', header: { uz: 'Kompaniya', ru: 'Компания' }, width: 24 },
  { key: 'region', kind: 'text', header: { uz: 'Viloyat', ru: 'Регион' }, width: 22 },
  { key: 'city', kind: 'text', header: { uz: 'Shahar / tuman', ru: 'Город / район' }, width: 22 },
  { key: 'status', kind: 'text', header: { uz: 'Holat', ru: 'Статус' }, width: 14 },
];

export const REQUIRED_CLIENT_COLUMNS: ClientColumnKey[] = ['name', 'phone_number'];

export type PaymentColumnKey = 'date' | 'debt' | 'wallet' | 'amount' | 'currency' | 'description';

/** A client's payment reports (export only). */
export const CLIENT_PAYMENT_COLUMNS: XlsxColumn<PaymentColumnKey>[] = [
  { key: 'date', kind: 'text', header: { uz: 'Sana', ru: 'Дата' }, width: 12 },
  { key: 'debt', kind: 'text', header: { uz: 'Qarz (xonadon)', ru: 'Долг (квартира)' }, width: 30 },
  { key: 'wallet', kind: 'text', header: { uz: 'Hamyon', ru: 'Кошелёк' }, width: 22 },
  { key: 'amount', kind: 'decimal', header: { uz: 'Summa', ru: 'Сумма' }, width: 16 },
  { key: 'currency', kind: 'text', header: { uz: 'Valyuta', ru: 'Валюта' }, width: 9 },
  { key: 'description', kind: 'text', header: { uz: 'Izoh', ru: 'Описание' }, width: 40 },
];
