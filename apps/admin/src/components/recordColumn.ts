import type { ComponentType } from 'react';
import { DataTable, type DataTableColumnProps, type RaRecord } from 'react-admin';

/** A top-level field of a record type. */
export type RecordField<R> = Extract<keyof R, string>;

/**
 * `DataTable.Col` for records of type R whose `source` must be one of R's fields. react-admin's own
 * `source` accepts any string; with the API's shapes of packages/shared, a column of a field the API
 * does not send is a compile error here: `const Column = recordColumn<Client>();`.
 */
export function recordColumn<R extends RaRecord>() {
  return DataTable.Col as unknown as ComponentType<Omit<DataTableColumnProps<R>, 'source'> & { source?: RecordField<R> }>;
}
