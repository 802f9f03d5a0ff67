import type { XlsxColumn } from '../../common/xlsx';

export type DebtColumnKey =
  | 'client'
  | 'phone_number'
  | 'building'
  | 'room'
  | 'currency'
  | 'all_debt'
  | 'paid_amount'
  | 'current_debt'
  | 'monthly_amount'
  | 'next_payment_date'
  | 'overdue_amount'
  | 'overdue_days'
  | 'is_closed';

/** The debts sheet (export only). */
export const DEBT_COLUMNS: XlsxColumn<DebtColumnKey>[] = [
  { key: 'client', kind: 'text', header: { uz: 'Mijoz', ru: 'Клиент' }, width: 30 },
  { key: 'phone_number', kind: 'text', header: { uz: 'Telefon raqami', ru: 'Номер телефона' }, width: 16 },
  { key: 'building', kind: 'text', header: { uz: 'Bino', ru: 'Дом' }, width: 22 },
  { key: 'room', kind: 'text', header: { uz: 'Xonadon', ru: 'Квартира' }, width: 10 },
  { key: 'currency', kind: 'text', header: { uz: 'Valyuta', ru: 'Валюта' }, width: 9 },
  { key: 'all_debt', kind: 'decimal', header: { uz: 'Umumiy qarz', ru: 'Общий долг' }, width: 16 },
  { key: 'paid_amount', kind: 'decimal', header: { uz: 'Toʻlangan', ru: 'Оплачено' }, width: 16 },
  { key: 'current_debt', kind: 'decimal', header: { uz: 'Qolgan qarz', ru: 'Остаток долга' }, width: 16 },
  { key: 'monthly_amount', kind: 'decimal', header: { uz: 'Oylik toʻlov', ru: 'Ежемесячный платёж' }, width: 16 },
  { key: 'next_payment_date', kind: 'text', header: { uz: 'Keyingi toʻlov sanasi', ru: 'Дата следующего платежа' }, width: 14 },
  { key: 'overdue_amount', kind: 'decimal', header: { uz: 'Muddati oʻtgan summa', ru: 'Просроченная сумма' }, width: 16 },
  { key: 'overdue_days', kind: 'int', header: { uz: 'Kechikish (kun)', ru: 'Просрочка (дней)' }, width: 12 },
  { key: 'is_closed', kind: 'text', header: { uz: 'Yopilgan', ru: 'Закрыт' }, width: 10 },
];
