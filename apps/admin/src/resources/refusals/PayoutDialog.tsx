import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Alert, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { MoneyOperationDialog } from '../../components/MoneyOperationDialog';
import { formatMoney } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf, currencyId } from '../../format/currency';
import { useWalletChoices } from '../wallets/hooks';
import { OPERATIONS_API } from '../wallets/paths';
import { MethodDateCommentFields, requiredField, walletOf } from '../wallets/MoneyFields';
import { WalletSelectInput } from '../wallets/WalletSelectInput';
import { payoutError, remainingOf } from './refusalMoney';
import type { Refusal } from './types';

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
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: wallets = [] } = useWalletChoices();
  const code = codeOf(refusal);
  const remaining = remainingOf(refusal);
  const currency = currencyId(refusal.currency_code || refusal.currency);
  const notAbove = (value: unknown) => payoutError(String(value ?? ''), remaining);

  return (
    <MoneyOperationDialog<PayoutValues>
      open={open}
      onClose={onClose}
      id="payout-dialog"
      title="resources.refusals.payout.title"
      defaultValues={{ wallet: null, amount: remaining, method: null, comment: '' }}
      submit={(values, { idempotencyKey }) => dataProvider.request(OPERATIONS_API, { method: 'POST', body: toPayoutPayload(values, refusal.id), idempotencyKey })}
      successMessage="resources.refusals.notifications.paid"
      invalidate={[['refusals']]}
      submitLabel="resources.refusals.action.payout"
      submitIcon={<PaymentsOutlinedIcon />}
      confirm={{
        title: 'resources.refusals.confirm.payout_title',
        color: 'warning',
        content: (values) => (
          <Typography>
            {translate('resources.refusals.confirm.payout', {
              amount: formatMoney(values.amount, { currency: code }),
              wallet: walletOf(wallets, values)?.name ?? '',
              client: refusal.client_name ?? '',
            })}
          </Typography>
        ),
      }}
    >
      <Alert severity="info" icon={<PaymentsOutlinedIcon />} sx={{ mb: 2 }}>
        {translate('resources.refusals.payout.remaining', { amount: formatMoney(remaining, { currency: code }) })}
      </Alert>
      <Stack spacing={0.5}>
        <WalletSelectInput source="wallet" label="resources.refusals.payout.wallet" currency={currency} validate={requiredField} helperText="resources.refusals.payout.wallet_hint" />
        <MoneyInput source="amount" label="resources.refusals.payout.amount" currency={code} validate={[requiredField, positiveAmount(), notAbove]} />
        <MethodDateCommentFields labels={{ method: 'resources.wallets.operation.method', comment: 'resources.wallets.operation.comment' }} />
      </Stack>
    </MoneyOperationDialog>
  );
}
