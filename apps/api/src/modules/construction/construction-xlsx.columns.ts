import type { Locale } from '@mijozlar/shared';
import { columns } from '../../common/xlsx';

// Nothing from common/clock here: the import's validator (construction-import.ts) loads this file
// in the XLSX worker, whose transpiler does not take Nest's decorators.

/** The export of a project's operations (both sources). */
export const OPERATION_COLUMNS = columns(
  'text    date           17  Sana | Дата',
  'text    source         18  Manba | Источник',
  'decimal amount         16  Summa | Сумма',
  'text    currency        8  Valyuta | Валюта',
  'decimal amount_usd     14  Summa (USD) | Сумма (USD)',
  'text    exchange_rate  14  Kurs | Курс',
  'text    wallet         22  Hamyon | Кошелёк',
  'text    method         16  Toʻlov usuli | Способ оплаты',
  'text    supplier       22  Taʼminotchi | Поставщик',
  'text    material       16  Material | Материал',
  'int     floor           8  Qavat | Этаж',
  'text    comment        40  Izoh | Комментарий',
  'text    executor       22  Bajaruvchi | Исполнитель',
  'int     reversal_of    12  Bekor qiladi (ID) | Сторно операции (ID)',
  'int     reversed_by    12  Bekor qilingan (ID) | Отменена операцией (ID)',
);

export const SHEET_NAME: Record<Locale, string> = { uz: 'Qurilish xarajatlari', ru: 'Расходы стройки' };

export const SOURCE_NAMES: Record<'wallet_operation' | 'supplier_delivery', Record<Locale, string>> = {
  wallet_operation: { uz: 'Hamyondan chiqim', ru: 'Расход из кошелька' },
  supplier_delivery: { uz: 'Taʼminotchi yetkazmasi', ru: 'Поставка' },
};

export type ImportColumnKey = 'date' | 'wallet' | 'amount' | 'method' | 'comment';

/** The import sheet: date, wallet, amount, method, comment (headers in uz or ru, or the keys). */
export const IMPORT_COLUMNS = columns<ImportColumnKey>(
  'text    date     14  Sana | Дата',
  'text    wallet   24  Hamyon | Кошелёк',
  'decimal amount   16  Summa | Сумма',
  'text    method   18  Toʻlov usuli | Способ оплаты',
  'text    comment  44  Izoh | Комментарий',
);

export const REQUIRED_IMPORT_COLUMNS: ImportColumnKey[] = ['date', 'wallet', 'amount', 'comment'];

export const IMPORT_SHEET: Record<Locale, string> = { uz: 'Xarajatlar', ru: 'Расходы' };
