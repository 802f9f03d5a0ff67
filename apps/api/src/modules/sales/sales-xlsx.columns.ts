import type { Locale } from '@mijozlar/shared';
import { columns, type XlsxRow } from '../../common/xlsx';
import { tashkentDate } from '../../common/clock/clock';
import { amountText } from '../../common/money/money';
import type { SaleRow } from './sales.mapper';

/** The columns of GET /api/sale/export/sales.xls (headers in uz or ru). */
export const SALE_COLUMNS = columns(
  'int     id             8  ID | ID',
  'text    created       12  Sana | Дата',
  'text    status        14  Holat | Статус',
  'text    contract_number 14  Shartnoma raqami | Номер договора',
  'text    contract_date 14  Shartnoma sanasi | Дата договора',
  'text    building      24  Bino | Дом',
  'text    room          10  Xonadon | Квартира',
  'text    buyer         28  Mijoz | Клиент',
  'text    phone         16  Telefon | Телефон',
  'text    currency       8  Valyuta | Валюта',
  'decimal sold_amount   16  Umumiy summa | Общая сумма',
  'decimal paid_amount   16  Toʻlangan | Оплачено',
  'decimal debt_amount   16  Qarz | Долг',
  'int     months        10  Muddat (oy) | Срок (мес.)',
  'text    payment_date  14  Birinchi toʻlov sanasi | Дата первого платежа',
  'text    wallet        18  Hamyon | Кошелёк',
  'text    seller        20  Sotuvchi | Продавец',
  'text    approved      14  Tasdiqlangan sana | Дата подтверждения',
  'text    comment       30  Izoh | Комментарий',
);

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
    contract_number: row.contract_number,
    contract_date: row.contract_date ? row.contract_date.toISOString().slice(0, 10) : null,
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
