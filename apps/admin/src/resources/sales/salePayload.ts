import { subtractAmounts } from '../../format/decimal';
import type { ScheduleRow } from './schedule';
import type { SalePayload } from './types';

/** The sale form's values (react-hook-form). */
export interface SaleFormValues {
  building?: number | null;
  room?: number | null;
  client?: number | null;
  lid?: number | null;
  wallet?: number | null;
  currency?: number | null;
  sold_amount?: string | null;
  paid_amount?: string | null;
  exchange_rate?: string | null;
  debt_type?: number | null;
  credit_period?: number | null;
  payment_date?: string | null;
  method?: number | null;
  seller?: number | null;
  comment?: string | null;
  schedule?: ScheduleRow[];
}

/** The debt the schedule must add up to: sold − paid ("0.00" when nothing is owed). */
export function debtOf(values: Pick<SaleFormValues, 'sold_amount' | 'paid_amount'>): string | null {
  return subtractAmounts(values.sold_amount || null, values.paid_amount || '0');
}

/** The client-or-lid rule of the spec (clientOrLidError): exactly one of them. */
export function buyerError(values: Pick<SaleFormValues, 'client' | 'lid'>): 'both' | 'none' | null {
  const client = values.client != null && values.client !== ('' as unknown);
  const lid = values.lid != null && values.lid !== ('' as unknown);
  if (client && lid) return 'both';
  if (!client && !lid) return 'none';
  return null;
}

/** POST /api/sale/ body: numbers as ids, money as decimal text, the edited schedule as monthly_amount. */
export function buildSalePayload(values: SaleFormValues, walletCurrency: number | null): SalePayload {
  const debt = debtOf(values) ?? '0.00';
  const hasDebt = debt !== '0.00';
  const payload: SalePayload = {
    room: Number(values.room),
    wallet: Number(values.wallet),
    currency: Number(values.currency),
    sold_amount: String(values.sold_amount),
    paid_amount: values.paid_amount ? String(values.paid_amount) : '0',
    comment: values.comment?.trim() ?? '',
  };
  // Terms of the debt are sent only when they were chosen (a sale paid in full has none).
  if (values.debt_type != null && String(values.debt_type) !== '') payload.debt_type = Number(values.debt_type);
  if (values.credit_period != null && String(values.credit_period) !== '') payload.credit_period = Number(values.credit_period);
  if (values.payment_date) payload.payment_date = String(values.payment_date);
  if (values.client != null) payload.client = Number(values.client);
  else if (values.lid != null) payload.lid = Number(values.lid);
  if (hasDebt && values.schedule?.length) {
    payload.monthly_amount = values.schedule.map((row, index) => ({ month: index + 1, paymentDate: row.paymentDate, amount: row.amount }));
  }
  if (values.method != null) payload.method = Number(values.method);
  if (values.seller != null) payload.seller = Number(values.seller);
  if (walletCurrency !== null && walletCurrency !== Number(values.currency) && values.exchange_rate) {
    payload.exchange_rate = String(values.exchange_rate);
  }
  return payload;
}
