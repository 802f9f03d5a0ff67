import { Alert, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { MoneyOperationDialog } from '../../components/MoneyOperationDialog';
import { ReasonInput } from '../../components/ReasonDialog';
import { formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import { useTodayRate, useWalletChoices } from './hooks';
import { DateCommentLine, MethodDateCommentFields, WalletAmountFields, moneyLabels, walletOf } from './MoneyFields';
import { emptyOperationValues, operationToValues, toOperationPayload, type OperationFormValues } from './operationForm';
import { OPERATIONS_API, operationApi } from './paths';
import type { OperationType, WalletOperation } from './types';

export interface OperationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Income (replenish) or expense (withdraw). */
  operationType: OperationType;
  /** Edit this operation (PUT: the API reverses it and writes the new one). */
  operation?: WalletOperation | null;
}

/** Income or expense (a new operation or an edit), confirmed before it is sent. */
export function OperationDialog({ open, onClose, operationType, operation }: OperationDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: wallets = [] } = useWalletChoices();
  const { data: today } = useTodayRate();
  const editing = !!operation;
  const color = operationType === 'replenish' ? 'success' : 'warning';

  const initial = useMemo(
    () => (operation ? operationToValues(operation) : emptyOperationValues(todayInTashkent(), today?.rate)),
    [operation, today?.rate],
  );

  return (
    <MoneyOperationDialog<OperationFormValues>
      open={open}
      onClose={onClose}
      id="operation-dialog"
      title={editing ? 'resources.wallets.operation.edit_title' : operationType === 'replenish' ? 'resources.wallets.operation.income_title' : 'resources.wallets.operation.expense_title'}
      defaultValues={initial}
      submit={(values, { idempotencyKey }) =>
        dataProvider.request(editing ? operationApi(operation.id) : OPERATIONS_API, {
          method: editing ? 'PUT' : 'POST',
          body: {
            ...toOperationPayload(values, operationType, walletOf(wallets, values)?.currency ?? null),
            // An edit is a correction: its reason goes to the audit trail.
            ...(editing ? { reason: ((values as OperationFormValues & { reason?: string }).reason ?? '').trim() } : {}),
          },
          idempotencyKey,
        })
      }
      successMessage={editing ? 'resources.wallets.notifications.operation_updated' : 'resources.wallets.notifications.operation_created'}
      refresh
      submitLabel={editing ? 'ra.action.save' : 'resources.wallets.action.save_operation'}
      submitColor={color}
      confirm={{
        title: editing ? 'resources.wallets.confirm.edit_title' : 'resources.wallets.confirm.operation_title',
        content: (values) => {
          const wallet = walletOf(wallets, values);
          return (
            <Stack spacing={0.5}>
              <Typography>
                {translate(operationType === 'replenish' ? 'resources.wallets.confirm.income' : 'resources.wallets.confirm.expense', {
                  amount: formatMoney(values.amount, { currency: codeOf(wallet) }),
                  wallet: wallet?.name ?? '',
                })}
              </Typography>
              <DateCommentLine values={values} />
              {editing ? (
                <Typography variant="body2" color="warning.main">
                  {translate('resources.wallets.confirm.edit_note')}
                </Typography>
              ) : null}
            </Stack>
          );
        },
      }}
    >
      {editing ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.wallets.operation.edit_hint', { id: operation.id })}
        </Alert>
      ) : null}
      <Stack spacing={0.5}>
        <WalletAmountFields
          wallets={wallets}
          labels={moneyLabels('resources.wallets.operation')}
          amountHelper={(wallet) => (wallet?.balance !== undefined ? translate('resources.wallets.operation.balance_hint', { balance: formatMoney(wallet.balance, { currency: codeOf(wallet) }) }) : false)}
        />
        <MethodDateCommentFields labels={moneyLabels('resources.wallets.operation')} />
        {editing ? <ReasonInput /> : null}
      </Stack>
    </MoneyOperationDialog>
  );
}
