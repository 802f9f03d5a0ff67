import type { CodeOf } from './code';

/** Sales and their payment schedules. */
export const SaleError = {
  NOT_PENDING: 'sale.not_pending',
  NOT_APPROVED: 'sale.not_approved',
  NOT_DELETABLE: 'sale.not_deletable',
  AMOUNTS_MISMATCH: 'sale.amounts_mismatch',
  PAID_EXCEEDS_SOLD: 'sale.paid_exceeds_sold',
  SCHEDULE_COUNT: 'sale.schedule_count',
  SCHEDULE_SUM: 'sale.schedule_sum',
  SCHEDULE_DATES: 'sale.schedule_dates',
  CREDIT_PERIOD_REQUIRED: 'sale.credit_period_required',
  CONTRACT_NUMBER_TAKEN: 'sale.contract_number_taken',
  NO_CONTRACT: 'sale.no_contract',
} as const;

/** Client payments on debts. */
export const PaymentError = {
  EXCEEDS_DEBT: 'payment.exceeds_debt',
  TOO_SMALL: 'payment.too_small',
} as const;

/** Client debts. */
export const DebtError = {
  CLOSED: 'debt.closed',
  NOT_OF_CLIENT: 'debt.not_of_client',
} as const;

/** Refusals of approved sales. */
export const RefusalError = {
  EXISTS: 'refusal.exists',
  PAYOUT_EXCEEDS_DUE: 'refusal.payout_exceeds_due',
  CURRENCY_MISMATCH: 'refusal.currency_mismatch',
} as const;

export type SalesErrorCode = CodeOf<typeof SaleError> | CodeOf<typeof PaymentError> | CodeOf<typeof DebtError> | CodeOf<typeof RefusalError>;
