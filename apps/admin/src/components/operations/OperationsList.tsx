import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { List, TopToolbar, useTranslate } from 'react-admin';
import type { CurrencyTotalsFooterProps } from '../CurrencyTotalsFooter';
import { EmptyState } from '../EmptyState';
import { ListExportButton, type ListExportButtonProps, TotalsPagination } from '../ResourceList';
import { NO_SORT } from '../listHooks';

export interface OperationsListProps {
  resource: string;
  /** The parent record's filter (investor, project, supplier). */
  filter?: Record<string, unknown>;
  filters: ReactElement[];
  /** Where the filters are kept; false: forgotten when the page is left. */
  storeKey: string | false;
  /** Filters in the address bar (a page of their own); off for a section of a record's page. */
  syncWithLocation?: boolean;
  perPage: number;
  exporter: ListExportButtonProps;
  /** Buttons before the export (add, pay). */
  toolbar?: ReactNode;
  /** A low toolbar on a phone (the section has its own title). */
  compactToolbar?: boolean;
  totals: CurrencyTotalsFooterProps;
  /** The empty page of the list as a whole; by default the table shows its own. */
  empty?: ReactElement | false;
  /** Translation key of the list's accessible name. */
  label?: string;
  /** Above the rows (tabs). */
  header?: ReactNode;
  table: ReactNode;
  /** The rows on a phone. */
  phone: ReactNode;
}

/**
 * A list of money operations (wallet, investor, supplier, construction): filters, export of what is
 * shown, totals per currency over the pages, a table or a phone list, newest first.
 */
export function OperationsList({
  resource,
  filter,
  filters,
  storeKey,
  syncWithLocation = false,
  perPage,
  exporter,
  toolbar,
  compactToolbar = true,
  totals,
  empty = false,
  label,
  header,
  table,
  phone,
}: OperationsListProps) {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource={resource}
      filter={filter}
      title={false}
      disableSyncWithLocation={!syncWithLocation}
      storeKey={storeKey}
      filters={filters}
      actions={<OperationsToolbar exporter={exporter} compact={compactToolbar}>{toolbar}</OperationsToolbar>}
      perPage={perPage}
      sort={NO_SORT}
      pagination={<TotalsPagination {...totals} />}
      empty={empty}
      sx={{ '& .RaList-main': { mt: 0 } }}
      aria-label={label ? translate(label) : undefined}
    >
      {header}
      {isPhone ? phone : table}
    </List>
  );
}

function OperationsToolbar({ exporter, compact, children }: { exporter: ListExportButtonProps; compact: boolean; children?: ReactNode }) {
  return (
    <TopToolbar sx={compact ? { minHeight: { xs: 0, sm: 48 } } : undefined}>
      {children}
      <ListExportButton {...exporter} />
    </TopToolbar>
  );
}

/** No operations (yet, or under these filters): translation keys. */
export function OperationsEmpty({ title, text }: { title: string; text: string }) {
  const translate = useTranslate();
  return <EmptyState icon={<ReceiptLongOutlinedIcon />} title={translate(title)} text={translate(text)} />;
}
