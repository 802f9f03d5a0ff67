import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { Box, Drawer, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { P } from '@mijozlar/shared';
import { useState } from 'react';
import { Button, SearchInput, SelectInput, SimpleList, TopToolbar, useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DateTextInput } from '../../components/DateTextInput';
import { ListEmptyState, ListExportButton, ResourceList } from '../../components/ResourceList';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { HistorySection } from '../../components/history/HistorySection';
import { ReasonRowAction } from '../../components/ReasonDialog';
import { RowActions } from '../../components/RowActions';
import { AppDataTable } from '../../components/table/AppDataTable';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatDate, formatDateTime, formatMoney } from '../../format/format';
import { hasPermission } from '../../permissions';
import { type ApiDataProvider, type ListResponse } from '../../providers/dataProvider';
import { SellerInput } from '../lids/SellerInput';
import { PersonInput } from '../rooms/PersonInput';
import { CurrencyTotalsFooter } from '../../components/CurrencyTotalsFooter';
import { SALES_CREATE_PATH, SALE_EXPORT_PATH, saleApi, saleOperationsPath } from './paths';
import { CURRENCY_CHOICES, currencyCodeOf } from '../../format/currency';
import { refName } from './references';
import { saleBuyerName, saleCurrency, saleMoney, saleRoomLabel, saleSchedule } from './saleLabels';
import { SaleStatusChip } from './SaleStatusChip';
import { SchedulePreview } from './SchedulePreview';
import { ContractDialog } from './ContractDialog';
import { ActionButton } from '../../components/ActionButton';
import { PrintButton } from '../../components/documents/PrintButton';
import type { Sale, SaleOperation } from './types';
import { recordColumn } from '../../components/recordColumn';
import { ScrollX } from '../../components/ScrollX';

const STATUSES = ['pending', 'approved', 'declined', 'refused'] as const;

function StatusFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label="resources.sales.fields.status"
      choices={STATUSES.map((id) => ({ id, name: translate(`resources.sales.status.${id}`) }))}
      translateChoice={false}
      helperText={false}
    />
  );
}

const saleFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceSelectInput key="building" source="building" reference="building-choices" label="resources.sales.fields.building" alwaysOn helperText={false} />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <SelectInput
    key="currency"
    source="currency"
    label="resources.sales.fields.currency"
    choices={CURRENCY_CHOICES}
    translateChoice={false}
    helperText={false}
    alwaysOn
  />,
  <PersonInput key="client" source="client" nameSource="client_name" path="client/mini-list" label="resources.sales.fields.client" />,
  <SellerInput key="seller" source="seller" label="resources.sales.fields.seller" helperText={false} />,
  <DateTextInput key="date_from" source="date_from" label="resources.sales.fields.date_from" helperText={false} />,
  <DateTextInput key="date_to" source="date_to" label="resources.sales.fields.date_to" helperText={false} />,
  // Set by the statistics screens' links (sales count from their approval date there).
  <DateTextInput key="approved_from" source="approved_from" label="resources.sales.fields.approved_from" helperText={false} />,
  <DateTextInput key="approved_to" source="approved_to" label="resources.sales.fields.approved_to" helperText={false} />,
];

function SaleListActions({ canWrite }: { canWrite: boolean }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListExportButton label="resources.sales.action.export" path={SALE_EXPORT_PATH} fileName="sales.xlsx" />
      {canWrite ? (
        <Button component={Link} to={SALES_CREATE_PATH} label="resources.sales.action.create" variant="contained">
          <AddIcon />
        </Button>
      ) : null}
    </TopToolbar>
  );
}

