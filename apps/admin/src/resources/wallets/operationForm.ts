import { todayInTashkent } from '../../format/format';
import { CURRENCY_UZS } from '@mijozlar/shared';
import { isPositiveRate } from '../../format/decimal';
import type { OperationType, TransferPayload, WalletOperation } from './types';

/** What the income/expense dialog holds. Money is decimal text, never a float. */
export interface OperationFormValues {
  wallet: number | null;
  amount: string;
  method: number | null;
  comment: string;
  /** "YYYY-MM-DD" (Tashkent day). */
  date: string;
  exchange_rate: string;
}

/** POST/PUT /api/wallet-operations/ body of a replenish or withdraw. */
export interface OperationPayload {
  wallet: number;
  operation_type: OperationType;
  amount: string;
  method: number;
  comment: string;
  date?: string;
  exchange_rate?: string;
  refusal_id?: number;
}

/** A new operation's values: today, the day's rate for a UZS wallet. */
export function emptyOperationValues(today: string, rate: string | null | undefined): OperationFormValues {
  return { wallet: null, amount: '', method: null, comment: '', date: today, exchange_rate: rate ?? '' };
}

/** An operation being edited, as the dialog's values. */
export function operationToValues(operation: WalletOperation): OperationFormValues {
  return {
    wallet: operation.wallet,
    amount: operation.amount,
    method: operation.method,
    comment: operation.comment ?? '',
    date: operation.date ? todayInTashkent(new Date(operation.date)) : '',
    exchange_rate: operation.exchange_rate ?? '',
  };
}

/** The body of money moved in or out of one wallet: the rate only for a UZS wallet (it values the money in USD). */
export function toMoneyBody(values: OperationFormValues, walletCurrency: number | null) {
  const body: { wallet: number; amount: string; method: number; comment: string; date?: string; exchange_rate?: string } = {
    wallet: Number(values.wallet),
    amount: values.amount,
    method: Number(values.method),
    comment: values.comment.trim(),
  };
  if (values.date) body.date = values.date;
  if (walletCurrency === CURRENCY_UZS && isPositiveRate(values.exchange_rate)) body.exchange_rate = values.exchange_rate;
  return body;
}

/**
 * The body sent for an income (replenish) or expense (withdraw). The exchange rate is sent for a
 * UZS wallet (it values the operation in USD); a USD wallet needs none.
 */
export function toOperationPayload(values: OperationFormValues, operationType: OperationType, walletCurrency: number | null): OperationPayload {
  const { wallet, ...rest } = toMoneyBody(values, walletCurrency);
  return { wallet, operation_type: operationType, ...rest };
}

export interface TransferFormValues {
  from_wallet: number | null;
  to_wallet: number | null;
  amount: string;
  exchange_rate: string;
  method: number | null;
  comment: string;
  date: string;
}

/** The transfer body: the rate only when the two wallets' currencies differ. */
export function toTransferPayload(values: TransferFormValues, fromCurrency: number | null, toCurrency: number | null): TransferPayload {
  const payload: TransferPayload = {
    from_wallet: Number(values.from_wallet),
    to_wallet: Number(values.to_wallet),
    amount: values.amount,
    comment: values.comment.trim(),
  };
  if (fromCurrency !== toCurrency && isPositiveRate(values.exchange_rate)) payload.exchange_rate = values.exchange_rate;
  if (values.method) payload.method = Number(values.method);
  if (values.date) payload.date = values.date;
  return payload;
}
