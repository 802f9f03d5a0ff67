import BlockIcon from '@mui/icons-material/Block';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Chip, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  List,
  SelectInput,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { P } from '@mijozlar/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CurrencyTotalsFooter } from '../../components/CurrencyTotalsFooter';
import { DateTextInput } from '../../components/DateTextInput';
import { DownloadButton } from '../../components/DownloadButton';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { NO_SORT } from '../../components/listHooks';
import { AppDataTable } from '../../components/table/AppDataTable';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { compareAmounts } from '../../format/decimal';
import { formatDate, formatMoney } from '../../format/format';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { toFilterQuery, toOrdering } from '../../providers/dataProvider';
import { files } from '../../providers/files';
import { CURRENCY_CHOICES, codeOf } from '../../format/currency';
import { cancelLock } from '../wallets/operationRules';
import { operationApi } from '../wallets/paths';
import type { WalletOperation } from '../wallets/types';
import { totalIn } from './investorMoney';
import { investorOperationsExportApi } from './paths';
import type { Investor } from './types';

const TYPE_CHOICES = [
  { id: 'replenish', name: 'resources.investors.types.replenish' },
  { id: 'withdraw', name: 'resources.investors.types.withdraw' },
];

const operationFilters = [
  <DateTextInput key="date_from" source="date_from" label="resources.wallets.filters.date_from" alwaysOn helperText={false} />,
  <DateTextInput key="date_to" source="date_to" label="resources.wallets.filters.date_to" alwaysOn helperText={false} />,
  <SelectInput key="operation_type" source="operation_type" label="resources.investors.fields.operation_type" choices={TYPE_CHOICES} helperText={false} />,
  <SelectInput key="currency" source="currency" label="resources.investors.fields.currency" choices={CURRENCY_CHOICES} translateChoice={false} helperText={false} />,
];

function scrollToOperation(id: number) {
  const row = document.querySelector(`[data-operation-id="${id}"]`);
  if (row instanceof HTMLElement) {
    row.scrollIntoView({ behavior: 'smooth', block: 'center' });
    row.animate?.([{ backgroundColor: 'rgba(255, 193, 7, 0.35)' }, { backgroundColor: 'transparent' }], { duration: 1600 });
  }
}

function TypeCell({ record }: { record: WalletOperation }) {
  const translate = useTranslate();
  const income = record.operation_type === 'replenish';
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
          color: income ? 'success.main' : 'warning.main',
          bgcolor: (theme) => `color-mix(in srgb, ${income ? theme.palette.success.main : theme.palette.warning.main} 14%, transparent)`,
        }}
      >
        {income ? <SouthWestIcon fontSize="small" /> : <NorthEastIcon fontSize="small" />}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {translate(`resources.investors.types.${record.operation_type}`)}
      </Typography>
    </Stack>
  );
}

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
        data-testid="investor-operation-amount"
        sx={{
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          color: reversed ? 'text.disabled' : income ? 'success.main' : 'warning.main',
          textDecoration: reversed ? 'line-through' : 'none',
        }}
      >
        {`${income ? '+' : '−'}${formatMoney(record.amount, { currency: code })}`}
      </Typography>
      {code === 'UZS' && record.amount_usd ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(record.amount_usd, { currency: 'USD' })}
        </Typography>
      ) : null}
    </Box>
  );
}

function CommentCell({ record }: { record: WalletOperation }) {
  return (
    <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 160, maxWidth: 320 }}>
      {record.comment ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {record.comment}
        </Typography>
      ) : null}
      {record.executor ? (
        <Typography variant="caption" color="text.secondary">
          {record.executor.full_name}
        </Typography>
      ) : null}
      <ReversalChip record={record} />
    </Stack>
  );
}

/**
 * Why this operation cannot be cancelled here (a translation key), or null. Besides the wallets'
 * rules, cancelling money in is refused when the investor has already got more back than the rest.
 */
export function investorCancelLock(record: WalletOperation, investor: Investor): string | null {
  const lock = cancelLock(record);
  if (lock) return `resources.wallets.locks.${lock}`;
  if (record.operation_type === 'replenish') {
    const balance = totalIn(investor.totals, typeof record.currency === 'number' ? record.currency : null)?.balance ?? '0';
    if (compareAmounts(record.amount, balance) > 0) return 'resources.investors.locks.negative';
  }
  return null;
}

