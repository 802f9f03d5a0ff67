import NorthEastIcon from '@mui/icons-material/NorthEast';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import { SelectInput, usePermissions, useTranslate } from 'react-admin';
import { P } from '@mijozlar/shared';
import { DateTextInput } from '../../components/DateTextInput';
import { OperationsEmpty, OperationsList } from '../../components/operations/OperationsList';
import { RowActions } from '../../components/RowActions';
import { compareAmounts } from '../../format/decimal';
import { hasPermission } from '../../permissions';
import { CURRENCY_CHOICES } from '../../format/currency';
import { cancelLock } from '../wallets/operationRules';
import type { WalletOperation } from '../wallets/types';
import { CancelOperationAction, OperationAmount, OperationTypeCell, WalletOperationSimpleList, WalletOperationTable, type WalletOperationRowsProps } from '../wallets/WalletOperationTable';
import { totalIn } from './investorMoney';
import { investorOperationsExportApi } from './paths';
import { INVESTOR_TOTALS } from './totals';
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

function TypeCell({ record }: { record: WalletOperation }) {
  const translate = useTranslate();
  const income = record.operation_type === 'replenish';
  return (
    <OperationTypeCell
      record={record}
      tone={income ? 'success' : 'warning'}
      icon={income ? <SouthWestIcon fontSize="small" /> : <NorthEastIcon fontSize="small" />}
      label={translate(`resources.investors.types.${record.operation_type}`)}
    />
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

const CANCEL_TEXTS = {
  action: 'resources.investors.action.cancel_operation',
  title: 'resources.investors.confirm.cancel_title',
  content: 'resources.investors.confirm.cancel',
  done: 'resources.investors.notifications.cancelled',
};

function rowsOf(investor: Investor, canCancel: boolean): WalletOperationRowsProps {
  return {
    type: (record) => <TypeCell record={record} />,
    amount: (record) => <OperationAmount record={record} outTone="warning" testId="investor-operation-amount" />,
    actions: canCancel
      ? (record) => (
          <RowActions>
            <CancelOperationAction record={record} lock={investorCancelLock(record, investor)} texts={CANCEL_TEXTS} invalidate={['investors', 'wallets']} />
          </RowActions>
        )
      : undefined,
  };
}

/** The investor's operations: date, direction and currency filters, reversals marked, totals per currency, export. */
export function InvestorOperations({ investor }: { investor: Investor }) {
  const { permissions } = usePermissions<string[]>();
  const rows = rowsOf(investor, hasPermission(permissions, P.WALLET_READ));
  return (
    <OperationsList
      resource="investor-operations"
      filter={{ investor: investor.id }}
      filters={operationFilters}
      storeKey={false}
      perPage={25}
      exporter={{ path: investorOperationsExportApi(investor.id), fileName: `${investor.last_name} ${investor.first_name}.xlsx`, omit: ['investor'] }}
      totals={{
        label: 'resources.investors.totals.operations_title',
        countLabel: 'resources.investors.totals.operations_count',
        columns: INVESTOR_TOTALS,
      }}
      label="resources.investors.page.operations"
      table={
        <WalletOperationTable
          {...rows}
          typeLabel="resources.investors.fields.operation_type"
          amountFirst
          commentWidth={320}
          empty={<OperationsEmpty title="resources.investors.page.operations_empty" text="resources.investors.page.operations_invite" />}
        />
      }
      phone={<WalletOperationSimpleList {...rows} />}
    />
  );
}
