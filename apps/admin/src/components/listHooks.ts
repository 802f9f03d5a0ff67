import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@mijozlar/shared';
import { useListContext, type SortPayload } from 'react-admin';

/** No column sorted: the API's own default ordering applies. */
export const NO_SORT: SortPayload = { field: '', order: 'ASC' };

/** The page size the menu links carry (`?page_size=20`), or the default list size. */
export function usePageSizeFromUrl(fallback: number = DEFAULT_PAGE_SIZE): number {
  const [params] = useSearchParams();
  const value = Number(params.get('page_size'));
  return Number.isInteger(value) && value > 0 ? Math.min(value, MAX_PAGE_SIZE) : fallback;
}

/**
 * Column sorting cycles none -> ascending -> descending -> none (document 2, section 4). Pass the
 * result as DataTable's `setSort`; DataTable itself only toggles ascending and descending.
 */
export function useCyclingSort(): (next: SortPayload) => void {
  const { sort, setSort } = useListContext();
  return useCallback(
    (next: SortPayload) => {
      if (sort?.field === next.field && sort.order === 'DESC') {
        setSort(NO_SORT);
      } else {
        setSort(next);
      }
    },
    [sort, setSort],
  );
}
