import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { TextInput, required, useTranslate, type Validator } from 'react-admin';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { convertAmount } from '../../format/decimal';
import { formatDate, formatMoney } from '../../format/format';
import { codeOf } from '../../format/currency';
import { RateMissingNote, useRateNote, withRateLine } from './RateNote';
import type { WalletChoice } from './types';
import { WalletSelectInput } from './WalletSelectInput';

export const requiredField = required('app.validation.required');

/** The wallet the form's `wallet` field names (null until one is chosen). */
export function useChosenWallet(wallets: readonly WalletChoice[], source = 'wallet'): WalletChoice | null {
  const id = useWatch({ name: source }) as unknown;
  return wallets.find((item) => item.id === Number(id)) ?? null;
}

/** The wallet a form's values name. */
export const walletOf = (wallets: readonly WalletChoice[], values: { wallet?: unknown } | null | undefined): WalletChoice | null =>
  wallets.find((item) => item.id === Number(values?.wallet)) ?? null;

/**
 * The labels of a money form whose keys share one prefix: `<prefix>.wallet`, `.amount`,
 * `.exchange_rate`, `.method`, `.date`, `.comment`, and the rate's helpers `<hints>.usd_value` and
 * `<hints>.rate_hint` (under the same prefix unless told).
 */
export function moneyLabels(prefix: string, hints = prefix) {
  return {
    wallet: `${prefix}.wallet`,
    amount: `${prefix}.amount`,
    rate: `${prefix}.exchange_rate`,
    usdValue: `${hints}.usd_value`,
    rateHint: `${hints}.rate_hint`,
    method: `${prefix}.method`,
    date: `${prefix}.date`,
    comment: `${prefix}.comment`,
  };
}

/** The day and the comment of an operation, under what its confirmation says. */
export function DateCommentLine({ values }: { values: { date?: string | null; comment?: string | null } }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {formatDate(values.date)} · {values.comment}
    </Typography>
  );
}

export interface UzsRateInputProps {
  source?: string;
  label: string;
  helperText?: string | false;
  autoFocus?: boolean;
  /** The check that it is above zero (its message); `positiveAmount()` by default. */
  positive?: Validator;
  /** The rate may stay empty. */
  optional?: boolean;
}

/** The dollar's rate in sums, six decimals, above zero. */
export function UzsRateInput({ source = 'exchange_rate', label, helperText, autoFocus, positive = positiveAmount(), optional = false }: UzsRateInputProps) {
  return (
    <MoneyInput
      source={source}
      label={label}
      fractionDigits={6}
      currency="UZS"
      validate={optional ? positive : [requiredField, positive]}
      helperText={helperText}
      autoFocus={autoFocus}
    />
  );
}

export interface WalletAmountFieldsProps {
  wallets: readonly WalletChoice[];
  /** Translation keys: the wallet, the amount, the rate, and the rate's two helpers (the USD value, the hint). */
  labels: { wallet: string; amount: string; rate: string; usdValue: string; rateHint: string };
  /** Under the amount, for the chosen wallet (e.g. its balance); none by default. */
  amountHelper?: (wallet: WalletChoice | null, amount: string) => string | false;
  /** More checks of the amount against the chosen wallet (e.g. not above what is left). */
  amountValidate?: (wallet: WalletChoice | null) => Validator[];
  /** Between the amount and the rate (a warning about the amount). */
  afterAmount?: (wallet: WalletChoice | null, amount: string) => ReactNode;
}

/**
 * A wallet, the amount in its currency and, for a UZS wallet, the day's dollar rate with the amount's
 * USD value while typing: the money part of income, expense and investor dialogs.
 */
export function WalletAmountFields({ wallets, labels, amountHelper, amountValidate, afterAmount }: WalletAmountFieldsProps) {
  const translate = useTranslate();
  const wallet = useChosenWallet(wallets);
  const amount = (useWatch({ name: 'amount' }) as string | undefined) ?? '';
  const rate = useWatch({ name: 'exchange_rate' }) as string | undefined;
  const code = codeOf(wallet);
  const isUzs = wallet?.currency === CURRENCY_UZS;
  const usd = isUzs ? convertAmount(amount, CURRENCY_UZS, CURRENCY_USD, rate) : null;
  const note = useRateNote(rate);
  return (
    <>
      <WalletSelectInput source="wallet" label={labels.wallet} validate={requiredField} />
      <MoneyInput
        source="amount"
        label={labels.amount}
        currency={code || undefined}
        validate={[requiredField, positiveAmount(), ...(amountValidate?.(wallet) ?? [])]}
        helperText={amountHelper ? amountHelper(wallet, amount) : false}
      />
      {afterAmount?.(wallet, amount)}
      {isUzs ? (
        <UzsRateInput
          label={labels.rate}
          optional
          helperText={withRateLine(usd ? translate(labels.usdValue, { amount: formatMoney(usd, { currency: 'USD' }) }) : note.line || note.missing ? false : translate(labels.rateHint), note.line)}
        />
      ) : null}
      {isUzs ? <RateMissingNote missing={note.missing} /> : null}
    </>
  );
}

export interface MethodDateCommentFieldsProps {
  /** Translation keys of the three inputs; no `date`, no date input. */
  labels: { method: string; date?: string; comment: string };
  /** The method may stay empty (shown as this text). */
  methodOptional?: string;
  commentOptional?: boolean;
}

/** The payment method, the day and the comment that close every money form. */
export function MethodDateCommentFields({ labels, methodOptional, commentOptional = false }: MethodDateCommentFieldsProps) {
  return (
    <>
      {methodOptional ? (
        <ReferenceSelectInput source="method" reference="payment-methods" label={labels.method} emptyText={methodOptional} />
      ) : (
        <ReferenceSelectInput source="method" reference="payment-methods" label={labels.method} validate={requiredField} />
      )}
      {labels.date ? <DateTextInput source="date" label={labels.date} validate={requiredField} /> : null}
      <TextInput source="comment" label={labels.comment} validate={commentOptional ? undefined : requiredField} multiline minRows={2} />
    </>
  );
}
