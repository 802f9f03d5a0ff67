import { TableCell, TableFooter, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider, useList, type RaRecord } from 'react-admin';
import { AppDataTable } from '../../components/table/AppDataTable';
import { useCanOpen } from '../../routes/useCanOpen';

export interface StatColumn<R> {
  source: string;
  label: string;
  render: (record: R) => ReactNode;
  /** The footer cell (totals); empty when absent. */
  total?: ReactNode;
  align?: 'left' | 'right';
}

/**
 * A statistics table: AppDataTable (sideways scroll with a visible edge, sticky first column) over
 * rows already in memory, sortable by column, with a totals row in the footer.
 */
export function StatTable<R extends RaRecord>({
  rows,
  columns,
  rowClick,
  label,
  testId,
  hideBelow,
}: {
  rows: R[];
  columns: StatColumn<R>[];
  rowClick?: (record: R) => string | false;
  label: string;
  testId?: string;
  hideBelow?: { md?: readonly string[]; sm?: readonly string[]; lg?: readonly string[] };
}) {
  const listContext = useList<R>({ data: rows, perPage: Math.max(rows.length, 1) });
  const canOpen = useCanOpen();
  const hasTotals = columns.some((column) => column.total !== undefined);
  const Foot = () =>
    hasTotals ? (
      <TableFooter>
        <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', borderTop: 2, borderTopColor: 'divider', borderBottom: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: '0.875rem' } }}>
          {columns.map((column) => (
            <TableCell key={column.source} align={column.align} className={`column-${column.source}`} data-testid={`total-${column.source}`}>
              {column.total ?? ''}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    ) : null;
  return (
    // A resource of its own (no CRUD behind it): the table needs one; nothing is deleted or edited here.
    <ResourceContextProvider value="statistics">
    <ListContextProvider value={listContext}>
      <AppDataTable<R>
        bulkActionButtons={false}
        rowClick={
          rowClick
            ? (_id, _resource, record) => {
                const to = rowClick(record as R);
                return to && canOpen(to) ? to : false;
              }
            : false
        }
        foot={Foot}
        hideBelow={hideBelow}
        aria-label={label}
        data-testid={testId}
        empty={null}
      >
        {columns.map((column) => (
          <AppDataTable.Col<R>
            key={column.source}
            source={column.source}
            label={column.label}
            align={column.align}
            render={column.render}
            disableSort
            cellSx={() => ({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}
          />
        ))}
      </AppDataTable>
    </ListContextProvider>
    </ResourceContextProvider>
  );
}
