import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@mijozlar/shared';
import { useListContext, type SortPayload } from 'react-admin';

/** No column sorted: the API's own default ordering applies. */
export const NO_SORT: SortPayload = { field: '', order: 'ASC' };

/**
 * The page size the menu links carry (`?page_size=20`, document 1, section 2), or the default list
 * size. The URL keeps one name for it: `page_size` is read once and swapped for react-admin's own
 * `perPage`, so that a list URL never carries both.
 */
export function usePageSizeFromUrl(fallback: number = DEFAULT_PAGE_SIZE): number {
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get('page_size'));
  const [size] = useState(() => (Number.isInteger(fromUrl) && fromUrl > 0 ? Math.min(fromUrl, MAX_PAGE_SIZE) : fallback));
  const hasPageSize = params.has('page_size');
  useEffect(() => {
    if (!hasPageSize) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page_size');
        if (!next.has('perPage')) next.set('perPage', String(size));
        return next;
      },
      { replace: true },
    );
  }, [hasPageSize, setParams, size]);
  return size;
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
