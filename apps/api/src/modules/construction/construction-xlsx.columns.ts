import type { Locale } from '@mijozlar/shared';
import type { XlsxColumn } from '../../common/xlsx';

export { tashkentDateTime } from '../wallets/wallet-operations-xlsx.columns';

/** The export of a project's operations (both sources). */
export const OPERATION_COLUMNS: XlsxColumn[] = [
  { key: 'date', kind: 'text', header: { uz: 'Sana', ru: 'Дата' }, width: 17 },
  { key: 'source', kind: 'text', header: { uz: 'Manba', ru: 'Источник' }, width: 18 },
  { key: 'amount', kind: 'decimal', header: { uz: 'Summa', ru: 'Сумма' }, width: 16 },
  { key: 'currency', kind: 'text', header: { uz: 'Valyuta', ru: 'Валюта' }, width: 8 },
  { key: 'amount_usd', kind: 'decimal', header: { uz: 'Summa (USD)', ru: 'Сумма (USD)' }, width: 14 },
  { key: 'exchange_rate', kind: 'text', header: { uz: 'Kurs', ru: 'Курс' }, width: 14 },
  { key: 'wallet', kind: 'text', header: { uz: 'Hamyon', ru: 'Кошелёк' }, width: 22 },
  { key: 'method', kind: 'text', header: { uz: 'Toʻlov usuli', ru: 'Способ оплаты' }, width: 16 },
  { key: 'supplier', kind: 'text', header: { uz: 'Taʼminotchi', ru: 'Поставщик' }, width: 22 },
  { key: 'material', kind: 'text', header: { uz: 'Material', ru: 'Материал' }, width: 16 },
  { key: 'floor', kind: 'int', header: { uz: 'Qavat', ru: 'Этаж' }, width: 8 },
  { key: 'comment', kind: 'text', header: { uz: 'Izoh', ru: 'Комментарий' }, width: 40 },
  { key: 'executor', kind: 'text', header: { uz: 'Bajaruvchi', ru: 'Исполнитель' }, width: 22 },
  { key: 'reversal_of', kind: 'int', header: { uz: 'Bekor qiladi (ID)', ru: 'Сторно операции (ID)' }, width: 12 },
  { key: 'reversed_by', kind: 'int', header: { uz: 'Bekor qilingan (ID)', ru: 'Отменена операцией (ID)' }, width: 12 },
];

export const SHEET_NAME: Record<Locale, string> = { uz: 'Qurilish xarajatlari', ru: 'Расходы стройки' };

export const SOURCE_NAMES: Record<'wallet_operation' | 'supplier_delivery', Record<Locale, string>> = {
  wallet_operation: { uz: 'Hamyondan chiqim', ru: 'Расход из кошелька' },
  supplier_delivery: { uz: 'Taʼminotchi yetkazmasi', ru: 'Поставка' },
};

export type ImportColumnKey = 'date' | 'wallet' | 'amount' | 'method' | 'comment';

/** The import sheet: date, wallet, amount, method, comment (headers in uz or ru, or the keys). */
export const IMPORT_COLUMNS: XlsxColumn<ImportColumnKey>[] = [
  { key: 'date', kind: 'text', header: { uz: 'Sana', ru: 'Дата' }, width: 14 },
  { key: 'wallet', kind: 'text', header: { uz: 'Hamyon', ru: 'Кошелёк' }, width: 24 },
  { key: 'amount', kind: 'decimal', header: { uz: 'Summa', ru: 'Сумма' }, width: 16 },
  { key: 'method', kind: 'text', header: { uz: 'Toʻlov usuli', ru: 'Способ оплаты' }, width: 18 },
  { key: 'comment', kind: 'text', header: { uz: 'Izoh', ru: 'Комментарий' }, width: 44 },
];

export const REQUIRED_IMPORT_COLUMNS: ImportColumnKey[] = ['date', 'wallet', 'amount', 'comment'];

export const IMPORT_SHEET: Record<Locale, string> = { uz: 'Xarajatlar', ru: 'Расходы' };
