import { useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { dataProvider as appDataProvider } from '../../providers';
import { toFilterQuery, toOrdering, type ApiDataProvider, type ListResponse } from '../../providers/dataProvider';
import { SUPPLIER_RESOURCES } from './paths';

type Name = keyof typeof SUPPLIER_RESOURCES;
const isOurs = (resource: string): resource is Name => Object.prototype.hasOwnProperty.call(SUPPLIER_RESOURCES, resource);
const itemPath = (resource: Name, id: unknown) => `${SUPPLIER_RESOURCES[resource]}/${encodeURIComponent(String(id))}`;
const keyOf = (meta: unknown) => {
  const key = (meta as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof key === 'string' && key ? key : undefined;
};

/**
 * The app's data provider, also speaking this chunk's resources (suppliers, their operations and
 * materials) with the same list conventions: page, page_size, ordering, filters, and anything
 * beside count and results (the `totals`) as the list's meta. Other resources pass through.
 */
export function withSupplierResources(base: ApiDataProvider): ApiDataProvider {
  return {
    ...base,
    getList: (async (resource: string, params: GetListParams) => {
      if (!isOurs(resource)) return base.getList(resource, params);
      const answer = await base.request<ListResponse<RaRecord>>(SUPPLIER_RESOURCES[resource], {
        query: { page: params.pagination?.page ?? 1, page_size: params.pagination?.perPage, ordering: toOrdering(params.sort), ...toFilterQuery(params.filter) },
        signal: params.signal,
      });
      const { count, results, ...extra } = answer;
      return Object.keys(extra).length > 0 ? { data: results, total: count, meta: extra } : { data: results, total: count };
    }) as DataProvider['getList'],
    getOne: (async (resource, params) => {
      if (!isOurs(resource)) return base.getOne(resource, params);
      return { data: await base.request<RaRecord>(itemPath(resource, params.id), { signal: params.signal }) };
    }) as DataProvider['getOne'],
    create: (async (resource, params) => {
      if (!isOurs(resource)) return base.create(resource, params);
      return { data: await base.request<RaRecord>(SUPPLIER_RESOURCES[resource], { method: 'POST', body: params.data, idempotencyKey: keyOf(params.meta) }) };
    }) as DataProvider['create'],
    update: (async (resource, params) => {
      if (!isOurs(resource)) return base.update(resource, params);
      return { data: await base.request<RaRecord>(itemPath(resource, params.id), { method: 'PUT', body: params.data, idempotencyKey: keyOf(params.meta) }) };
    }) as DataProvider['update'],
    delete: (async (resource, params) => {
      if (!isOurs(resource)) return base.delete(resource, params);
      await base.request<null>(itemPath(resource, params.id), { method: 'DELETE', idempotencyKey: keyOf(params.meta) });
      return { data: params.previousData ?? { id: params.id } };
    }) as DataProvider['delete'],
  };
}

/** The suppliers screens read and write through this (the shared resource table stays untouched). */
export function SupplierData({ children }: { children: ReactNode }) {
  const value = useMemo(() => withSupplierResources(appDataProvider), []);
  return <DataProviderContext.Provider value={value}>{children}</DataProviderContext.Provider>;
}
