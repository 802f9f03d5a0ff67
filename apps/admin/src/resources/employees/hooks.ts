import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { employeeApi, employeeMonthsApi, employeeOperationsApi } from './paths';
import type { BalanceEntry, Employee, MonthLine } from './types';

/** GET /api/employee/salary-types/ in the current language. */
export function useSalaryTypes() {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['employees', 'salary-types', locale],
    queryFn: ({ signal }) => dataProvider.request<ListResponse<{ id: number; name: string; code: string }>>('employee/salary-types', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useEmployee(id: string) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['employees', 'one', id, locale],
    queryFn: ({ signal }) => dataProvider.request<Employee>(employeeApi(id), { signal }),
    enabled: !!id,
  });
}

export function useEmployeeOperations(id: string | number, page: number, pageSize: number) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['employees', 'operations', String(id), page, pageSize, locale],
    queryFn: ({ signal }) =>
      dataProvider.request<ListResponse<BalanceEntry>>(employeeOperationsApi(id), { query: { page, page_size: pageSize }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useEmployeeMonths(id: string | number) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['employees', 'months', String(id), locale],
    queryFn: ({ signal }) => dataProvider.request<{ results: MonthLine[] }>(employeeMonthsApi(id), { signal }),
  });
}

/** Hours entries of one month (the calendar), at most 31 a month. */
export function useHoursOfMonth(id: string | number, month: string) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return useQuery({
    queryKey: ['employees', 'hours', String(id), month],
    queryFn: async ({ signal }) => {
      const answer = await dataProvider.request<ListResponse<BalanceEntry>>('employee-balance', {
        query: { employee_id: String(id), kind: 'hours', ordering: '-work_date', page_size: 100 },
        signal,
      });
      return answer.results.filter((entry) => entry.work_date?.startsWith(month));
    },
  });
}
