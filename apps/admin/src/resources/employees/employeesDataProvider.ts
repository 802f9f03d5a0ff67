import { useMemo } from 'react';
import { useDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { toFilterQuery, toOrdering, type ApiDataProvider, type ListResponse } from '../../providers/dataProvider';
import { EMPLOYEES_API } from './paths';
import type { Employee } from './types';

/** The react-admin resource name of the employees list. */
export const EMPLOYEES_RESOURCE = 'employees';

/**
 * The app's data provider with the `employees` resource added (GET /api/employee/ with the list's
 * page, ordering, filters and search; `totals` reach the list as meta). Every other call goes to
 * the app's provider unchanged.
 */
export function useEmployeesDataProvider(): DataProvider {
  const base = useDataProvider<ApiDataProvider>();
  return useMemo(() => {
    const getList = async (resource: string, params: GetListParams) => {
      if (resource !== EMPLOYEES_RESOURCE) return base.getList(resource, params);
      const answer = await base.request<ListResponse<Employee> & { totals?: unknown }>(EMPLOYEES_API, {
        query: {
          page: params.pagination?.page ?? 1,
          page_size: params.pagination?.perPage,
          ordering: toOrdering(params.sort),
          ...toFilterQuery(params.filter),
        },
        signal: params.signal,
      });
      const { count, results, ...extra } = answer;
      return { data: results, total: count, meta: extra };
    };
    return new Proxy(base, {
      get(target, name, receiver) {
        if (name === 'getList') return getList;
        return Reflect.get(target, name, receiver);
      },
    }) as DataProvider;
  }, [base]);
}
