import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  SortPayload,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { Page } from '@mijozlar/shared';
import type { HttpClient, Query, RequestOptions } from './httpClient';
import { listPathOf, RESOURCE_RECORDS, resourcePath, type ResourceName } from './resourcePaths';

/** Every list answer of the API (document 2, section 3): `Page<T>` of packages/shared. */
export type ListResponse<T> = Page<T>;

/** The filter react-admin's search input writes; the API calls it `search`. */
const SEARCH_FILTER = 'q';

/** react-admin's sort -> the API's `ordering` ("field" ascending, "-field" descending, comma-separated). */
export function toOrdering(sort: SortPayload | undefined): string | undefined {
  if (!sort || !sort.field) return undefined;
  const prefix = sort.order === 'DESC' ? '-' : '';
  return sort.field
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
    .map((field) => `${prefix}${field}`)
    .join(',');
}

/** react-admin's filter -> query parameters named as the API's filters; `q` becomes `search`. */
export function toFilterQuery(filter: Record<string, unknown> | undefined): Query {
  const query: Query = {};
  if (!filter) return query;
  for (const [key, value] of Object.entries(filter)) {
    const name = key === SEARCH_FILTER ? 'search' : key;
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[name] = typeof value === 'string' ? value.trim() || undefined : value;
    } else if (Array.isArray(value)) {
      query[name] = value.map(String);
    }
  }
  return query;
}

/** `meta: { idempotencyKey }` of a money form (see useIdempotencyKey). */
function idempotencyKeyOf(meta: unknown): string | undefined {
  const key = (meta as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof key === 'string' && key ? key : undefined;
}

export interface ApiDataProvider extends DataProvider {
  /** A request outside the CRUD methods (custom endpoints), with the same headers and error handling. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function createDataProvider(http: HttpClient): ApiDataProvider {
  const itemPath = (resource: string, id: Identifier) => `${resourcePath(resource)}/${encodeURIComponent(String(id))}`;

  const getList = async (resource: string, params: GetListParams) => {
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage;
    // A nested list (`investors/{investor}/operations`) takes its parent from the filter.
    const { path, filter } = listPathOf(resource, params.filter);
    const answer = await http.request<ListResponse<RaRecord> | RaRecord[]>(path, {
      query: {
        page,
        page_size: perPage,
        ordering: toOrdering(params.sort),
        ...toFilterQuery(filter),
      },
      signal: params.signal,
    });
    // A lookup (`*/choices`) answers a plain array: the whole list.
    if (Array.isArray(answer)) return { data: answer, total: answer.length };
    // Anything beside count and results (e.g. `totals` per currency) reaches the list as `meta`.
    const { count, results, ...extra } = answer;
    const toRecord = RESOURCE_RECORDS[resource as ResourceName];
    const data = toRecord ? results.map(toRecord) : results;
    return Object.keys(extra).length > 0 ? { data, total: count, meta: extra } : { data, total: count };
  };

  const getOne = async (resource: string, params: GetOneParams) => {
    const data = await http.request<RaRecord>(itemPath(resource, params.id), { signal: params.signal });
    return { data };
  };

  const dataProvider: ApiDataProvider = {
    supportAbortSignal: true,

    getList: getList as DataProvider['getList'],

    getOne: getOne as DataProvider['getOne'],

    getMany: (async (resource: string, params: GetManyParams) => {
      // The API has no batch read; references on one screen are few, so read them one by one.
      const records = await Promise.all(
        params.ids.map((id) => getOne(resource, { id, signal: params.signal }).then(({ data }) => data)),
      );
      return { data: records };
    }) as DataProvider['getMany'],

    getManyReference: (async (resource: string, params: GetManyReferenceParams) =>
      getList(resource, {
        pagination: params.pagination,
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
        signal: params.signal,
      })) as DataProvider['getManyReference'],

    create: (async (resource: string, params: CreateParams) => {
      const data = await http.request<RaRecord>(resourcePath(resource), {
        method: 'POST',
        body: params.data,
        idempotencyKey: idempotencyKeyOf(params.meta),
      });
      return { data };
    }) as DataProvider['create'],

    update: (async (resource: string, params: UpdateParams) => {
      const data = await http.request<RaRecord>(itemPath(resource, params.id), {
        method: 'PUT',
        body: params.data,
        idempotencyKey: idempotencyKeyOf(params.meta),
      });
      return { data };
    }) as DataProvider['update'],

    updateMany: (async (resource: string, params: UpdateManyParams) => {
      // PUT accepts a subset of the fields (DESIGN.md: update DTOs are partial).
      await Promise.all(params.ids.map((id) => http.request(itemPath(resource, id), { method: 'PUT', body: params.data })));
      return { data: params.ids };
    }) as DataProvider['updateMany'],

    delete: (async (resource: string, params: DeleteParams) => {
      await http.request<null>(itemPath(resource, params.id), { method: 'DELETE', idempotencyKey: idempotencyKeyOf(params.meta) });
      return { data: params.previousData ?? { id: params.id } };
    }) as DataProvider['delete'],

    deleteMany: (async (resource: string, params: DeleteManyParams) => {
      await Promise.all(params.ids.map((id) => http.request(itemPath(resource, id), { method: 'DELETE' })));
      return { data: params.ids };
    }) as DataProvider['deleteMany'],

    request: <T>(path: string, options?: RequestOptions) => http.request<T>(path, options),
  };
  return dataProvider;
}
