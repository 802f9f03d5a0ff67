import type { CodeOf } from './code';

/** Investors and their operations. */
export const InvestorError = {
  HAS_OPERATIONS: 'investor.has_operations',
  INSUFFICIENT_BALANCE: 'investor.insufficient_balance',
  OPERATION_TYPE_MISMATCH: 'investor.operation_type_mismatch',
} as const;

export type InvestorsErrorCode = CodeOf<typeof InvestorError>;
