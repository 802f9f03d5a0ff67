import type { SortDirection } from './paginate';

/** An ordering as parseOrdering gives it: one column and its direction per entry, the last a unique tiebreaker. */
export type KeysetOrder = Record<string, SortDirection>[];

/** Rows per page when an export walks a list. */
export const EXPORT_BATCH = 1000;

/**
 * Keyset pagination for streaming exports: the rows after `last` in `orderBy` (each entry one
 * non-null column and its direction, the last a unique tiebreaker). Constant cost per page,
 * where OFFSET would re-read every earlier row. The leading column's bound is repeated outside
 * the OR so that the index scan starts at `last` instead of filtering every row before it.
 */
export function keysetAfter<Where extends object = Record<string, unknown>>(orderBy: KeysetOrder, last: Record<string, unknown>): Where {
  const columns = orderBy.map((entry) => {
    const [column, direction] = Object.entries(entry)[0];
    return { column, direction };
  });
  const or = columns.map((current, i) => {
    const equal = columns.slice(0, i).map(({ column }) => ({ [column]: last[column] }));
    const beyond = { [current.column]: { [current.direction === 'asc' ? 'gt' : 'lt']: last[current.column] } };
    return equal.length ? { AND: [...equal, beyond] } : beyond;
  });
  const lead = columns[0];
  return { AND: [{ [lead.column]: { [lead.direction === 'asc' ? 'gte' : 'lte']: last[lead.column] } }, { OR: or }] } as unknown as Where;
}

/**
 * Every row `where` selects, in `orderBy` order, read `size` at a time with keysetAfter and
 * shaped by `map`: an export holds one page in memory and each page costs the same. `fetch` reads
 * one page (findMany with the given where and take, ordered by `orderBy`).
 */
export async function* keysetRows<Where extends object, Row, Out>(
  where: Where,
  orderBy: KeysetOrder,
  fetch: (where: Where, take: number) => Promise<Row[]>,
  map: (row: Row) => Out,
  size = EXPORT_BATCH,
): AsyncGenerator<Out> {
  let after: Where | undefined;
  for (;;) {
    const page = await fetch(after ? ({ AND: [where, after] } as unknown as Where) : where, size);
    for (const row of page) yield map(row);
    if (page.length < size) return;
    after = keysetAfter<Where>(orderBy, page[page.length - 1] as unknown as Record<string, unknown>);
  }
}
