import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Chip, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BooleanInput,
  Button,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ActiveField } from '../../components/fields';
import { ListPagination } from '../../components/ListPagination';
import { NO_SORT, usePageSizeFromUrl } from '../../components/listHooks';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatMoney } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { resourcePath } from '../../providers/resourcePaths';
import { CURRENCY_CHOICES, codeOf } from './currency';
import { walletOperationsPath } from './paths';
import { CurrencyTotalsFooter } from '../../components/CurrencyTotalsFooter';
import type { Wallet } from './types';
import { WalletFormDialog } from './WalletFormDialog';

const STATUS_CHOICES = [
  { id: 'true', name: 'app.common.active' },
  { id: 'false', name: 'app.common.inactive' },
];

const walletFilters = [
  // Wallet names are short: a narrower search keeps the four filters and "Add" on one row at 1366 px.
  <SearchInput key="q" source="q" alwaysOn sx={{ width: { md: 200 } }} />,
  <SelectInput key="currency" source="currency" label="resources.wallets.fields.currency" choices={CURRENCY_CHOICES} translateChoice={false} alwaysOn helperText={false} />,
  <SelectInput key="is_active" source="is_active" label="resources.wallets.filters.status" choices={STATUS_CHOICES} alwaysOn helperText={false} />,
  <BooleanInput
    key="hide_zero"
    source="hide_zero"
    label="resources.wallets.filters.hide_zero"
    alwaysOn
    helperText={false}
    // MUI pulls the switch 11 px to the left to align its padding: on a phone that cuts it at the edge.
    sx={{ '& .MuiFormControlLabel-root': { ml: 0 } }}
  />,
];

type Pending = { kind: 'delete' | 'toggle'; wallet: Wallet } | null;

function useWalletActions() {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!pending) return;
    setBusy(true);
    const path = `${resourcePath('wallets')}/${pending.wallet.id}`;
    try {
      if (pending.kind === 'delete') {
        await dataProvider.request(path, { method: 'DELETE' });
        notify('resources.wallets.notifications.wallet_deleted', { type: 'success' });
      } else {
        await dataProvider.request(path, { method: 'PUT', body: { is_active: !pending.wallet.is_active } });
        notify(pending.wallet.is_active ? 'resources.wallets.notifications.wallet_deactivated' : 'resources.wallets.notifications.wallet_activated', {
          type: 'success',
        });
      }
      await queryClient.invalidateQueries({ queryKey: ['wallets'] });
      await queryClient.invalidateQueries({ queryKey: ['wallet-overview'] });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  return { pending, setPending, busy, run };
}

function WalletRowActions({ wallet, onEdit, onAsk }: { wallet: Wallet; onEdit: (wallet: Wallet) => void; onAsk: (pending: Pending) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('ra.action.edit')}>
        <IconButton size="small" onClick={() => onEdit(wallet)} aria-label={translate('ra.action.edit')}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate(wallet.is_active ? 'resources.wallets.action.deactivate' : 'resources.wallets.action.activate')}>
        <IconButton
          size="small"
          onClick={() => onAsk({ kind: 'toggle', wallet })}
          aria-label={translate(wallet.is_active ? 'resources.wallets.action.deactivate' : 'resources.wallets.action.activate')}
        >
          {wallet.is_active ? <PauseCircleOutlineIcon fontSize="small" /> : <PlayCircleOutlineIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton size="small" color="error" onClick={() => onAsk({ kind: 'delete', wallet })} aria-label={translate('ra.action.delete')}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

const openWallet = (id: Identifier) => walletOperationsPath(id);
const Column = DataTable.Col<Wallet>;

function Balance({ wallet }: { wallet: Wallet }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={`wallet-row-balance-${wallet.id}`}>
      {formatMoney(wallet.balance, { currency: codeOf(wallet) })}
    </Typography>
  );
}

function WalletsEmpty({ onCreate }: { onCreate: () => void }) {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<AccountBalanceWalletOutlinedIcon />}
      title={translate('resources.wallets.page.empty')}
      text={translate('resources.wallets.page.invite')}
      action={
        <Button label="resources.wallets.action.create" onClick={onCreate} variant="contained">
          <AddIcon />
        </Button>
      }
    />
  );
}

