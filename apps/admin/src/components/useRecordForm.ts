import { useCreate, useGetOne, useUpdate, type Identifier, type RaRecord } from 'react-admin';

export interface RecordForm<RecordType extends RaRecord> {
  editing: boolean;
  /** The record being edited, once read (undefined for a new one). */
  record: RecordType | undefined;
  /** Pass to FormDialog: the record is still being read, or could not be. */
  loading: boolean;
  loadFailed: boolean;
  /** POST a new record or PUT the edited one (pessimistic: the cache changes once the API answered). */
  save: (data: object) => Promise<RecordType>;
}

/**
 * Create or edit one record of a react-admin resource from a dialog: reads the record to edit while
 * the dialog is open, and saves through react-admin's mutations so lists and pages showing it update.
 * `existing` skips the read when the caller already holds the record (a list row).
 */
export function useRecordForm<RecordType extends RaRecord>(
  resource: string,
  options: { id?: Identifier | null; existing?: RecordType | null; open: boolean },
): RecordForm<RecordType> {
  const { id, existing, open } = options;
  const editing = (id !== undefined && id !== null) || !!existing;
  const recordId = existing?.id ?? id ?? 0;
  const read = useGetOne<RecordType>(resource, { id: recordId }, { enabled: open && editing && !existing });
  const record = existing ?? (editing ? read.data : undefined);
  const [create] = useCreate<RecordType>();
  const [update] = useUpdate<RecordType>();
  const save = (data: object) =>
    (editing
      ? update(resource, { id: recordId, data: data as Partial<RecordType>, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
      : create(resource, { data: data as Partial<RecordType> }, { returnPromise: true })) as Promise<RecordType>;
  return { editing, record, loading: editing && !record, loadFailed: editing && !existing && read.isError, save };
}
