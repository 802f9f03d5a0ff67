import { convertAmount } from '../../format/decimal';
import { currencyId as currencyIdOf } from '../../format/currency';
import { toId as refId } from '../../format/id';
import type { ClientDebt, PaymentPayload } from './types';

export interface PaymentFormValues {
  wallet?: number | null;
  amount?: string | null;
  currency?: number | null;
  exchange_rate?: string | null;
  method?: number | null;
  payment_date?: string | null;
  description?: string | null;
}

/** The debt's currency id (1 UZS, 2 USD). */
export const debtCurrencyId = (debt: Pick<ClientDebt, 'currency'>) => currencyIdOf(debt.currency) ?? 1;

/** What the payment pays off in the debt's currency; null until the amount (and rate, if needed) are valid. */
export function appliedAmount(values: PaymentFormValues, debt: Pick<ClientDebt, 'currency'>): string | null {
  if (!values.amount || !values.currency) return null;
  return convertAmount(String(values.amount), Number(values.currency), debtCurrencyId(debt), values.exchange_rate ?? null);
}

/** POST /api/payment-report/ body. */
export function buildPaymentPayload(values: PaymentFormValues, debt: Pick<ClientDebt, 'id' | 'client' | 'currency'>): PaymentPayload {
  const payload: PaymentPayload = {
    client: refId(debt.client) ?? 0,
    client_debt: Number(debt.id),
    wallet: Number(values.wallet),
    amount: String(values.amount),
    currency: Number(values.currency),
    description: values.description?.trim() ?? '',
    payment_date: String(values.payment_date),
  };
  if (Number(values.currency) !== debtCurrencyId(debt) && values.exchange_rate) payload.exchange_rate = String(values.exchange_rate);
  if (values.method != null) payload.method = Number(values.method);
  return payload;
}
