import type { CodeOf } from './code';

/** Amounts of money. */
export const MoneyError = {
  INVALID: 'money.invalid',
  INVALID_POSITIVE: 'money.invalid_positive',
  NOT_POSITIVE: 'money.not_positive',
} as const;

/** Dollar exchange rates. */
export const ExchangeRateError = {
  INVALID: 'exchange_rate.invalid',
  REQUIRED: 'exchange_rate.required',
  SOURCE_UNAVAILABLE: 'exchange_rate.source_unavailable',
} as const;

/** Wallets. */
export const WalletError = {
  INSUFFICIENT_FUNDS: 'wallet.insufficient_funds',
  INACTIVE: 'wallet.inactive',
  HAS_OPERATIONS: 'wallet.has_operations',
  CURRENCY_LOCKED: 'wallet.currency_locked',
} as const;

/** Wallet operations (inflow, outflow, reversal). */
export const OperationError = {
  ALREADY_REVERSED: 'operation.already_reversed',
  IS_REVERSAL: 'operation.is_reversal',
  LINKED: 'operation.linked',
  TRANSFER_EDIT: 'operation.transfer_edit',
  NO_CHANGES: 'operation.no_changes',
  WITHDRAW_ONLY: 'operation.withdraw_only',
  REPLENISH_ONLY: 'operation.replenish_only',
  ONE_PURPOSE: 'operation.one_purpose',
} as const;

/** Transfers between wallets. */
export const TransferError = {
  SAME_WALLET: 'transfer.same_wallet',
  TOO_SMALL: 'transfer.too_small',
} as const;

export type MoneyErrorCode = CodeOf<typeof MoneyError> | CodeOf<typeof ExchangeRateError> | CodeOf<typeof WalletError> | CodeOf<typeof OperationError> | CodeOf<typeof TransferError>;
