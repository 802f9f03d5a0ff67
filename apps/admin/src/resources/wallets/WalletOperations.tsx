import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { SearchInput, SelectInput, useListContext, useTranslate } from 'react-admin';
import { WALLET_OPERATION_KINDS } from '@mijozlar/shared';
import { DateTextInput } from '../../components/DateTextInput';
import { OperationsEmpty, OperationsList } from '../../components/operations/OperationsList';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { RowAction, RowActions } from '../../components/RowActions';
import { useWallets } from './hooks';
import { OperationDialog } from './OperationDialog';
import { cancelLock, editLock, filtersForTab, tabOf, type OperationTab } from './operationRules';
import { OPERATIONS_EXPORT_API } from './paths';
import type { WalletOperation } from './types';
import { CancelOperationAction, OperationAmount, OperationTypeCell, WalletOperationSimpleList, WalletOperationTable, type WalletOperationRowsProps } from './WalletOperationTable';

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

/** The direction of an operation: in, out, or a transfer leg (with its kind when it is not plain in or out). */
function TypeCell({ record }: { record: WalletOperation }) {
  const translate = useTranslate();
  const transfer = !!record.transfer_group;
  const income = record.operation_type === 'replenish';
  return (
    <OperationTypeCell
      record={record}
      tone={transfer ? 'info' : income ? 'success' : 'error'}
      icon={transfer ? <SwapHorizIcon fontSize="small" /> : income ? <SouthWestIcon fontSize="small" /> : <NorthEastIcon fontSize="small" />}
      label={translate(`resources.wallets.types.${record.operation_type}`)}
      note={record.kind === 'inflow' || record.kind === 'outflow' ? null : translate(`resources.wallets.kinds.${record.kind}`, { _: record.kind })}
    />
  );
}

const CANCEL_TEXTS = {
  action: 'resources.wallets.action.cancel_operation',
  title: 'resources.wallets.confirm.cancel_title',
  content: 'resources.wallets.confirm.cancel',
  contentTransfer: 'resources.wallets.confirm.cancel_transfer',
  done: 'resources.wallets.notifications.operation_cancelled',
};

/** Edit (PUT = reversal + new) and cancel (DELETE = reversal), both confirmed; locked ones say why. */
function OperationActions({ record }: { record: WalletOperation }) {
  const [editing, setEditing] = useState(false);
  const edit = editLock(record);
  const cancel = cancelLock(record);
  return (
    <RowActions>
      <RowAction label="ra.action.edit" icon={<EditOutlinedIcon fontSize="small" />} lock={edit ? `resources.wallets.locks.${edit}` : null} onClick={() => setEditing(true)} />
      <CancelOperationAction record={record} lock={cancel ? `resources.wallets.locks.${cancel}` : null} texts={CANCEL_TEXTS} invalidate={['wallets', 'wallet-overview']} />
      {editing ? <OperationDialog open onClose={() => setEditing(false)} operationType={record.operation_type} operation={record} /> : null}
    </RowActions>
  );
}

const rows: WalletOperationRowsProps = {
  type: (record) => <TypeCell record={record} />,
  amount: (record) => <OperationAmount record={record} outTone="error" />,
  actions: (record) => <OperationActions record={record} />,
};

/** The operations of the overview: tabs, filters that stick, reversals marked, edit and cancel. */
export function WalletOperations() {
  return (
    <OperationsList
      resource="wallet-operations"
      filters={operationFilters}
      storeKey="wallet-operations.overview"
      syncWithLocation
      perPage={20}
      exporter={{ path: OPERATIONS_EXPORT_API, fileName: 'operations.xlsx' }}
      totals={{ label: 'resources.wallets.totals.title', labelPrefix: 'resources.wallets.totals', countLabel: 'resources.wallets.totals.count' }}
      header={<OperationTabs />}
      table={
        <WalletOperationTable
          {...rows}
          typeLabel="resources.wallets.fields.operation_type"
          commentWidth={300}
          empty={<OperationsEmpty title="resources.wallets.page.operations_empty" text="resources.wallets.page.operations_invite" />}
        />
      }
      phone={<WalletOperationSimpleList {...rows} />}
    />
  );
}
