// A resource's list page and its parts: the list itself, its empty state, its export button, its totals foot.
import AddIcon from '@mui/icons-material/Add';
import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, List, useListContext, useTranslate, type ListProps } from 'react-admin';
import { ListPagination } from './ListPagination';
import { NO_SORT, usePageSizeFromUrl } from './listHooks';
import { EmptyState } from './EmptyState';
import { toFilterQuery, toOrdering } from '../providers/dataProvider';
import { files } from '../providers/files';
import { DownloadButton } from './DownloadButton';
import { CurrencyTotalsFooter, type CurrencyTotalsFooterProps } from './CurrencyTotalsFooter';

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

export interface ListEmptyStateProps {
  icon: ReactNode;
  /** Its texts: `resources.<resource>.page.empty` and `.page.invite`; `.action.create` on the add button. */
  resource: string;
  /** Shows the add button. */
  onCreate?: () => void;
  /** Another action instead (a link, several buttons). */
  action?: ReactNode;
}

/** A list with no records yet: what it holds and how to add the first one. */
export function ListEmptyState({ icon, resource, onCreate, action }: ListEmptyStateProps) {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={icon}
      title={translate(`resources.${resource}.page.empty`)}
      text={translate(`resources.${resource}.page.invite`)}
      action={
        action ??
        (onCreate ? (
          <Button label={`resources.${resource}.action.create`} onClick={onCreate} variant="contained">
            <AddIcon />
          </Button>
        ) : undefined)
      }
    />
  );
}

export interface ListExportButtonProps {
  /** Translation key; "Export" by default. */
  label?: string;
  path: string;
  fileName: string;
  /** Filters the export does not take (a nested list's parent, already in `path`). */
  omit?: readonly string[];
  /** Filters the export always takes, over the list's. */
  extra?: Record<string, unknown>;
}

/** The list's XLSX export with the filters and the order on screen. */
export function ListExportButton({ label = 'ra.action.export', path, fileName, omit = [], extra }: ListExportButtonProps) {
  const { filterValues, sort } = useListContext();
  const filters = Object.fromEntries(Object.entries({ ...filterValues, ...extra }).filter(([key]) => !omit.includes(key)));
  return <DownloadButton label={label} path={path} fileName={fileName} query={{ ...toFilterQuery(filters), ordering: toOrdering(sort) }} transfer={files} />;
}

/** A list's foot: its totals per currency, then the pages. */
export function TotalsPagination(props: CurrencyTotalsFooterProps) {
  return (
    <>
      <CurrencyTotalsFooter {...props} />
      <ListPagination />
    </>
  );
}