function OperationsTable({ sale }: { sale: Sale }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['sales', 'operations', sale.id],
    queryFn: ({ signal }) =>
      dataProvider.request<ListResponse<SaleOperation> | SaleOperation[]>(saleOperationsPath(sale.id), {
        query: { page_size: 100 },
        signal,
        openErrorPage: false,
      }),
  });
  const rows = Array.isArray(data) ? data : (data?.results ?? []);
  if (isPending) return <Typography color="text.secondary">…</Typography>;
  if (isError) return <Typography color="error">{translate('app.errors.generic')}</Typography>;
  if (rows.length === 0) return <Typography color="text.secondary">{translate('resources.sales.drawer.no_operations')}</Typography>;
  return (
    <ScrollX>
      <Table size="small" aria-label={translate('resources.sales.drawer.operations')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.sales.fields.created_at')}</TableCell>
            <TableCell>{translate('resources.sales.fields.wallet')}</TableCell>
            <TableCell>{translate('resources.sales.fields.method')}</TableCell>
            <TableCell align="right">{translate('resources.sales.schedule.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((operation) => (
            <TableRow key={operation.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(operation.date)}
                <Typography variant="caption" color="text.secondary" display="block">
                  {translate(`resources.sales.operation.kinds.${operation.kind}`, { _: translate(`resources.sales.operation.${operation.operation_type}`) })}
                </Typography>
              </TableCell>
              <TableCell>{refName(operation.wallet, operation.wallet_name) || '—'}</TableCell>
              <TableCell>{refName(operation.method, operation.method_name) || '—'}</TableCell>
              <TableCell
                align="right"
                sx={{
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                  color: operation.operation_type === 'withdraw' ? 'error.main' : 'success.main',
                  fontWeight: 600,
                }}
              >
                {operation.operation_type === 'withdraw' ? '−' : '+'}
                {formatMoney(operation.amount, { currency: currencyCodeOf(operation.currency) || saleCurrency(sale) })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollX>
  );
}

/** A confirmed or refused sale has a contract: its number and date, printed documents. */
const hasContract = (sale: Sale) => sale.status === 'approved' || sale.status === 'refused';

/** The sale's contract in the drawer: number and date, edit (SALE_WRITE), print the contract and the schedule. */
function ContractBlock({ sale, onChanged }: { sale: Sale; onChanged: (sale: Sale) => void }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const [editing, setEditing] = useState(false);
  if (!hasContract(sale)) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.documents.contract.none')}
      </Typography>
    );
  }
  return (
    <Box sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }} data-testid="sale-contract">
      <Stack direction="row" spacing={2} alignItems="baseline" flexWrap="wrap" useFlexGap>
        <Box>
          <Typography variant="caption" color="text.secondary" display="block">
            {translate('resources.sales.fields.contract_number')}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="sale-contract-number">
            {sale.contract_number ?? '—'}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="caption" color="text.secondary" display="block">
            {translate('resources.sales.fields.contract_date')}
          </Typography>
          <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatDate(sale.contract_date) || '—'}</Typography>
        </Box>
        {hasPermission(permissions, P.SALE_WRITE) ? (
          <ActionButton label="resources.documents.contract.edit" icon={<EditOutlinedIcon />} onClick={() => setEditing(true)} />
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
        <PrintButton kind="contract" id={sale.id} building={sale.building} />
        <PrintButton kind="schedule" id={sale.id} building={sale.building} />
      </Stack>
      <ContractDialog sale={editing ? sale : null} onClose={() => setEditing(false)} onSaved={onChanged} />
    </Box>
  );
}

