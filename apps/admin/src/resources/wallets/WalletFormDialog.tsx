import { DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, SelectInput, TextInput, required, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { StaticDialog } from '../../components/StaticDialog';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { resourcePath } from '../../providers/resourcePaths';
import { CURRENCY_CHOICES } from './currency';
import { isNonZeroAmount } from '../../format/decimal';
import { SubmitButton } from './SubmitButton';
import { asFormSubmit, useSubmissionErrors } from './submission';
import type { Wallet } from './types';

const requiredField = required('app.validation.required');

interface WalletValues {
  name: string;
  currency: number | null;
}

/** True when the wallet surely has operations (the API says so, or its balance is not zero). */
export function currencyLocked(wallet: Wallet | null | undefined): boolean {
  if (!wallet) return false;
  if (wallet.has_operations !== undefined) return wallet.has_operations;
  return isNonZeroAmount(wallet.balance);
}

/** Create or edit a wallet: name and currency (locked once it has operations: 409 wallet.currency_locked). */
export function WalletFormDialog({ open, onClose, wallet }: { open: boolean; onClose: () => void; wallet?: Wallet | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const toErrors = useSubmissionErrors();
  const editing = !!wallet;
  const locked = currencyLocked(wallet);

  const onSubmit = async (values: WalletValues) => {
    try {
      const body: Record<string, unknown> = { name: values.name.trim() };
      if (!editing || !locked) body.currency = Number(values.currency);
      await dataProvider.request(editing ? `${resourcePath('wallets')}/${wallet.id}` : resourcePath('wallets'), {
        method: editing ? 'PUT' : 'POST',
        body,
      });
      notify(editing ? 'resources.wallets.notifications.wallet_updated' : 'resources.wallets.notifications.wallet_created', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['wallets'] });
      await queryClient.invalidateQueries({ queryKey: ['wallet-overview'] });
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      return toErrors(error);
    }
  };

  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="xs" fullWidth aria-labelledby="wallet-form-title">
      {open ? (
        <Form
          defaultValues={{ name: wallet?.name ?? '', currency: wallet?.currency ?? null }}
          onSubmit={asFormSubmit(onSubmit)}
          noValidate
        >
          <DialogTitle id="wallet-form-title">{translate(editing ? 'resources.wallets.form.edit' : 'resources.wallets.form.create')}</DialogTitle>
          <DialogContent dividers>
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
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <MuiButton onClick={onClose} color="inherit">
              {translate('ra.action.cancel')}
            </MuiButton>
            <SubmitButton label="ra.action.save" />
          </DialogActions>
        </Form>
      ) : null}
    </StaticDialog>
  );
}
