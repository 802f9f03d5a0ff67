import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Alert, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { StaticDialog } from '../../components/StaticDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatMoney } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf, currencyId } from '../wallets/currency';
import { useWallets } from '../wallets/hooks';
import { OPERATIONS_API } from '../wallets/paths';
import { SubmitButton } from '../wallets/SubmitButton';
import { asFormSubmit, useConfirmedSubmit } from '../wallets/submission';
import { WalletSelectInput } from '../wallets/WalletSelectInput';
import { payoutError, remainingOf } from './refusalMoney';
import type { Refusal } from './types';

const requiredField = required('app.validation.required');

export interface PayoutValues {
  wallet: number | null;
  amount: string;
  method: number | null;
  comment: string;
}

/** POST /api/wallet-operations/ body of a payout to the client of a refusal. */
export function toPayoutPayload(values: PayoutValues, refusalId: number) {
  return {
    operation_type: 'withdraw' as const,
    refusal_id: refusalId,
    wallet: Number(values.wallet),
    amount: values.amount,
    method: Number(values.method),
    comment: values.comment.trim(),
  };
}

/** A payout to the client: a wallet in the refusal's currency, at most what remains, confirmed first. */
export function PayoutDialog({ open, onClose, refusal }: { open: boolean; onClose: () => void; refusal: Refusal }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const { data: wallets = [] } = useWallets();
  const code = codeOf(refusal);
  const remaining = remainingOf(refusal);
  const currency = currencyId(refusal.currency_code || refusal.currency);
  const notAbove = (value: unknown) => payoutError(String(value ?? ''), remaining);

  const { onSubmit, confirm } = useConfirmedSubmit<PayoutValues>(async (values) => {
    await dataProvider.request(OPERATIONS_API, { method: 'POST', body: toPayoutPayload(values, refusal.id), idempotencyKey: key });
    renew();
    notify('resources.refusals.notifications.paid', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['refusals'] });
    await queryClient.invalidateQueries({ queryKey: ['wallets'] });
    await queryClient.invalidateQueries({ queryKey: ['wallet-overview'] });
    onClose();
  });
  const wallet = wallets.find((item) => item.id === Number(confirm.values?.wallet));

  return (
    <>
      <StaticDialog open={open} onDismiss={onClose} maxWidth="sm" fullWidth aria-labelledby="payout-dialog-title">
        {open ? (
          <Form
            defaultValues={{ wallet: null, amount: remaining, method: null, comment: '' }}
            onSubmit={asFormSubmit(onSubmit)}
            noValidate
          >
            <DialogTitle id="payout-dialog-title">{translate('resources.refusals.payout.title')}</DialogTitle>
            <DialogContent dividers>
              <Alert severity="info" icon={<PaymentsOutlinedIcon />} sx={{ mb: 2 }}>
                {translate('resources.refusals.payout.remaining', { amount: formatMoney(remaining, { currency: code }) })}
              </Alert>
              <Stack spacing={0.5}>
                <WalletSelectInput source="wallet" label="resources.refusals.payout.wallet" currency={currency} validate={requiredField} helperText="resources.refusals.payout.wallet_hint" />
                <MoneyInput source="amount" label="resources.refusals.payout.amount" currency={code} validate={[requiredField, positiveAmount(), notAbove]} />
                <ReferenceSelectInput source="method" reference="payment-methods" label="resources.wallets.operation.method" validate={requiredField} />
                <TextInput source="comment" label="resources.wallets.operation.comment" validate={requiredField} multiline minRows={2} />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 1.5 }}>
              <MuiButton onClick={onClose} color="inherit" disabled={confirm.open}>
                {translate('ra.action.cancel')}
              </MuiButton>
              <SubmitButton label="resources.refusals.action.payout" icon={<PaymentsOutlinedIcon />} />
            </DialogActions>
          </Form>
        ) : null}
      </StaticDialog>
      <ConfirmDialog
        open={confirm.open}
        title="resources.refusals.confirm.payout_title"
        confirmColor="warning"
        loading={confirm.loading}
        onConfirm={confirm.onConfirm}
        onCancel={confirm.onCancel}
        content={
          confirm.values ? (
            <Typography>
              {translate('resources.refusals.confirm.payout', {
                amount: formatMoney(confirm.values.amount, { currency: code }),
                wallet: wallet?.name ?? '',
                client: refusal.client_name ?? '',
              })}
            </Typography>
          ) : null
        }
      />
    </>
  );
}
