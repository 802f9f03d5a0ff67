import type { Locale } from '@mijozlar/shared';
import { columns } from '../../common/xlsx';

export const EMPLOYEE_COLUMNS = columns(
  'int     id             8  ID | ID',
  'text    last_name     18  Familiya | Фамилия',
  'text    first_name    16  Ism | Имя',
  'text    position      22  Lavozim | Должность',
  'text    phone_number  16  Telefon | Телефон',
  'text    salary_type   14  Ish haqi turi | Тип оплаты',
  'decimal salary        18  Oylik / soatlik stavka | Оклад / ставка в час',
  'text    currency       8  Valyuta | Валюта',
  'decimal balance       18  Qarzimiz (balans) | Долг перед сотрудником',
  'text    is_active      8  Faol | Активен',
);

export const SHEET_NAME: Record<Locale, string> = { uz: 'Xodimlar', ru: 'Сотрудники' };
