import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, DataTable, SearchInput, SelectInput, SimpleList, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { ActivateDeleteActions, RowAction, RowActions } from '../../components/RowActions';
import { ListEmptyState, ResourceList, TotalsPagination } from '../../components/ResourceList';
import { ActiveField } from '../../components/fields';
import { STRETCHED_ROWS, StretchedLink } from '../../components/StretchedLink';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatMoney } from '../../format/format';
import { resourcePath } from '../../providers/resourcePaths';
import { CURRENCY_CHOICES, codeOf } from '../../format/currency';
import { walletOperationsPath } from './paths';
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

const WALLET_TEXTS = {
  activate: 'resources.wallets.action.activate',
  deactivate: 'resources.wallets.action.deactivate',
  delete: 'ra.action.delete',
  confirm: 'resources.wallets.confirm',
  activated: 'resources.wallets.notifications.wallet_activated',
  deactivated: 'resources.wallets.notifications.wallet_deactivated',
  deleted: 'resources.wallets.notifications.wallet_deleted',
};

function WalletActions({ wallet, onEdit }: { wallet: Wallet; onEdit: (wallet: Wallet) => void }) {
  return (
    <RowActions>
      <RowAction label="ra.action.edit" icon={<EditOutlinedIcon fontSize="small" />} onClick={() => onEdit(wallet)} />
      <ActivateDeleteActions
        record={wallet}
        name={wallet.name}
        path={`${resourcePath('wallets')}/${wallet.id}`}
        texts={WALLET_TEXTS}
        invalidate={['wallets', 'wallet-overview']}
      />
    </RowActions>
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

/** /wallets/list (WALLET_READ): balances, hide-zero toggle, totals per currency, create/edit, (de)activate, delete. */
export function WalletList() {
  const translate = useTranslate();
  const [form, setForm] = useState<{ wallet: Wallet | null } | null>(null);
  const onEdit = (wallet: Wallet) => setForm({ wallet });
  const onCreate = () => setForm({ wallet: null });

  return (
    <>
      <ResourceList
        resource="wallets"
        title="app.menu.wallets_list"
        filters={walletFilters}
        actions={
          <TopToolbar>
            <ActionButton label="resources.wallets.action.create" icon={<AddIcon />} onClick={onCreate} variant="contained" />
          </TopToolbar>
        }
        pagination={<TotalsPagination label="resources.wallets.totals.title" countLabel="resources.wallets.totals.count" columns={[{ key: 'balance', label: 'resources.wallets.totals.balance' }]} />}
        empty={<ListEmptyState icon={<AccountBalanceWalletOutlinedIcon />} resource="wallets" onCreate={onCreate} />}
        phone={
          <SimpleList<Wallet>
            rowClick={false}
            sx={STRETCHED_ROWS}
            primaryText={(wallet) => <StretchedLink to={walletOperationsPath(wallet.id)}>{wallet.name}</StretchedLink>}
            secondaryText={(wallet) => `${formatMoney(wallet.balance, { currency: codeOf(wallet) })} · ${translate(wallet.is_active ? 'app.common.active' : 'app.common.inactive')}`}
            tertiaryText={(wallet) => <WalletActions wallet={wallet} onEdit={onEdit} />}
          />
        }
      >
        <WalletsTable onEdit={onEdit} />
      </ResourceList>
      {form ? <WalletFormDialog open onClose={() => setForm(null)} wallet={form.wallet} /> : null}
    </>
  );
}

function WalletsTable({ onEdit }: { onEdit: (wallet: Wallet) => void }) {
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
      <Column source="actions" label="" disableSort render={(wallet) => <WalletActions wallet={wallet} onEdit={onEdit} />} />
    </AppDataTable>
  );
}
