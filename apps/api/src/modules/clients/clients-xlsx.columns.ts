import { columns } from '../../common/xlsx';

export type ClientColumnKey =
  | 'name'
  | 'phone_number'
  | 'additional_numbers'
  | 'company_name'
  | 'region'
  | 'city'
  | 'status'
  | 'address'
  | 'passport_series'
  | 'passport_number'
  | 'passport_issued_by'
  | 'passport_issued_date'
  | 'pinfl'
  | 'birth_date';

/** The clients sheet: what the export writes and the import reads (headers in uz or ru, or the key). */
export const CLIENT_COLUMNS = columns<ClientColumnKey>(
  'text    name                32  F.I.Sh. | Ф.И.О.',
  'text    phone_number        16  Telefon raqami | Номер телефона',
  'text    additional_numbers  32  Qoʻshimcha raqamlar | Дополнительные номера',
  'text    company_name        24  Kompaniya | Компания',
  'text    region              22  Viloyat | Регион',
  'text    city                22  Shahar / tuman | Город / район',
  'text    status              14  Holat | Статус',
  'text    address             40  Manzil | Адрес',
  'text    passport_series     10  Pasport seriyasi | Серия паспорта',
  'text    passport_number     14  Pasport raqami | Номер паспорта',
  'text    passport_issued_by  30  Kim tomonidan berilgan | Кем выдан',
  'text    passport_issued_date 14  Berilgan sana | Дата выдачи',
  'text    pinfl               17  JShShIR | ПИНФЛ',
  'text    birth_date          14  Tugʻilgan sana | Дата рождения',
);

export const REQUIRED_CLIENT_COLUMNS: ClientColumnKey[] = ['name', 'phone_number'];

export type PaymentColumnKey = 'date' | 'debt' | 'wallet' | 'amount' | 'currency' | 'description';

/** A client's payment reports (export only). */
export const CLIENT_PAYMENT_COLUMNS = columns<PaymentColumnKey>(
  'text    date         12  Sana | Дата',
  'text    debt         30  Qarz (xonadon) | Долг (квартира)',
  'text    wallet       22  Hamyon | Кошелёк',
  'decimal amount       16  Summa | Сумма',
  'text    currency      9  Valyuta | Валюта',
  'text    description  40  Izoh | Описание',
);
