import { dateOnly } from '../../common/clock/clock';
import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';

type Where = Prisma.PaymentReportWhereInput;
type OrderBy = Prisma.PaymentReportOrderByWithRelationInput;


export const paymentReportListSpec: ListSpec<Where, OrderBy> = {
  ordering: {
    ...orderByColumns<OrderBy>('id', 'payment_date', 'created_at'),
  },
  defaultOrdering: '-payment_date',
  tiebreaker: { id: 'desc' },
  search: (term) => ({
    OR: [{ description: { contains: term, mode: 'insensitive' } }, { client: { name: { contains: term, mode: 'insensitive' } } }],
  }),
};

export interface PaymentReportFilters {
  client?: number;
  client_debt?: number;
  wallet?: number;
  date_from?: string;
  date_to?: string;
}

/** Filters by client, debt, wallet and a range of payment days (inclusive). */
export function buildPaymentReportWhere(f: PaymentReportFilters): Where {
  const where: Where = {};
  if (f.client !== undefined) where.client_id = f.client;
  if (f.client_debt !== undefined) where.client_debt_id = f.client_debt;
  if (f.wallet !== undefined) where.wallet_id = f.wallet;
  if (f.date_from || f.date_to) {
    where.payment_date = { ...(f.date_from ? { gte: dateOnly(f.date_from) } : {}), ...(f.date_to ? { lte: dateOnly(f.date_to) } : {}) };
  }
  return where;
}
