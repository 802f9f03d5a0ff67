import type { SortPayload } from 'react-admin';

/** One column of a (possibly multi-column) sort. */
export interface SortKey {
  field: string;
  order: 'ASC' | 'DESC';
}

/** No column sorted: the API's own default ordering applies. */
export const NO_SORT: SortPayload = { field: '', order: 'ASC' };

/**
 * react-admin keeps one `{field, order}`. A multi-column sort is written into it as the API's own
 * ordering list (`field: "name,-created_at"`, `order: "ASC"`), which the data provider passes on as
 * `ordering=name,-created_at` and the URL keeps as `sort=name,-created_at`.
 */
export function parseSortKeys(sort: SortPayload | undefined): SortKey[] {
  if (!sort?.field) return [];
  const parts = sort.field
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map((part) =>
    part.startsWith('-') ? { field: part.slice(1), order: 'DESC' } : { field: part, order: parts.length > 1 ? 'ASC' : sort.order },
  );
}

export function toSortPayload(keys: readonly SortKey[]): SortPayload {
  if (keys.length === 0) return NO_SORT;
  if (keys.length === 1) return { field: keys[0].field, order: keys[0].order };
  return { field: keys.map((key) => `${key.order === 'DESC' ? '-' : ''}${key.field}`).join(','), order: 'ASC' };
}

/**
 * The next sort after a click on a column header (document 2, section 4):
 * - a plain click cycles that column none → ascending → descending → none and clears the others;
 * - a shift-click adds the column (ascending), turns an ascending one descending in place,
 *   and removes a descending one, keeping the others.
 */
export function nextSortKeys(keys: readonly SortKey[], field: string, additive: boolean): SortKey[] {
  const current = keys.find((key) => key.field === field);
  if (!additive) {
    if (!current) return [{ field, order: 'ASC' }];
    // With several columns sorted, a plain click keeps only this one, in its current direction's next step.
    if (current.order === 'ASC') return [{ field, order: 'DESC' }];
    return [];
  }
  if (!current) return [...keys, { field, order: 'ASC' }];
  if (current.order === 'ASC') return keys.map((key) => (key.field === field ? { field, order: 'DESC' } : key));
  return keys.filter((key) => key.field !== field);
}
