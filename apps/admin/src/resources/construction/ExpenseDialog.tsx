import { Alert, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { MoneyOperationDialog } from '../../components/MoneyOperationDialog';
import { compareAmounts, subtractAmounts } from '../../format/decimal';
import { formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import { useTodayRate, useWalletChoices } from '../wallets/hooks';
import { emptyOperationValues, toOperationPayload, type OperationFormValues } from '../wallets/operationForm';
import { DateCommentLine, MethodDateCommentFields, WalletAmountFields, moneyLabels, walletOf } from '../wallets/MoneyFields';
import type { WalletChoice } from '../wallets/types';
import { WALLET_OPERATIONS_API } from './paths';
import type { ConstructionProject } from './types';

/** The body of POST /api/wallet-operations/ for a construction expense of `projectId`. */
export function toExpensePayload(values: OperationFormValues, walletCurrency: number | null, projectId: number) {
  return { ...toOperationPayload(values, 'withdraw', walletCurrency), construction_building_id: projectId };
}

/** A construction expense: a withdrawal from a wallet tied to the project, confirmed before it is sent. */
export function ExpenseDialog({ open, onClose, project }: { open: boolean; onClose: () => void; project: ConstructionProject }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: wallets = [] } = useWalletChoices();
  const { data: today } = useTodayRate();
  const initial = useMemo(() => emptyOperationValues(todayInTashkent(), today?.rate), [today?.rate]);
  const afterOf = (wallet: WalletChoice | null, amount: string) => (wallet && amount ? subtractAmounts(wallet.balance, amount) : null);

  return (
    <MoneyOperationDialog<OperationFormValues>
      open={open}
      onClose={onClose}
      id="expense-dialog"
      title="resources.construction.expense.title"
      defaultValues={initial}
      submit={(values, { idempotencyKey }) =>
        dataProvider.request(WALLET_OPERATIONS_API, {
          method: 'POST',
          body: toExpensePayload(values, walletOf(wallets, values)?.currency ?? null, project.id),
          idempotencyKey,
        })
      }
      successMessage="resources.construction.notifications.expense_created"
      invalidate={[['construction'], ['construction-operations']]}
      refresh
      submitLabel="resources.construction.expense.save"
      submitColor="warning"
      confirm={{
        title: 'resources.construction.confirm.expense_title',
        content: (values) => {
          const wallet = walletOf(wallets, values);
          return (
            <Stack spacing={0.5}>
              <Typography>
                {translate('resources.construction.confirm.expense', {
                  amount: formatMoney(values.amount, { currency: codeOf(wallet) }),
                  wallet: wallet?.name ?? '',
                  name: project.name,
                })}
              </Typography>
              <DateCommentLine values={values} />
            </Stack>
          );
        },
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.construction.expense.hint', { name: project.name })}
      </Typography>
      <Stack spacing={0.5}>
        <WalletAmountFields
          wallets={wallets}
          labels={moneyLabels('resources.construction.fields', 'resources.construction.expense')}
          amountHelper={(wallet, amount) => {
            if (wallet?.balance === undefined) return false;
            const after = afterOf(wallet, amount);
            const code = codeOf(wallet);
            return translate(after !== null ? 'resources.construction.expense.balance_after' : 'resources.construction.expense.balance', {
              balance: formatMoney(wallet.balance, { currency: code }),
              after: after !== null ? formatMoney(after, { currency: code }) : '',
            });
          }}
          afterAmount={(wallet, amount) => {
            const after = afterOf(wallet, amount);
            return after !== null && compareAmounts(after, '0') < 0 ? (
              <Alert severity="warning" sx={{ mb: 1 }} data-testid="expense-short">
                {translate('resources.construction.expense.short')}
              </Alert>
            ) : null;
          }}
        />
        <MethodDateCommentFields labels={moneyLabels('resources.construction.fields', 'resources.construction.expense')} />
      </Stack>
    </MoneyOperationDialog>
  );
}
