import { Prisma } from '../../generated/prisma/client';

// What each document reads, in one statement per record (Prisma's join strategy): the record,
// its client with phones, room, building, block, seller and the debt's instalments.

const room = { select: { number: true, floor: true, entrance: true, area: true, rooms_count: true, building: { select: { id: true, name: true, address: true } }, block: { select: { name: true } } } } as const;
const client = {
  select: {
    name: true,
    phone_number: true,
    address: true,
    passport_series: true,
    passport_number: true,
    passport_issued_by: true,
    passport_issued_date: true,
    pinfl: true,
    birth_date: true,
    additional_numbers: { select: { phone_number: true }, orderBy: { id: 'asc' } },
  },
} as const;

export const saleForPrint = {
  id: true,
  status: true,
  currency_id: true,
  sold_amount: true,
  paid_amount: true,
  exchange_rate: true,
  contract_number: true,
  contract_date: true,
  approved_at: true,
  room,
  client,
  lid: { select: { name: true, phone_number: true } },
  seller: { select: { full_name: true } },
  created_by: { select: { full_name: true } },
  client_debt: {
    select: {
      all_debt: true,
      current_debt: true,
      currency_id: true,
      instalments: { select: { month: true, amount: true, paid_amount: true, payment_date: true }, orderBy: { month: 'asc' } },
    },
  },
} satisfies Prisma.SaleSelect;
export type SaleForPrint = Prisma.SaleGetPayload<{ select: typeof saleForPrint }>;

export const refusalForPrint = {
  id: true,
  comment: true,
  refund_due: true,
  refunded_amount: true,
  currency: { select: { code: true } },
  created_at: true,
  sale: { select: saleForPrint },
} satisfies Prisma.RefusalSelect;
export type RefusalForPrint = Prisma.RefusalGetPayload<{ select: typeof refusalForPrint }>;

export const paymentForPrint = {
  id: true,
  amount: true,
  applied_amount: true,
  penalty: true,
  description: true,
  payment_date: true,
  currency: { select: { code: true } },
  method: { select: { name_uz: true, name_ru: true } },
  wallet: { select: { name: true } },
  executor: { select: { full_name: true } },
  client,
  client_debt: {
    select: {
      id: true,
      all_debt: true,
      currency: { select: { code: true } },
      room,
      sale: { select: { id: true, contract_number: true, contract_date: true, approved_at: true, seller: { select: { full_name: true } }, created_by: { select: { full_name: true } } } },
    },
  },
} satisfies Prisma.PaymentReportSelect;
export type PaymentForPrint = Prisma.PaymentReportGetPayload<{ select: typeof paymentForPrint }>;
