import { DEFAULT_PAGE_SIZE, ErrorCode, MAX_PAGE_SIZE } from '@mijozlar/shared';
import { ApiError } from '../errors/api-error';
import { ListQueryDto } from './list-query.dto';
import { Prisma } from '../../generated/prisma/client';
import { orderSql, SqlModel, sqlIdent, whereSql } from './sql-where';
import { CachedAnswer, ListCache } from './list-cache';
import { signInCheck } from '../auth/sign-in-claim';

export type SortDirection = 'asc' | 'desc';

/**
 * What a resource declares about its list: which fields may be ordered by (each backed by an
 * index), how a search term filters, the default ordering and page sizes.
 */
export interface ListSpec<Where, OrderBy> {
  ordering: Record<string, (direction: SortDirection) => OrderBy>;
  defaultOrdering: string;
  /** Appended to every ordering so pages never overlap (usually the primary key). */
  tiebreaker: OrderBy;
  search?: (term: string) => Where;
  defaultPageSize?: number;
  maxPageSize?: number;
}

export interface Page<T> {
  count: number;
  results: T[];
}

/** Any Prisma model delegate. Rows are typed by the caller's `map` (which matches its select). */
interface Delegate {
  count(args: any): PromiseLike<number>;
  findMany(args: any): PromiseLike<unknown[]>;
}

/** Orderings by the columns of the same name: `{ ...orderByColumns<OrderBy>('id', 'name') }`. */
export function orderByColumns<OrderBy>(...columns: (keyof OrderBy & string)[]): Record<string, (direction: SortDirection) => OrderBy> {
  return Object.fromEntries(columns.map((column) => [column, (direction: SortDirection) => ({ [column]: direction }) as OrderBy]));
}

export function parseOrdering<OrderBy>(ordering: string | undefined, spec: ListSpec<unknown, OrderBy>): OrderBy[] {
  const raw = ordering?.trim() ? ordering : spec.defaultOrdering;
  const result: OrderBy[] = [];
  for (const token of raw.split(',').map((t) => t.trim()).filter(Boolean)) {
    const descending = token.startsWith('-');
    const name = descending ? token.slice(1) : token;
    const build = Object.prototype.hasOwnProperty.call(spec.ordering, name) ? spec.ordering[name] : undefined;
    if (!build) throw ApiError.badRequest('ordering', ErrorCode.INVALID);
    result.push(build(descending ? 'desc' : 'asc'));
  }
  result.push(spec.tiebreaker);
  return result;
}

export function pageWindow(query: ListQueryDto, spec: Pick<ListSpec<unknown, unknown>, 'defaultPageSize' | 'maxPageSize'>) {
  const max = spec.maxPageSize ?? MAX_PAGE_SIZE;
  const size = Math.min(query.page_size ?? spec.defaultPageSize ?? DEFAULT_PAGE_SIZE, max);
  const page = query.page ?? 1;
  return { skip: (page - 1) * size, take: size };
}

export function combineWhere<Where>(...parts: (Where | undefined | null | false)[]): Where {
  const present = parts.filter(Boolean) as Where[];
  if (present.length === 0) return {} as Where;
  if (present.length === 1) return present[0];
  return { AND: present } as Where;
}

/**
 * Related rows are joined in the page's one statement (Prisma's `join` strategy) while the page
 * starts near the top. The join strategy computes the joins for every row it skips, so from this
 * offset on the relations are fetched by the page's ids instead (`query` strategy).
 */
export const JOIN_MAX_OFFSET = 100;

function listArgs<Where, OrderBy>(query: ListQueryDto, spec: ListSpec<Where, OrderBy>, filters: Where | undefined) {
  const term = query.search?.trim();
  const where = combineWhere<Where>(filters, term && spec.search ? spec.search(term) : undefined);
  return { where, orderBy: parseOrdering(query.ordering, spec), ...pageWindow(query, spec) };
}

/**
 * The one list mechanism: filters + search → where, ordering whitelist → orderBy, page window,
 * and `{count, results}`. `map` shapes each row into the API's JSON (the resource's mapper).
 */
export async function paginate<Where, OrderBy, Row, Out>(
  delegate: Delegate,
  query: ListQueryDto,
  spec: ListSpec<Where, OrderBy>,
  options: { where?: Where; select?: unknown; include?: unknown; map: (row: Row) => Out },
): Promise<Page<Out>> {
  const { where, orderBy, skip, take } = listArgs(query, spec, options.where);
  const shape: Record<string, unknown> = {};
  if (options.select) shape.select = options.select;
  if (options.include) {
    shape.include = options.include;
    shape.relationLoadStrategy = skip < JOIN_MAX_OFFSET ? 'join' : 'query';
  }
  const [count, rows] = await Promise.all([
    delegate.count({ where }),
    delegate.findMany({ where, orderBy, skip, take, ...shape }),
  ]);
  return { count, results: (rows as Row[]).map(options.map) };
}

/** An answer whose JSON PostgreSQL wrote: sent as it is (serveJsonText), never re-serialised. */
export class JsonText {
  constructor(readonly text: string | Buffer) {}
}

