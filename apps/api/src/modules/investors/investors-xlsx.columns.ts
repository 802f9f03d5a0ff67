import type { Locale } from '@mijozlar/shared';
import type { XlsxColumn } from '../../common/xlsx';

const money = (currency: 'UZS' | 'USD'): XlsxColumn[] => {
  const code = currency.toLowerCase();
  return [
    { key: `${code}_invested`, kind: 'decimal', header: { uz: `Kiritilgan (${currency})`, ru: `Вложено (${currency})` }, width: 18 },
    { key: `${code}_withdrawn`, kind: 'decimal', header: { uz: `Qaytarilgan (${currency})`, ru: `Выведено (${currency})` }, width: 18 },
    { key: `${code}_balance`, kind: 'decimal', header: { uz: `Qoldiq (${currency})`, ru: `Остаток (${currency})` }, width: 18 },
  ];
};

/** The investors list sheet: who, and their money per currency (never UZS added to USD). */
export const INVESTOR_COLUMNS: XlsxColumn[] = [
  { key: 'id', kind: 'int', header: { uz: 'ID', ru: 'ID' }, width: 8 },
  { key: 'last_name', kind: 'text', header: { uz: 'Familiya', ru: 'Фамилия' }, width: 20 },
  { key: 'first_name', kind: 'text', header: { uz: 'Ism', ru: 'Имя' }, width: 18 },
  { key: 'phone_number', kind: 'text', header: { uz: 'Telefon', ru: 'Телефон' }, width: 16 },
  { key: 'investor_type', kind: 'text', header: { uz: 'Investor turi', ru: 'Тип инвестора' }, width: 18 },
  ...money('UZS'),
  ...money('USD'),
];

export const INVESTORS_SHEET: Record<Locale, string> = { uz: 'Investorlar', ru: 'Инвесторы' };
