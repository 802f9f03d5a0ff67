import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { toFilterQuery, toOrdering } from '../../providers/dataProvider';
import { CONSTRUCTION_API, constructionApi, constructionOperationsApi } from './paths';

/**
 * The construction screens' own resources, read through the app's data provider (same headers,
 * token refresh and errors):
 * - `construction`: GET /api/construction/ (with `totals`) and one project;
 * - `construction-operations`: GET /api/construction/{filter.project}/operations/ (with `totals`);
 *   its rows get a unique `key` id, since a wallet operation and a delivery may share a number.
 * Every other resource goes to the app's provider unchanged.
 */
export const CONSTRUCTION_RESOURCES = ['construction', 'construction-operations'] as const;
type Ours = (typeof CONSTRUCTION_RESOURCES)[number];
const isOurs = (resource: string): resource is Ours => (CONSTRUCTION_RESOURCES as readonly string[]).includes(resource);

export function listPathOf(resource: Ours, filter: Record<string, unknown> = {}): { path: string; filter: Record<string, unknown> } {
  if (resource === 'construction-operations') {
    const { project, ...rest } = filter;
    if (project === undefined || project === null || project === '') throw new Error('construction-operations needs filter.project');
    return { path: constructionOperationsApi(project as Identifier), filter: rest };
  }
  return { path: CONSTRUCTION_API, filter };
}

/** A row id unique across both sources of the operations list. */
export const operationKey = (row: { source: string; id: number }) => `${row.source === 'supplier_delivery' ? 'd' : 'w'}${row.id}`;

export function withConstructionResources(base: ApiDataProvider): ApiDataProvider {
  const getList = async (resource: string, params: GetListParams) => {
    if (!isOurs(resource)) return base.getList(resource, params);
    const { path, filter } = listPathOf(resource, params.filter);
    const answer = await base.request<ListResponse<RaRecord>>(path, {
      query: {
        page: params.pagination?.page ?? 1,
        page_size: params.pagination?.perPage,
        ordering: toOrdering(params.sort),
        ...toFilterQuery(filter),
      },
      signal: params.signal,
    });
    const { count, results, ...extra } = answer;
    const data =
      resource === 'construction-operations'
        ? results.map((row) => ({ ...row, operation_id: row.id, id: operationKey(row as unknown as { source: string; id: number }) }))
        : results;
    return Object.keys(extra).length > 0 ? { data, total: count, meta: extra } : { data, total: count };
  };
  return {
    ...base,
    getList: getList as DataProvider['getList'],
    getOne: ((resource, params) =>
      resource === 'construction'
        ? base.request<RaRecord>(constructionApi(params.id), { signal: params.signal }).then((data) => ({ data }))
        : base.getOne(resource, params)) as DataProvider['getOne'],
  };
}

/** Gives the screens inside it the construction resources (see withConstructionResources). */
export function ConstructionDataScope({ children }: { children: ReactNode }) {
  const base = useContext(DataProviderContext) as ApiDataProvider;
  const scoped = useMemo(() => withConstructionResources(base), [base]);
  return <DataProviderContext.Provider value={scoped}>{children}</DataProviderContext.Provider>;
}