/** Where paginateSql may keep its answers (ListCache.get bound to the list's building). */
export type AnswerCache = (key: string, compute: () => Promise<CachedAnswer>) => Promise<Buffer>;

/** What the SQL list path sends its statements through (PrismaService.rows: plain node-postgres). */
export interface RawDb {
  rows<T>(query: Prisma.Sql): Promise<T[]>;
}

/**
 * How a hot list's rows are written: `json(ids)` is one SQL expression that PostgreSQL evaluates to
 * the JSON array of the rows whose ids the int[] expression `ids` gives, in that order, with exactly
 * the fields and values of the resource's mapper (a test compares each row with the mapper's answer).
 */
export interface SqlRows {
  model: SqlModel;
  json: (ids: Prisma.Sql) => Prisma.Sql;
}

/** Pages larger than this are written by several statements at once (PostgreSQL runs each on a core). */
const CHUNKED_PAGE = 2000;
const CHUNKS = 2;

/**
 * The same list mechanism (the resource's where, search, ordering whitelist and page window) run
 * as plain SQL, for the lists read all day and the 10 000-room page: one statement that counts,
 * picks the page's ids (an index scan, no joins) and writes their JSON. No query compilation,
 * no mapping or serialisation in Node: the answer is the JSON text PostgreSQL wrote. The where is
 * the same Prisma where the list's other readers (exports) use, translated by whereSql().
 */
export async function paginateSql<Where extends object, OrderBy extends object>(
  db: RawDb,
  query: ListQueryDto,
  spec: ListSpec<Where, OrderBy>,
  options: { where?: Where; rows: SqlRows; cache?: AnswerCache },
): Promise<JsonText> {
  const { where, orderBy, skip, take } = listArgs(query, spec, options.where);
  const { model, json } = options.rows;
  const table = sqlIdent(model.table);
  const condition = whereSql(model, where);
  const order = orderSql(model, orderBy as object[]);
  const window = (limit: number, offset: number) =>
    Prisma.sql`ARRAY(SELECT t.id FROM ${table} t WHERE ${condition} ORDER BY ${order} LIMIT ${limit}::bigint OFFSET ${offset}::bigint)`;
  const countSql = Prisma.sql`SELECT count(*)::int FROM ${table} t WHERE ${condition}`;
  // One statement, one round trip: a round trip costs the API more CPU (a socket write, a wake-up
  // of the database process) than a page's SQL costs PostgreSQL. Count and page share a snapshot,
  // which a cache keeps to know when the answer has changed. The same statement checks the request's
  // signed-in user when no statement of this request has yet (outside the cache key: answers do not
  // depend on it; a kept answer's freshness check carries it instead).
  const single = Prisma.sql`SELECT (${countSql}) AS count, (${json(window(take, skip))})::text AS json, pg_current_snapshot()::text AS snapshot`;
  const run = async (): Promise<{ text: string; snapshots: string[] }> => {
    const signIn = signInCheck();
    if (take <= CHUNKED_PAGE) {
      const [row] = await db.rows<{ count: number; json: string; snapshot: string; signed_in?: boolean }>(Prisma.sql`${single}${signIn.column}`);
      signIn.record(row);
      return { text: `{"count":${row.count},"results":${row.json}}`, snapshots: [row.snapshot] };
    }
    // A big page: CHUNKS statements at once, each writing its own part of the window (PostgreSQL
    // spends ~15 µs of CPU per row writing JSON; one statement would use one core).
    const size = Math.ceil(take / CHUNKS);
    const [count, chunks] = await Promise.all([
      db.rows<{ count: number; snapshot: string; signed_in?: boolean }>(Prisma.sql`SELECT (${countSql}) AS count, pg_current_snapshot()::text AS snapshot${signIn.column}`).then((rows) => rows[0]),
      Promise.all(
        Array.from({ length: CHUNKS }, (_, k) =>
          db
            .rows<{ json: string; snapshot: string }>(
              Prisma.sql`SELECT (${json(window(Math.min(size, take - k * size), skip + k * size))})::text AS json, pg_current_snapshot()::text AS snapshot`,
            )
            .then((rows) => rows[0]),
        ),
      ),
    ]);
    signIn.record(count);
    return {
      text: `{"count":${count.count},"results":${joinArrays(chunks.map((part) => part.json))}}`,
      snapshots: [count.snapshot, ...chunks.map((part) => part.snapshot)],
    };
  };
  if (!options.cache) return new JsonText((await run()).text);
  return new JsonText(
    await options.cache(ListCache.key(single), async () => {
      const { text, snapshots } = await run();
      return { body: Buffer.from(text), snapshots };
    }),
  );
}

/**
 * JSON array texts joined into one array text ("[1,2]", "[]", "[3]" → "[1,2,3]"). PostgreSQL writes
 * them without surrounding blanks; slices and concatenation do not copy the (megabytes of) text.
 */
export function joinArrays(parts: string[]): string {
  let out = '';
  for (const part of parts) {
    if (part.length <= 2) continue;
    out = out ? `${out},${part.slice(1, -1)}` : part.slice(0, -1);
  }
  return out ? `${out}]` : '[]';
}
