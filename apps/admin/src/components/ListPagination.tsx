import { Pagination, useListPaginationContext } from 'react-admin';

/** Page sizes of the spec's tables (document 2, section 9). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 25, 50, 100];

/** Pagination with the spec's page sizes; a size from the URL (the menu's page_size=20) is offered too. */
export function ListPagination() {
  const { perPage } = useListPaginationContext();
  const options = PAGE_SIZE_OPTIONS.includes(perPage) ? [...PAGE_SIZE_OPTIONS] : [...PAGE_SIZE_OPTIONS, perPage].sort((a, b) => a - b);
  return <Pagination rowsPerPageOptions={options} />;
}
