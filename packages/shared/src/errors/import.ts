import type { CodeOf } from './code';

/** Spreadsheet (.xlsx) imports, shared by clients, rooms and construction expenses. */
export const ImportError = {
  NOT_XLSX: 'import.not_xlsx',
  TOO_LARGE: 'import.too_large',
  NO_HEADER: 'import.no_header',
  TOO_MANY_ROWS: 'import.too_many_rows',
  MISSING_COLUMN: 'import.missing_column',
  DUPLICATE: 'import.duplicate',
  NO_ROWS: 'import.no_rows',
  STATUS_NOT_ALLOWED: 'import.status_not_allowed',
  NOT_IN_LIST: 'import.not_in_list',
  CITY_NOT_FOUND: 'import.city_not_found',
  CITY_AMBIGUOUS: 'import.city_ambiguous',
  OVER_PLANNED: 'import.over_planned',
  PHONE_EXISTS: 'import.phone_exists',
  TOO_MANY_COLUMNS: 'import.too_many_columns',
  TOO_MANY_CELLS: 'import.too_many_cells',
  IN_PROGRESS: 'import.in_progress',
  BUSY: 'import.busy',
} as const;

export type ImportErrorCode = CodeOf<typeof ImportError>;