/** /wallets/list (WALLET_READ): balances, hide-zero toggle, totals per currency, create/edit, (de)activate, delete. */
export function WalletList() {
  const translate = useTranslate();
  const perPage = usePageSizeFromUrl();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [form, setForm] = useState<{ wallet: Wallet | null } | null>(null);
  const { pending, setPending, busy, run } = useWalletActions();
  const onEdit = (wallet: Wallet) => setForm({ wallet });
  const onCreate = () => setForm({ wallet: null });

  return (
    <>
      <List
        resource="wallets"
        title="app.menu.wallets_list"
        filters={walletFilters}
        actions={
          <TopToolbar>
            <ActionButton label="resources.wallets.action.create" icon={<AddIcon />} onClick={onCreate} variant="contained" />
          </TopToolbar>
        }
        perPage={perPage}
        sort={NO_SORT}
        pagination={
          <>
            <CurrencyTotalsFooter
              label="resources.wallets.totals.title"
              countLabel="resources.wallets.totals.count"
              columns={[{ key: 'balance', label: 'resources.wallets.totals.balance' }]}
            />
            <ListPagination />
          </>
        }
        empty={<WalletsEmpty onCreate={onCreate} />}
      >
        {isPhone ? (
          <SimpleList<Wallet>
            rowClick={openWallet}
            primaryText={(wallet) => wallet.name}
            secondaryText={(wallet) => `${formatMoney(wallet.balance, { currency: codeOf(wallet) })} · ${translate(wallet.is_active ? 'app.common.active' : 'app.common.inactive')}`}
            tertiaryText={(wallet) => <WalletRowActions wallet={wallet} onEdit={onEdit} onAsk={setPending} />}
          />
        ) : (
          <WalletsTable onEdit={onEdit} onAsk={setPending} />
        )}
      </List>
      {form ? <WalletFormDialog open onClose={() => setForm(null)} wallet={form.wallet} /> : null}
      <ConfirmDialog
        open={!!pending}
        title={
          pending?.kind === 'delete'
            ? 'resources.wallets.confirm.delete_title'
            : pending?.wallet.is_active
              ? 'resources.wallets.confirm.deactivate_title'
              : 'resources.wallets.confirm.activate_title'
        }
        content={pending ? translate(`resources.wallets.confirm.${pending.kind === 'delete' ? 'delete' : pending.wallet.is_active ? 'deactivate' : 'activate'}`, { name: pending.wallet.name }) : ''}
        confirmLabel={pending?.kind === 'delete' ? 'ra.action.delete' : 'ra.action.confirm'}
        confirmColor={pending?.kind === 'delete' ? 'error' : 'primary'}
        loading={busy}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

function WalletsTable({ onEdit, onAsk }: { onEdit: (wallet: Wallet) => void; onAsk: (pending: Pending) => void }) {
  return (
    <AppDataTable<Wallet> rowClick={openWallet} bulkActionButtons={false} hover>
      <Column
        source="name"
        label="resources.wallets.fields.name"
        render={(wallet) => (
          <Stack direction="row" spacing={1.5} alignItems="center">
            <AccountBalanceWalletOutlinedIcon fontSize="small" color="primary" />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {wallet.name}
            </Typography>
          </Stack>
        )}
      />
      <Column source="currency" label="resources.wallets.fields.currency" disableSort render={(wallet) => <Chip size="small" variant="outlined" label={codeOf(wallet)} />} />
      <Column source="balance" label="resources.wallets.fields.balance" align="right" render={(wallet) => <Balance wallet={wallet} />} />
      <Column source="is_active" label="resources.wallets.fields.is_active" disableSort>
        <ActiveField source="is_active" />
      </Column>
      <Column source="actions" label="" disableSort render={(wallet) => <WalletRowActions wallet={wallet} onEdit={onEdit} onAsk={onAsk} />} />
    </AppDataTable>
  );
}
