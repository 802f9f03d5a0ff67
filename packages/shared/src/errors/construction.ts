import type { CodeOf } from './code';

/** Construction objects and the import of their expenses. */
export const ConstructionError = {
  HAS_OPERATIONS: 'construction.has_operations',
  IMPORT_DATE_INVALID: 'construction.import.date_invalid',
  IMPORT_NO_RATE: 'construction.import.no_rate',
  IMPORT_WALLET_NOT_FOUND: 'construction.import.wallet_not_found',
  IMPORT_WALLET_AMBIGUOUS: 'construction.import.wallet_ambiguous',
  IMPORT_METHOD_NOT_FOUND: 'construction.import.method_not_found',
  IMPORT_WALLET_INACTIVE: 'construction.import.wallet_inactive',
  IMPORT_INSUFFICIENT_FUNDS: 'construction.import.insufficient_funds',
} as const;

export type ConstructionErrorCode = CodeOf<typeof ConstructionError>;
