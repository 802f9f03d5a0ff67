/**
 * Error codes of the API's error shape: `{"errors":[{"field","code","message"}]}`, one code object per
 * domain. Messages are translated by code on the server (uz, ru) and may be shown as they are.
 */
import type { AccessErrorCode } from './access';
import type { ConstructionErrorCode } from './construction';
import type { EmployeesErrorCode } from './employees';
import type { GenericErrorCode } from './generic';
import type { ImportErrorCode } from './import';
import type { InventoryErrorCode } from './inventory';
import type { InvestorsErrorCode } from './investors';
import type { MoneyErrorCode } from './money';
import type { PeopleErrorCode } from './people';
import type { SalesErrorCode } from './sales';
import type { StatisticsErrorCode } from './statistics';
import type { DocumentsErrorCode } from './documents';
import type { SettingsErrorCode } from './settings';
import type { CollectionsErrorCode } from './collections';
import type { SuppliersErrorCode } from './suppliers';

export * from './code';
export * from './generic';
export * from './people';
export * from './access';
export * from './inventory';
export * from './import';
export * from './money';
export * from './sales';
export * from './employees';
export * from './investors';
export * from './suppliers';
export * from './construction';
export * from './statistics';
export * from './documents';
export * from './settings';
export * from './collections';

/** Every code the API may answer with: a code outside it does not compile where an error is thrown. */
export type ApiErrorCode =
  | GenericErrorCode
  | PeopleErrorCode
  | AccessErrorCode
  | InventoryErrorCode
  | ImportErrorCode
  | MoneyErrorCode
  | SalesErrorCode
  | EmployeesErrorCode
  | InvestorsErrorCode
  | SuppliersErrorCode
  | ConstructionErrorCode
  | StatisticsErrorCode
  | DocumentsErrorCode
  | SettingsErrorCode
  | CollectionsErrorCode;

/** One error as the API sends it; `code` stays a string, since a client may meet a code newer than itself. */
export interface ApiFieldError {
  field: string | null;
  code: string;
  message: string;
  row?: number;
  /** On a 409 for a duplicate: the id of the row that already holds the value (e.g. the client with that phone). */
  existing_id?: number;
}

export interface ApiErrorBody {
  errors: ApiFieldError[];
}
