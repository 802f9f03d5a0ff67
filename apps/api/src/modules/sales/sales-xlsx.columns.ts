import type { Locale } from '@mijozlar/shared';
import type { XlsxColumn, XlsxRow } from '../../common/xlsx';
import { tashkentDate } from '../../common/clock/clock';
import { amountText } from '../../common/money/money';
import type { SaleRow } from './sales.mapper';

/** The columns of GET /api/sale/export/sales.xls (headers in uz or ru). */
export const SALE_COLUMNS: XlsxColumn[] = [
  { key: 'id', kind: 'int', header: { uz: 'ID', ru: 'ID' }, width: 8 },
  { key: 'created', kind: 'text', header: { uz: 'Sana', ru: 'Дата' }, width: 12 },
  { key: 'status', kind: 'text', header: { uz: 'Holat', ru: 'Статус' }, width: 14 },
  { key: 'building', kind: 'text', header: { uz: 'Bino', ru: 'Дом' }, width: 24 },
  { key: 'room', kind: 'text', header: { uz: 'Xonadon', ru: 'Квартира' }, width: 10 },
  { key: 'buyer', kind: 'text', header: { uz: 'Mijoz', ru: 'Клиент' }, width: 28 },
  { key: 'phone', kind: 'text', header: { uz: 'Telefon', ru: 'Телефон' }, width: 16 },
  { key: 'currency', kind: 'text', header: { uz: 'Valyuta', ru: 'Валюта' }, width: 8 },
  { key: 'sold_amount', kind: 'decimal', header: { uz: 'Umumiy summa', ru: 'Общая сумма' }, width: 16 },
  { key: 'paid_amount', kind: 'decimal', header: { uz: 'Toʻlangan', ru: 'Оплачено' }, width: 16 },
  { key: 'debt_amount', kind: 'decimal', header: { uz: 'Qarz', ru: 'Долг' }, width: 16 },
  { key: 'months', kind: 'int', header: { uz: 'Muddat (oy)', ru: 'Срок (мес.)' }, width: 10 },
  { key: 'payment_date', kind: 'text', header: { uz: 'Birinchi toʻlov sanasi', ru: 'Дата первого платежа' }, width: 14 },
  { key: 'wallet', kind: 'text', header: { uz: 'Hamyon', ru: 'Кошелёк' }, width: 18 },
  { key: 'seller', kind: 'text', header: { uz: 'Sotuvchi', ru: 'Продавец' }, width: 20 },
  { key: 'approved', kind: 'text', header: { uz: 'Tasdiqlangan sana', ru: 'Дата подтверждения' }, width: 14 },
  { key: 'comment', kind: 'text', header: { uz: 'Izoh', ru: 'Комментарий' }, width: 30 },
];

const STATUS_NAMES: Record<string, Record<Locale, string>> = {
  pending: { uz: 'Kutilmoqda', ru: 'Ожидает' },
  approved: { uz: 'Tasdiqlangan', ru: 'Подтверждена' },
  declined: { uz: 'Rad etilgan', ru: 'Отклонена' },
  refused: { uz: 'Voz kechilgan', ru: 'Отказ' },
};

export function toSaleXlsxRow(row: SaleRow, locale: Locale): XlsxRow {
  return {
    id: row.id,
    created: tashkentDate(row.created_at),
    status: STATUS_NAMES[row.status]?.[locale] ?? row.status,
    building: row.room.building.name,
    room: row.room.number,
    buyer: row.client?.name ?? row.lid?.name ?? null,
    phone: row.client?.phone_number ?? row.lid?.phone_number ?? null,
    currency: row.currency.code,
    sold_amount: amountText(row.sold_amount),
    paid_amount: amountText(row.paid_amount),
    debt_amount: amountText(row.debt_amount),
    months: row.credit_period?.months ?? null,
    payment_date: row.payment_date ? row.payment_date.toISOString().slice(0, 10) : null,
    wallet: row.wallet.name,
    seller: row.seller?.full_name ?? null,
    approved: row.approved_at ? tashkentDate(row.approved_at) : null,
    comment: row.comment,
  };
}
