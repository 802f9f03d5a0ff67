import { SelectInput, TextInput, useDataProvider, useGetOne } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { resourcePath } from '../../providers/resourcePaths';
import { CURRENCY_CHOICES } from '../../format/currency';
import { isNonZeroAmount } from '../../format/decimal';
import { requiredField } from './MoneyFields';
import type { Wallet } from './types';
import { HistorySection } from '../../components/history/HistorySection';

interface WalletValues {
  name: string;
  currency: number | null;
}

/**
 * True when the wallet has operations: GET /api/wallet/{id}/ says so (`has_operations`); until that
 * answer is in, a list row with a non-zero balance surely has them.
 */
export function currencyLocked(wallet: Wallet | null | undefined): boolean {
  if (!wallet) return false;
  if (wallet.has_operations !== undefined) return wallet.has_operations;
  return isNonZeroAmount(wallet.balance);
}

/** Create or edit a wallet: name and currency (locked once it has operations: 409 wallet.currency_locked). */
export function WalletFormDialog({ open, onClose, wallet }: { open: boolean; onClose: () => void; wallet?: Wallet | null }) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const editing = !!wallet;
  // The list rows do not say whether a wallet has operations; its detail answer does.
  const { data: detail } = useGetOne<Wallet>('wallets', { id: wallet?.id ?? 0 }, { enabled: editing });
  const locked = currencyLocked(detail ?? wallet);

  return (
    <FormDialog<WalletValues>
      open={open}
      onClose={onClose}
      id="wallet-form"
      title={editing ? 'resources.wallets.form.edit' : 'resources.wallets.form.create'}
      maxWidth={editing ? 'sm' : 'xs'}
      defaultValues={{ name: wallet?.name ?? '', currency: wallet?.currency ?? null }}
      submit={(values) => {
        const body: Record<string, unknown> = { name: values.name.trim() };
        if (!editing || !locked) body.currency = Number(values.currency);
        return dataProvider.request(editing ? `${resourcePath('wallets')}/${wallet.id}` : resourcePath('wallets'), {
          method: editing ? 'PUT' : 'POST',
          body,
        });
      }}
      successMessage={editing ? 'resources.wallets.notifications.wallet_updated' : 'resources.wallets.notifications.wallet_created'}
      invalidate={[['wallets'], ['wallet-overview']]}
      refresh
    >
      <TextInput source="name" label="resources.wallets.fields.name" validate={requiredField} autoFocus />
      <SelectInput
        source="currency"
        label="resources.wallets.fields.currency"
        choices={CURRENCY_CHOICES}
        translateChoice={false}
        validate={requiredField}
        disabled={editing && locked}
        helperText={editing && locked ? 'resources.wallets.form.currency_locked' : 'resources.wallets.form.currency_hint'}
      />
      {editing ? <HistorySection entity="wallet" id={wallet.id} /> : null}
    </FormDialog>
  );
}