function SaleDrawer({ sale, onClose, onChanged }: { sale: Sale | null; onClose: () => void; onChanged: (sale: Sale) => void }) {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={!!sale} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}>
      {sale ? (
        <Box sx={{ p: 2 }} role="dialog" aria-label={translate('resources.sales.drawer.title', { id: sale.id })}>
          <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
            <Typography variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
              {translate('resources.sales.drawer.title', { id: sale.id })}
            </Typography>
            <SaleStatusChip status={sale.status} />
            <Tooltip title={translate('resources.sales.drawer.close')}>
              <IconButton onClick={onClose} aria-label={translate('resources.sales.drawer.close')}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {saleRoomLabel(sale)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {saleBuyerName(sale)}
            {refName(sale.seller, sale.seller_name) ? ` · ${refName(sale.seller, sale.seller_name)}` : ''}
          </Typography>
          <ContractBlock sale={sale} onChanged={onChanged} />
          <Table size="small" sx={{ mb: 2 }}>
            <TableBody>
              {(
                [
                  ['sold_amount', saleMoney(sale, sale.sold_amount)],
                  ['paid_amount', saleMoney(sale, sale.paid_amount)],
                  ['debt_amount', saleMoney(sale, sale.debt_amount)],
                  ['wallet', refName(sale.wallet, sale.wallet_name) || '—'],
                  ['debt_type', refName(sale.debt_type, sale.debt_type_name) || '—'],
                  ['payment_date', formatDate(sale.payment_date) || '—'],
                  ['created_at', formatDateTime(sale.created_at) || '—'],
                ] as const
              ).map(([field, value]) => (
                <TableRow key={field}>
                  <TableCell sx={{ color: 'text.secondary', pl: 0 }}>{translate(`resources.sales.fields.${field}`)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, pr: 0 }}>
                    {value}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {sale.comment ? <Typography sx={{ mb: 2, fontStyle: 'italic' }}>{sale.comment}</Typography> : null}
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {translate('resources.sales.drawer.schedule')}
          </Typography>
          <SchedulePreview rows={saleSchedule(sale)} currency={saleCurrency(sale)} />
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
            {translate('resources.sales.drawer.operations')}
          </Typography>
          <OperationsTable sale={sale} />
          <Box sx={{ mt: 3 }}>
            <HistorySection entity="sale" id={sale.id} />
          </Box>
        </Box>
      ) : null}
    </Drawer>
  );
}

const Column = recordColumn<Sale>();

/** Delete a pending or declined sale, confirmed first with its reason (DELETE /api/sale/{id}/?reason=). */
function DeleteSaleAction({ sale }: { sale: Sale }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const remove = async (reason: string) => {
    await dataProvider.request(saleApi(sale.id), { method: 'DELETE', query: { reason }, idempotencyKey: key });
    renew();
    notify('resources.sales.notifications.deleted', { type: 'success' });
  };
  return (
    <RowActions>
      <ReasonRowAction
        label="resources.sales.action.delete"
        icon={<DeleteOutlineIcon fontSize="small" />}
        color="error"
        confirm={{
          title: 'resources.sales.dialog.delete_title',
          confirmLabel: 'ra.action.delete',
          confirmColor: 'error',
          content: translate('resources.sales.dialog.delete_content', { room: saleRoomLabel(sale) }),
        }}
        onConfirm={remove}
      />
    </RowActions>
  );
}

function SalesTable({ onOpen, canWrite }: { onOpen: (sale: Sale) => void; canWrite: boolean }) {
  return (
    <AppDataTable<Sale>
      hideBelow={{ lg: ['contract_number'], xl: ['seller', 'paid_amount'] }}
      rowClick={(_id, _resource, record) => {
        onOpen(record as Sale);
        return false;
      }}
      bulkActionButtons={false}
      hover
    >
      <Column source="created_at" render={(record) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(record.created_at)}</span>} />
      <Column
        source="contract_number"
        disableSort
        render={(record) =>
          record.contract_number ? (
            <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} title={formatDate(record.contract_date)}>
              {record.contract_number}
            </span>
          ) : (
            '—'
          )
        }
      />
      <Column source="room" disableSort render={(record) => <b style={{ whiteSpace: 'nowrap' }}>{saleRoomLabel(record)}</b>} />
      <Column source="client" label="resources.sales.fields.buyer" disableSort render={(record) => saleBuyerName(record)} />
      <Column source="seller" disableSort render={(record) => refName(record.seller, record.seller_name) || '—'} />
      <Column align="right" source="sold_amount" render={(record) => saleMoney(record, record.sold_amount)} sx={{ whiteSpace: 'nowrap' }} />
      <Column align="right" source="paid_amount" disableSort render={(record) => saleMoney(record, record.paid_amount)} sx={{ whiteSpace: 'nowrap' }} />
      <Column align="right" source="debt_amount" disableSort render={(record) => saleMoney(record, record.debt_amount)} sx={{ whiteSpace: 'nowrap' }} />
      <Column source="status" disableSort render={(record) => <SaleStatusChip status={record.status} />} />
      <Column
        source="id"
        label=" "
        disableSort
        render={(record) =>
          hasContract(record) ? (
            <RowActions>
              <PrintButton kind="contract" id={record.id} building={record.building} variant="row" />
            </RowActions>
          ) : canWrite && (record.status === 'pending' || record.status === 'declined') ? (
            <DeleteSaleAction sale={record} />
          ) : null
        }
      />
    </AppDataTable>
  );
}

function SalesBody({ canWrite }: { canWrite: boolean }) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState<Sale | null>(null);

  return (
    <>
      {isPhone ? (
        <SimpleList<Sale>
          rowClick={(_id, _resource, record) => {
            setOpen(record as Sale);
            return false;
          }}
          primaryText={(record) => saleRoomLabel(record)}
          secondaryText={(record) => [saleBuyerName(record), record.contract_number ? `№ ${record.contract_number}` : null, formatDate(record.created_at)].filter(Boolean).join(' · ')}
          tertiaryText={(record) => saleMoney(record, record.sold_amount)}
        />
      ) : (
        <SalesTable onOpen={setOpen} canWrite={canWrite} />
      )}
      <CurrencyTotalsFooter
        label="resources.sales.page.totals"
        columns={[
          { key: 'sold_amount', label: 'resources.sales.fields.sold_amount' },
          { key: 'paid_amount', label: 'resources.sales.fields.paid_amount' },
          { key: 'debt_amount', label: 'resources.sales.fields.debt_amount' },
        ]}
      />
      <SaleDrawer sale={open} onClose={() => setOpen(null)} onChanged={setOpen} />
    </>
  );
}

function SalesEmpty({ canWrite }: { canWrite: boolean }) {
  return (
    <ListEmptyState
      icon={<SellOutlinedIcon />}
      resource="sales"
      action={
        canWrite ? (
          <Button component={Link} to={SALES_CREATE_PATH} label="resources.sales.action.create" variant="contained">
            <AddIcon />
          </Button>
        ) : undefined
      }
    />
  );
}

/** /salesDepartment/salesList (SALE_READ): sales with filters, totals per currency, export, a detail drawer. */
export default function SaleList() {
  const { permissions } = usePermissions<string[]>();
  const canWrite = hasPermission(permissions, P.SALE_WRITE);
  return (
    <ResourceList
      resource="sales"
      title="resources.sales.page.list"
      filters={saleFilters}
      actions={<SaleListActions canWrite={canWrite} />}
      empty={<SalesEmpty canWrite={canWrite} />}
    >
      <SalesBody canWrite={canWrite} />
    </ResourceList>
  );
}
