import BlockIcon from '@mui/icons-material/Block';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Chip, IconButton, Stack, Tab, Tabs, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { WALLET_OPERATION_KINDS } from '@mijozlar/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateTextInput } from '../../components/DateTextInput';
import { DownloadButton } from '../../components/DownloadButton';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { NO_SORT } from '../../components/listHooks';
import { AppDataTable } from '../../components/table/AppDataTable';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatDate, formatMoney } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { toFilterQuery, toOrdering } from '../../providers/dataProvider';
import { files } from '../../providers/files';
import { codeOf } from './currency';
import { useWallets } from './hooks';
import { OperationDialog } from './OperationDialog';
import { cancelLock, editLock, filtersForTab, tabOf, type OperationTab } from './operationRules';
import { OPERATIONS_EXPORT_API, operationApi } from './paths';
import { CurrencyTotalsFooter } from '../../components/CurrencyTotalsFooter';
import type { WalletOperation } from './types';

const KIND_CHOICES = WALLET_OPERATION_KINDS.map((kind) => ({ id: kind, name: `resources.wallets.kinds.${kind}` }));

function WalletFilterInput(props: { source: string; label: string; alwaysOn?: boolean }) {
  const { data } = useWallets();
  return <SelectInput {...props} choices={data ?? []} optionText="name" optionValue="id" translateChoice={false} helperText={false} />;
}

const operationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <WalletFilterInput key="wallet" source="wallet" label="resources.wallets.fields.wallet" alwaysOn />,
  <ReferenceSelectInput key="method" source="method" reference="payment-methods" label="resources.wallets.fields.method" alwaysOn helperText={false} />,
  <SelectInput key="kind" source="kind" label="resources.wallets.fields.kind" choices={KIND_CHOICES} helperText={false} />,
  <ReferenceSelectInput
    key="executor"
    source="executor"
    reference="sellers"
    label="resources.wallets.fields.executor"
    itemText={(item) => String(item.full_name ?? item.name ?? '')}
    helperText={false}
  />,
  <DateTextInput key="date_from" source="date_from" label="resources.wallets.filters.date_from" helperText={false} />,
  <DateTextInput key="date_to" source="date_to" label="resources.wallets.filters.date_to" helperText={false} />,
];

/** All / Replenish / Withdraw / Transfer over the list's filters. */
function OperationTabs() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const tab = tabOf(filterValues);
  const tabs: OperationTab[] = ['all', 'replenish', 'withdraw', 'transfer'];
  return (
    <Tabs
      value={tab}
      onChange={(_, next: OperationTab) => setFilters(filtersForTab(filterValues, next), displayedFilters)}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((value) => (
        <Tab key={value} value={value} label={translate(`resources.wallets.tabs.${value}`)} />
      ))}
    </Tabs>
  );
}

function ListActions() {
  const { filterValues, sort } = useListContext();
  return (
    <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 } }}>
      <DownloadButton
        label="ra.action.export"
        path={OPERATIONS_EXPORT_API}
        fileName="operations.xlsx"
        query={{ ...toFilterQuery(filterValues), ordering: toOrdering(sort) }}
        transfer={files}
      />
    </TopToolbar>
  );
}

function scrollToOperation(id: number) {
  const row = document.querySelector(`[data-operation-id="${id}"]`);
  if (row instanceof HTMLElement) {
    row.scrollIntoView({ behavior: 'smooth', block: 'center' });
    row.animate?.([{ backgroundColor: 'rgba(255, 193, 7, 0.35)' }, { backgroundColor: 'transparent' }], { duration: 1600 });
  }
}

/** The direction of an operation: in, out, or a transfer leg. */
function TypeCell({ record }: { record: WalletOperation }) {
  const translate = useTranslate();
  const transfer = !!record.transfer_group;
  const income = record.operation_type === 'replenish';
  const icon = transfer ? <SwapHorizIcon fontSize="small" /> : income ? <SouthWestIcon fontSize="small" /> : <NorthEastIcon fontSize="small" />;
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-operation-id={record.id}>
      <Box
        sx={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          color: transfer ? 'info.main' : income ? 'success.main' : 'error.main',
          bgcolor: (theme) => `color-mix(in srgb, ${transfer ? theme.palette.info.main : income ? theme.palette.success.main : theme.palette.error.main} 14%, transparent)`,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {translate(`resources.wallets.types.${record.operation_type}`)}
        </Typography>
        {record.kind === 'inflow' || record.kind === 'outflow' ? null : (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {translate(`resources.wallets.kinds.${record.kind}`, { _: record.kind })}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/** A reversal or a reversed operation, with a link to the other one of the pair. */
function ReversalChip({ record }: { record: WalletOperation }) {
  const translate = useTranslate();
  if (record.reversal_of != null) {
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<UndoIcon />}
        label={translate('resources.wallets.reversal.reversal_of', { id: record.reversal_of })}
        onClick={() => scrollToOperation(record.reversal_of as number)}
      />
    );
  }
  if (record.reversed_by != null) {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<BlockIcon />}
        label={translate('resources.wallets.reversal.reversed_by', { id: record.reversed_by })}
        onClick={() => scrollToOperation(record.reversed_by as number)}
      />
    );
  }
  return null;
}

function AmountCell({ record }: { record: WalletOperation }) {
  const income = record.operation_type === 'replenish';
  const reversed = record.reversed_by != null;
  const code = codeOf(record);
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          color: reversed ? 'text.disabled' : income ? 'success.main' : 'error.main',
          textDecoration: reversed ? 'line-through' : 'none',
        }}
      >
        {`${income ? '+' : '−'}${formatMoney(record.amount, { currency: code })}`}
      </Typography>
      {code === 'UZS' && record.amount_usd ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          title={record.exchange_rate ? `1 USD = ${formatMoney(record.exchange_rate, { currency: 'UZS' })}` : undefined}
        >
          {formatMoney(record.amount_usd, { currency: 'USD' })}
        </Typography>
      ) : null}
    </Box>
  );
}

