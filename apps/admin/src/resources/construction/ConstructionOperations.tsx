import { Box, Chip, Stack, Typography } from '@mui/material';
import { DataTable, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { OperationsEmpty, OperationsList } from '../../components/operations/OperationsList';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatDate, formatDateTime, formatMoney } from '../../format/format';
import { constructionExportApi } from './paths';
import { SPENT_TOTALS } from './totals';
import type { ConstructionOperation, ConstructionProject } from './types';
import { CURRENCY_CHOICES } from '../../format/currency';

type Row = ConstructionOperation & { operation_id: number };

const SOURCE_CHOICES = [
  { id: 'wallet_operation', name: 'resources.construction.source.wallet_operation' },
  { id: 'supplier_delivery', name: 'resources.construction.source.supplier_delivery' },
];

const operationFilters = [
  <SelectInput key="source" source="source" label="resources.construction.fields.source" choices={SOURCE_CHOICES} alwaysOn helperText={false} />,
  <SelectInput key="currency" source="currency" label="resources.construction.fields.currency" choices={CURRENCY_CHOICES} translateChoice={false} alwaysOn helperText={false} />,
  <DateTextInput key="date_from" source="date_from" label="resources.construction.filters.date_from" alwaysOn helperText={false} />,
  <DateTextInput key="date_to" source="date_to" label="resources.construction.filters.date_to" alwaysOn helperText={false} />,
];

/** A delivery's day carries no time; a wallet operation's does. */
const whenOf = (row: ConstructionOperation) => (row.source === 'supplier_delivery' ? formatDate(row.date) : formatDateTime(row.date));

function SourceChip({ row }: { row: ConstructionOperation }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={row.source === 'supplier_delivery' ? 'info' : 'warning'}
      label={translate(`resources.construction.source.${row.source}`)}
    />
  );
}

/** A reversal, or an operation that was reversed: said in words beside the row. */
function ReversalNote({ row }: { row: ConstructionOperation }) {
  const translate = useTranslate();
  if (row.reversal_of !== null)
    return <Chip size="small" color="default" label={translate('resources.construction.reversal.reversal_of', { id: row.reversal_of })} data-testid="reversal-chip" />;
  if (row.reversed_by !== null)
    return <Chip size="small" color="error" variant="outlined" label={translate('resources.construction.reversal.reversed_by', { id: row.reversed_by })} data-testid="reversed-chip" />;
  return null;
}

function Amount({ row }: { row: ConstructionOperation }) {
  const reversed = row.reversed_by !== null;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{
        display: 'block',
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        fontWeight: 600,
        textDecoration: reversed ? 'line-through' : undefined,
        color: row.reversal_of !== null ? 'success.main' : reversed ? 'text.disabled' : undefined,
      }}
    >
      {formatMoney(row.signed_amount, { currency: row.currency_code })}
    </Typography>
  );
}

/** What the row is: the wallet and method of an expense, or the supplier, material and quantity of a delivery. */
function Details({ row }: { row: ConstructionOperation }) {
  const translate = useTranslate();
  const lines =
    row.source === 'supplier_delivery'
      ? [
          [row.supplier?.name, row.material?.name].filter(Boolean).join(' · '),
          [
            row.unit_amount && row.unit_price ? `${row.unit_amount} ${row.unit ?? ''} × ${formatMoney(row.unit_price, { currency: row.currency_code })}` : null,
            row.floor !== null ? translate('resources.construction.page.floor', { floor: row.floor }) : null,
          ]
            .filter(Boolean)
            .join(' · '),
        ]
      : [[row.wallet?.name, row.method?.name].filter(Boolean).join(' · '), row.executor?.full_name ?? ''];
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="body2">{lines[0] || '—'}</Typography>
      {lines[1] ? (
        <Typography variant="caption" color="text.secondary">
          {lines[1]}
        </Typography>
      ) : null}
    </Box>
  );
}

const Column = DataTable.Col<Row>;

function OperationsTable() {
  return (
    <AppDataTable<Row> hideBelow={{ lg: ['executor'] }} bulkActionButtons={false} rowClick={false}>
      <Column source="date" label="resources.construction.fields.date" render={(row) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{whenOf(row)}</Typography>} />
      <Column source="source" label="resources.construction.fields.source" disableSort render={(row) => <SourceChip row={row} />} />
      <Column source="amount" label="resources.construction.fields.amount" align="right" render={(row) => <Amount row={row} />} />
      <Column source="details" label="resources.construction.fields.details" disableSort render={(row) => <Details row={row} />} />
      <Column
        source="comment"
        label="resources.construction.fields.comment"
        disableSort
        render={(row) => (
          <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 160, maxWidth: 360 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {row.comment || '—'}
            </Typography>
            <ReversalNote row={row} />
          </Stack>
        )}
      />
    </AppDataTable>
  );
}

function OperationsSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<Row>
      rowClick={false}
      primaryText={(row) => (
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{translate(`resources.construction.source.${row.source}`)}</span>
          <Amount row={row} />
        </Box>
      )}
      secondaryText={(row) => (
        <Box component="span" sx={{ display: 'block' }}>
          <span style={{ display: 'block' }}>
            {[whenOf(row), row.source === 'supplier_delivery' ? row.supplier?.name : row.wallet?.name].filter(Boolean).join(' · ')}
          </span>
          {row.comment ? <span style={{ display: 'block' }}>{row.comment}</span> : null}
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            <ReversalNote row={row} />
          </Box>
        </Box>
      )}
    />
  );
}

/** The project's expenses and supplier deliveries in one list (newest first), reversals marked, totals per currency, export. */
export function ConstructionOperations({ project }: { project: ConstructionProject }) {
  return (
    <OperationsList
      resource="construction-operations"
      filter={{ project: project.id }}
      filters={operationFilters}
      storeKey={false}
      perPage={25}
      exporter={{ path: constructionExportApi(project.id), fileName: `${project.name}.xlsx`, omit: ['project'] }}
      totals={{
        label: 'resources.construction.totals.operations_title',
        countLabel: 'resources.construction.totals.operations_count',
        columns: SPENT_TOTALS,
      }}
      empty={<OperationsEmpty title="resources.construction.page.operations_empty" text="resources.construction.page.operations_invite" />}
      label="resources.construction.page.operations"
      table={<OperationsTable />}
      phone={<OperationsSimpleList />}
    />
  );
}
