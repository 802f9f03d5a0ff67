import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { toFilterQuery, toOrdering } from '../../providers/dataProvider';
import { INVESTORS_API, INVESTOR_TYPES_API, investorApi, investorOperationsApi } from './paths';

/**
 * The investors screens' own resources, read through the app's data provider (same headers, token
 * refresh and errors) at the API's paths:
 * - `investors`: the list (with `totals`) and one investor;
 * - `investor-types`: GET /api/investors/types/;
 * - `investor-operations`: GET /api/investors/{filter.investor}/operations/ (with `totals`).
 * Every other resource goes to the app's provider unchanged.
 */
export const INVESTOR_RESOURCES = ['investors', 'investor-types', 'investor-operations'] as const;
type InvestorResource = (typeof INVESTOR_RESOURCES)[number];

const isOurs = (resource: string): resource is InvestorResource => (INVESTOR_RESOURCES as readonly string[]).includes(resource);

/** The API path of a list, and the filters left for its query string. */
export function listPathOf(resource: InvestorResource, filter: Record<string, unknown> = {}): { path: string; filter: Record<string, unknown> } {
  if (resource === 'investor-operations') {
    const { investor, ...rest } = filter;
    if (investor === undefined || investor === null || investor === '') throw new Error('investor-operations needs filter.investor');
    return { path: investorOperationsApi(investor as Identifier), filter: rest };
  }
  return { path: resource === 'investors' ? INVESTORS_API : INVESTOR_TYPES_API, filter };
}

export function withInvestorResources(base: ApiDataProvider): ApiDataProvider {
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
    return Object.keys(extra).length > 0 ? { data: results, total: count, meta: extra } : { data: results, total: count };
  };
  return {
    ...base,
    getList: getList as DataProvider['getList'],
    getOne: ((resource, params) =>
      resource === 'investors'
        ? base.request<RaRecord>(investorApi(params.id), { signal: params.signal }).then((data) => ({ data }))
        : base.getOne(resource, params)) as DataProvider['getOne'],
  };
}

/** Gives the screens inside it the investors resources (see withInvestorResources). */
export function InvestorsDataScope({ children }: { children: ReactNode }) {
  // The app's provider itself (not useDataProvider's wrapper, which the screens' own hooks add).
  const base = useContext(DataProviderContext) as ApiDataProvider;
  const scoped = useMemo(() => withInvestorResources(base), [base]);
  return <DataProviderContext.Provider value={scoped}>{children}</DataProviderContext.Provider>;
}