function CommentCell({ record }: { record: WalletOperation }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 160, maxWidth: 300 }}>
      {record.comment ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {record.comment}
        </Typography>
      ) : null}
      {record.executor ? (
        <Typography variant="caption" color="text.secondary" title={translate('resources.wallets.fields.executor')}>
          {record.executor.full_name}
        </Typography>
      ) : null}
      <ReversalChip record={record} />
    </Stack>
  );
}

/** Edit (PUT = reversal + new) and cancel (DELETE = reversal), both confirmed; locked ones say why. */
function RowActions({ record }: { record: WalletOperation }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const edit = editLock(record);
  const cancel = cancelLock(record);

  const onCancel = async () => {
    setBusy(true);
    try {
      await dataProvider.request(operationApi(record.id), { method: 'DELETE', idempotencyKey: key });
      renew();
      notify('resources.wallets.notifications.operation_cancelled', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['wallets'] });
      await queryClient.invalidateQueries({ queryKey: ['wallet-overview'] });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
      setCancelling(false);
    }
  };

  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={stop}>
      <Tooltip title={translate(edit ? `resources.wallets.locks.${edit}` : 'ra.action.edit')}>
        <span>
          <IconButton size="small" disabled={!!edit} onClick={() => setEditing(true)} aria-label={translate('ra.action.edit')}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate(cancel ? `resources.wallets.locks.${cancel}` : 'resources.wallets.action.cancel_operation')}>
        <span>
          <IconButton
            size="small"
            color="error"
            disabled={!!cancel}
            onClick={() => setCancelling(true)}
            aria-label={translate('resources.wallets.action.cancel_operation')}
          >
            <UndoIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {editing ? <OperationDialog open onClose={() => setEditing(false)} operationType={record.operation_type} operation={record} /> : null}
      <ConfirmDialog
        open={cancelling}
        title="resources.wallets.confirm.cancel_title"
        content={translate(record.transfer_group ? 'resources.wallets.confirm.cancel_transfer' : 'resources.wallets.confirm.cancel', {
          id: record.id,
          amount: formatMoney(record.amount, { currency: codeOf(record) }),
          wallet: record.wallet_name ?? '',
        })}
        confirmLabel="resources.wallets.action.cancel_operation"
        confirmColor="error"
        loading={busy}
        onConfirm={() => void onCancel()}
        onCancel={() => setCancelling(false)}
      />
    </Stack>
  );
}

const Column = DataTable.Col<WalletOperation>;

function OperationsTable() {
  return (
    <AppDataTable<WalletOperation>
      hideBelow={{ lg: ['method_name'] }}
      bulkActionButtons={false}
      empty={<OperationsEmpty />}
      rowSx={(record) => (record.reversal_of != null || record.reversed_by != null ? { opacity: 0.75 } : {})}
    >
      <Column
        source="date"
        label="resources.wallets.fields.date"
        render={(record) => (
          <Box>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatDate(record.date)}
            </Typography>
            <Typography variant="caption" color="text.secondary">{`№${record.id}`}</Typography>
          </Box>
        )}
      />
      <Column source="operation_type" label="resources.wallets.fields.operation_type" disableSort render={(record) => <TypeCell record={record} />} />
      <Column source="wallet_name" label="resources.wallets.fields.wallet" disableSort />
      <Column source="amount" label="resources.wallets.fields.amount" align="right" render={(record) => <AmountCell record={record} />} />
      <Column source="method_name" label="resources.wallets.fields.method" disableSort />
      <Column source="comment" label="resources.wallets.fields.comment_executor" disableSort render={(record) => <CommentCell record={record} />} />
      <Column source="actions" label="" disableSort render={(record) => <RowActions record={record} />} />
    </AppDataTable>
  );
}

function OperationsSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<WalletOperation>
      rowClick={false}
      primaryText={(record) => (
        <Stack direction="row" justifyContent="space-between" spacing={1}>
          <TypeCell record={record} />
          <AmountCell record={record} />
        </Stack>
      )}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <span style={{ display: 'block' }}>{[formatDate(record.date), record.wallet_name, record.method_name].filter(Boolean).join(' · ')}</span>
          {record.comment ? <span style={{ display: 'block' }}>{record.comment}</span> : null}
          {record.reversal_of != null
            ? translate('resources.wallets.reversal.reversal_of', { id: record.reversal_of })
            : record.reversed_by != null
              ? translate('resources.wallets.reversal.reversed_by', { id: record.reversed_by })
              : null}
        </Box>
      )}
      tertiaryText={(record) => <RowActions record={record} />}
    />
  );
}

function OperationsEmpty() {
  const translate = useTranslate();
  return <EmptyState icon={<ReceiptLongOutlinedIcon />} title={translate('resources.wallets.page.operations_empty')} text={translate('resources.wallets.page.operations_invite')} />;
}

/** The operations of the overview: tabs, filters that stick, reversals marked, edit and cancel. */
export function WalletOperations() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="wallet-operations"
      title={false}
      filters={operationFilters}
      actions={<ListActions />}
      perPage={20}
      sort={NO_SORT}
      storeKey="wallet-operations.overview"
      pagination={
        <>
          <CurrencyTotalsFooter label="resources.wallets.totals.title" labelPrefix="resources.wallets.totals" countLabel="resources.wallets.totals.count" />
          <ListPagination />
        </>
      }
      empty={false}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <OperationTabs />
      {isPhone ? (
        <OperationsSimpleList />
      ) : (
        <OperationsTable />
      )}
    </List>
  );
}

