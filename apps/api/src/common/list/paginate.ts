import { DEFAULT_PAGE_SIZE, ErrorCode, MAX_PAGE_SIZE } from '@mijozlar/shared';
import { ApiError } from '../errors/api-error';
import { ListQueryDto } from './list-query.dto';

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
 * The one list mechanism: filters + search → where, ordering whitelist → orderBy, page window,
 * and `{count, results}`. `map` shapes each row into the API's JSON (the resource's mapper).
 */
export async function paginate<Where, OrderBy, Row, Out>(
  delegate: Delegate,
  query: ListQueryDto,
  spec: ListSpec<Where, OrderBy>,
  options: { where?: Where; select?: unknown; include?: unknown; map: (row: Row) => Out },
): Promise<Page<Out>> {
  const term = query.search?.trim();
  const where = combineWhere<Where>(options.where, term && spec.search ? spec.search(term) : undefined);
  const orderBy = parseOrdering(query.ordering, spec);
  const { skip, take } = pageWindow(query, spec);
  const shape: Record<string, unknown> = {};
  if (options.select) shape.select = options.select;
  if (options.include) shape.include = options.include;
  const [count, rows] = await Promise.all([
    delegate.count({ where }),
    delegate.findMany({ where, orderBy, skip, take, ...shape }),
  ]);
  return { count, results: (rows as Row[]).map(options.map) };
}
