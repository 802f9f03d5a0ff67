import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import { ListPagination } from './ListPagination';
import { NO_SORT, usePageSizeFromUrl } from './listHooks';

export type ResourceListProps = Omit<ListProps, 'perPage' | 'sort' | 'children'> & {
  children: ReactNode;
  /** The rows on a phone (a `SimpleList`); `children` (the table) elsewhere. */
  phone?: ReactNode;
};

/**
 * A resource's list page: the page size from the address bar, the API's own order until a column is
 * sorted, the spec's pagination (or `pagination`, e.g. `TotalsPagination`), a table or its phone rows.
 */
export function ResourceList({ children, phone, pagination = <ListPagination />, ...props }: ResourceListProps) {
  const perPage = usePageSizeFromUrl();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List perPage={perPage} sort={NO_SORT} pagination={pagination} {...props}>
      {isPhone && phone !== undefined ? phone : children}
    </List>
  );
}
