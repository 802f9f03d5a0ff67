import { DEFAULT_PAGE_SIZE, ErrorCode, MAX_PAGE_SIZE } from '@mijozlar/shared';
import { ApiError } from '../errors/api-error';
import { ListQueryDto } from './list-query.dto';
import { Prisma, type PrismaClient } from '../../generated/prisma/client';
import { orderSql, SqlModel, sqlIdent, whereSql } from './sql-where';

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

/** An answer whose JSON PostgreSQL wrote: sent as it is (JsonTextInterceptor), never re-serialised. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** What the SQL list path sends its statements through (the Prisma client, raw). */
export type RawDb = Pick<PrismaClient, '$queryRaw'>;

/**
 * How a hot list's rows are written: `json(ids)` is one SQL expression that PostgreSQL evaluates to
 * the JSON array of the rows whose ids the int[] expression `ids` gives, in that order, with exactly
 * the fields and values of the resource's mapper (a test compares each row with the mapper's answer).
 */
export interface SqlRows {
  model: SqlModel;
  json: (ids: Prisma.Sql) => Prisma.Sql;
}

/** Pages larger than this are written by several statements at once (one per core PostgreSQL has). */
const CHUNKED_PAGE = 2000;
const CHUNKS = 2;

/**
 * The same list mechanism (the resource's where, search, ordering whitelist and page window) run
 * as plain SQL, for the lists read all day and the 10 000-room page: a count, and one statement
 * that picks the page's ids (an index scan, no joins) and writes their JSON. No query compilation,
 * no mapping or serialisation in Node: the answer is the JSON text PostgreSQL wrote. The where is
 * the same Prisma where the list's other readers (exports) use, translated by whereSql().
 */
export async function paginateSql<Where extends object, OrderBy extends object>(
  db: RawDb,
  query: ListQueryDto,
  spec: ListSpec<Where, OrderBy>,
  options: { where?: Where; rows: SqlRows },
): Promise<JsonText> {
  const { where, orderBy, skip, take } = listArgs(query, spec, options.where);
  const { model, json } = options.rows;
  const table = sqlIdent(model.table);
  const condition = whereSql(model, where);
  const count = db
    .$queryRaw<{ count: number }[]>(Prisma.sql`SELECT count(*)::int AS count FROM ${table} t WHERE ${condition}`)
    .then((rows) => rows[0].count);
  const pageIds = Prisma.sql`SELECT t.id FROM ${table} t WHERE ${condition} ORDER BY ${orderSql(model, orderBy as object[])} LIMIT ${take}::bigint OFFSET ${skip}::bigint`;
  let results: Promise<string>;
  if (take <= CHUNKED_PAGE) {
    results = db.$queryRaw<{ json: string }[]>(Prisma.sql`SELECT (${json(Prisma.sql`ARRAY(${pageIds})`)})::text AS json`).then((rows) => rows[0].json);
  } else {
    // A big page: its ids first, then its JSON written by CHUNKS statements at once.
    results = db.$queryRaw<{ id: number }[]>(pageIds).then(async (rows) => {
      const ids = rows.map((row) => row.id);
      const size = Math.ceil(ids.length / CHUNKS) || 1;
      const chunks: number[][] = [];
      for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
      const parts = await Promise.all(
        chunks.map((chunk) =>
          db.$queryRaw<{ json: string }[]>(Prisma.sql`SELECT (${json(Prisma.sql`${chunk}::int[]`)})::text AS json`).then((r) => r[0].json),
        ),
      );
      return joinArrays(parts);
    });
  }
  const [total, text] = await Promise.all([count, results]);
  return new JsonText(`{"count":${total},"results":${text}}`);
}

/** JSON array texts joined into one array text ("[1,2]", "[]", "[3]" → "[1,2,3]"). */
export function joinArrays(parts: string[]): string {
  const inner = parts.map((p) => p.trim().slice(1, -1).trim()).filter((p) => p.length > 0);
  return `[${inner.join(',')}]`;
}
