import type { Locale } from '@mijozlar/shared';
import { columns, type XlsxColumn } from '../../common/xlsx';

const money = (currency: 'UZS' | 'USD'): XlsxColumn[] => {
  const code = currency.toLowerCase();
  return columns(
    `decimal ${code}_invested   18  Kiritilgan (${currency}) | Вложено (${currency})`,
    `decimal ${code}_withdrawn  18  Qaytarilgan (${currency}) | Выведено (${currency})`,
    `decimal ${code}_balance    18  Qoldiq (${currency}) | Остаток (${currency})`,
  );
};

/** The investors list sheet: who, and their money per currency (never UZS added to USD). */
export const INVESTOR_COLUMNS: XlsxColumn[] = [
  ...columns(
    'int     id              8  ID | ID',
    'text    last_name      20  Familiya | Фамилия',
    'text    first_name     18  Ism | Имя',
    'text    phone_number   16  Telefon | Телефон',
    'text    investor_type  18  Investor turi | Тип инвестора',
  ),
  ...money('UZS'),
  ...money('USD'),
];

export const INVESTORS_SHEET: Record<Locale, string> = { uz: 'Investorlar', ru: 'Инвесторы' };
