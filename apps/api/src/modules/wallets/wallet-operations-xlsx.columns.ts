import type { Locale } from '@mijozlar/shared';
import type { OperationType, WalletOperationKind } from '../../generated/prisma/client';
import type { XlsxColumn } from '../../common/xlsx';

export const OPERATION_COLUMNS: XlsxColumn[] = [
  { key: 'id', kind: 'int', header: { uz: 'ID', ru: 'ID' }, width: 9 },
  { key: 'date', kind: 'text', header: { uz: 'Sana', ru: 'Дата' }, width: 17 },
  { key: 'wallet', kind: 'text', header: { uz: 'Hamyon', ru: 'Кошелёк' }, width: 22 },
  { key: 'currency', kind: 'text', header: { uz: 'Valyuta', ru: 'Валюта' }, width: 8 },
  { key: 'operation_type', kind: 'text', header: { uz: 'Yoʻnalish', ru: 'Направление' }, width: 11 },
  { key: 'kind', kind: 'text', header: { uz: 'Turi', ru: 'Вид' }, width: 16 },
  { key: 'amount', kind: 'decimal', header: { uz: 'Summa', ru: 'Сумма' }, width: 16 },
  { key: 'exchange_rate', kind: 'text', header: { uz: 'Kurs', ru: 'Курс' }, width: 14 },
  { key: 'amount_usd', kind: 'decimal', header: { uz: 'Summa (USD)', ru: 'Сумма (USD)' }, width: 14 },
  { key: 'method', kind: 'text', header: { uz: 'Toʻlov usuli', ru: 'Способ оплаты' }, width: 16 },
  { key: 'comment', kind: 'text', header: { uz: 'Izoh', ru: 'Комментарий' }, width: 40 },
  { key: 'executor', kind: 'text', header: { uz: 'Bajaruvchi', ru: 'Исполнитель' }, width: 22 },
  { key: 'reversal_of', kind: 'int', header: { uz: 'Bekor qiladi (ID)', ru: 'Сторно операции (ID)' }, width: 12 },
  { key: 'reversed_by', kind: 'int', header: { uz: 'Bekor qilingan (ID)', ru: 'Отменена операцией (ID)' }, width: 12 },
];

export const SHEET_NAME: Record<Locale, string> = { uz: 'Operatsiyalar', ru: 'Операции' };

export const OPERATION_TYPE_NAMES: Record<OperationType, Record<Locale, string>> = {
  replenish: { uz: 'Kirim', ru: 'Приход' },
  withdraw: { uz: 'Chiqim', ru: 'Расход' },
};

export const KIND_NAMES: Record<WalletOperationKind, Record<Locale, string>> = {
  inflow: { uz: 'Kirim', ru: 'Поступление' },
  outflow: { uz: 'Chiqim', ru: 'Расход' },
  investments: { uz: 'Investitsiya', ru: 'Инвестиции' },
  salary: { uz: 'Ish haqi', ru: 'Зарплата' },
  prepaid: { uz: 'Oldindan toʻlov', ru: 'Предоплата' },
  selling: { uz: 'Sotuv', ru: 'Продажа' },
  payment: { uz: 'Mijoz toʻlovi', ru: 'Платёж клиента' },
  transfer: { uz: 'Oʻtkazma', ru: 'Перевод' },
  construction: { uz: 'Qurilish', ru: 'Стройка' },
  return_refusal: { uz: 'Voz kechish qaytarimi', ru: 'Возврат по отказу' },
};

/** An instant as Tashkent wall-clock time, "YYYY-MM-DD HH:mm". */
export function tashkentDateTime(instant: Date): string {
  return new Date(instant.getTime() + 5 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}