/** Cancel (DELETE /api/wallet-operations/{id}/ = a reversal), confirmed first; locked ones say why. */
function CancelAction({ record, investor }: { record: WalletOperation; investor: Investor }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const lock = investorCancelLock(record, investor);
  const onConfirm = async () => {
    setBusy(true);
    try {
      await dataProvider.request(operationApi(record.id), { method: 'DELETE', idempotencyKey: key });
      renew();
      notify('resources.investors.notifications.cancelled', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['investors'] });
      await queryClient.invalidateQueries({ queryKey: ['wallets'] });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <Box onClick={(event) => event.stopPropagation()} sx={{ textAlign: 'right' }}>
      <Tooltip title={translate(lock ?? 'resources.investors.action.cancel_operation')}>
        <span>
          <IconButton size="small" color="error" disabled={!!lock} onClick={() => setOpen(true)} aria-label={translate('resources.investors.action.cancel_operation')}>
            <UndoIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title="resources.investors.confirm.cancel_title"
        content={translate('resources.investors.confirm.cancel', {
          id: record.id,
          amount: formatMoney(record.amount, { currency: codeOf(record) }),
          wallet: record.wallet_name ?? '',
        })}
        confirmLabel="resources.investors.action.cancel_operation"
        confirmColor="error"
        loading={busy}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
      />
    </Box>
  );
}

const Column = DataTable.Col<WalletOperation>;

function OperationsTable({ investor, canCancel }: { investor: Investor; canCancel: boolean }) {
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
      <Column source="operation_type" label="resources.investors.fields.operation_type" disableSort render={(record) => <TypeCell record={record} />} />
      <Column source="amount" label="resources.wallets.fields.amount" align="right" render={(record) => <AmountCell record={record} />} />
      <Column source="wallet_name" label="resources.wallets.fields.wallet" disableSort />
      <Column source="method_name" label="resources.wallets.fields.method" disableSort />
      <Column source="comment" label="resources.wallets.fields.comment_executor" disableSort render={(record) => <CommentCell record={record} />} />
      {canCancel ? <Column source="actions" label="" disableSort render={(record) => <CancelAction record={record} investor={investor} />} /> : null}
    </AppDataTable>
  );
}

function OperationsSimpleList({ investor, canCancel }: { investor: Investor; canCancel: boolean }) {
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
      tertiaryText={(record) => (canCancel ? <CancelAction record={record} investor={investor} /> : null)}
    />
  );
}

function OperationsEmpty() {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<ReceiptLongOutlinedIcon />}
      title={translate('resources.investors.page.operations_empty')}
      text={translate('resources.investors.page.operations_invite')}
    />
  );
}

function ListActions({ investor }: { investor: Investor }) {
  const { filterValues, sort } = useListContext();
  const { investor: _investor, ...filters } = filterValues as Record<string, unknown>;
  return (
    <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 } }}>
      <DownloadButton
        label="ra.action.export"
        path={investorOperationsExportApi(investor.id)}
        fileName={`${investor.last_name} ${investor.first_name}.xlsx`}
        query={{ ...toFilterQuery(filters), ordering: toOrdering(sort) }}
        transfer={files}
      />
    </TopToolbar>
  );
}

/** The investor's operations: date, direction and currency filters, reversals marked, totals per currency, export. */
export function InvestorOperations({ investor }: { investor: Investor }) {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { permissions } = usePermissions<string[]>();
  const canCancel = hasPermission(permissions, P.WALLET_READ);
  return (
    <List
      resource="investor-operations"
      filter={{ investor: investor.id }}
      title={false}
      disableSyncWithLocation
      storeKey={false}
      filters={operationFilters}
      actions={<ListActions investor={investor} />}
      perPage={25}
      sort={NO_SORT}
      pagination={
        <>
          <CurrencyTotalsFooter
            label="resources.investors.totals.operations_title"
            countLabel="resources.investors.totals.operations_count"
            columns={[
              { key: 'invested', label: 'resources.investors.fields.invested' },
              { key: 'withdrawn', label: 'resources.investors.fields.withdrawn' },
              { key: 'balance', label: 'resources.investors.fields.balance' },
            ]}
          />
          <ListPagination />
        </>
      }
      empty={false}
      sx={{ '& .RaList-main': { mt: 0 } }}
      aria-label={translate('resources.investors.page.operations')}
    >
      {isPhone ? <OperationsSimpleList investor={investor} canCancel={canCancel} /> : <OperationsTable investor={investor} canCancel={canCancel} />}
    </List>
  );
}
