import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, TextInput, required, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { StaticDialog } from '../../components/StaticDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from './currency';
import { convertAmount } from '../../format/decimal';
import { useTodayRate, useWallets } from './hooks';
import { toTransferPayload, type TransferFormValues } from './operationForm';
import { TRANSFER_API } from './paths';
import { SubmitButton } from './SubmitButton';
import { asFormSubmit, useConfirmedSubmit } from './submission';
import type { Wallet } from './types';
import { WalletSelectInput } from './WalletSelectInput';

const requiredField = required('app.validation.required');

interface Sides {
  from: Wallet | null;
  to: Wallet | null;
  credited: string | null;
  needsRate: boolean;
}

/** The two wallets of a transfer and what the receiving one gets (exact decimals, as the API computes it). */
export function transferSides(wallets: Wallet[], values: Partial<TransferFormValues>): Sides {
  const from = wallets.find((item) => item.id === Number(values.from_wallet)) ?? null;
  const to = wallets.find((item) => item.id === Number(values.to_wallet)) ?? null;
  const needsRate = !!from && !!to && from.currency !== to.currency;
  const credited = from && to ? convertAmount(values.amount ?? '', from.currency, to.currency, values.exchange_rate) : null;
  return { from, to, credited, needsRate };
}

/** The amount the receiving wallet gets, shown live under the form. */
export function TransferPreview({ wallets }: { wallets: Wallet[] }) {
  const translate = useTranslate();
  const values = useWatch<TransferFormValues>() as Partial<TransferFormValues>;
  const { from, to, credited } = transferSides(wallets, values);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={(theme) => ({
        mt: 1,
        p: 2,
        borderRadius: 2,
        border: `1px dashed ${theme.palette.divider}`,
        bgcolor: 'action.hover',
      })}
    >
      <Typography variant="caption" color="text.secondary">
        {translate('resources.wallets.transfer.credited')}
      </Typography>
      <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="transfer-credited">
        {credited && to ? formatMoney(credited, { currency: codeOf(to) }) : '—'}
      </Typography>
      {from && to ? (
        <Typography variant="body2" color="text.secondary">
          {from.name} → {to.name}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.wallets.transfer.pick_wallets')}
        </Typography>
      )}
    </Box>
  );
}

function TransferInputs({ wallets }: { wallets: Wallet[] }) {
  const values = useWatch<TransferFormValues>() as Partial<TransferFormValues>;
  const { from, needsRate } = transferSides(wallets, values);
  return (
    <Stack spacing={0.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} alignItems={{ sm: 'flex-start' }}>
        <WalletSelectInput source="from_wallet" label="resources.wallets.transfer.from_wallet" validate={requiredField} />
        <SwapHorizIcon color="action" sx={{ alignSelf: 'center', display: { xs: 'none', sm: 'block' }, mb: 3 }} />
        <WalletSelectInput source="to_wallet" label="resources.wallets.transfer.to_wallet" validate={requiredField} exclude={from?.id ?? null} />
      </Stack>
      <MoneyInput
        source="amount"
        label="resources.wallets.transfer.amount"
        currency={codeOf(from) || undefined}
        validate={[requiredField, positiveAmount()]}
      />
      {needsRate ? (
        <MoneyInput
          source="exchange_rate"
          label="resources.wallets.transfer.exchange_rate"
          fractionDigits={6}
          currency="UZS"
          validate={[requiredField, positiveAmount()]}
          helperText="resources.wallets.operation.rate_hint"
        />
      ) : null}
      <ReferenceSelectInput source="method" reference="payment-methods" label="resources.wallets.operation.method" emptyText="app.common.not_set" />
      <DateTextInput source="date" label="resources.wallets.operation.date" validate={requiredField} />
      <TextInput source="comment" label="resources.wallets.operation.comment" validate={requiredField} multiline minRows={2} />
      <TransferPreview wallets={wallets} />
    </Stack>
  );
}

/** Moves money between two wallets; the converted amount is shown live and confirmed before saving. */
export function TransferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const { data: wallets = [] } = useWallets();
  const { data: today } = useTodayRate();

  const initial = useMemo<TransferFormValues>(
    () => ({ from_wallet: null, to_wallet: null, amount: '', exchange_rate: today?.rate ?? '', method: null, comment: '', date: todayInTashkent() }),
    [today?.rate],
  );

  const { onSubmit, confirm } = useConfirmedSubmit<TransferFormValues>(async (values) => {
    const { from, to } = transferSides(wallets, values);
    await dataProvider.request(TRANSFER_API, {
      method: 'POST',
      body: toTransferPayload(values, from?.currency ?? null, to?.currency ?? null),
      idempotencyKey: key,
    });
    renew();
    notify('resources.wallets.notifications.transfer_created', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['wallets'] });
    await queryClient.invalidateQueries({ queryKey: ['wallet-overview'] });
    refresh();
    onClose();
  });

  const sides = confirm.values ? transferSides(wallets, confirm.values) : null;

  return (
    <>
      <StaticDialog open={open} onDismiss={onClose} maxWidth="sm" fullWidth aria-labelledby="transfer-dialog-title">
        {open ? (
          <Form defaultValues={initial} onSubmit={asFormSubmit(onSubmit)} noValidate>
            <DialogTitle id="transfer-dialog-title">{translate('resources.wallets.transfer.title')}</DialogTitle>
            <DialogContent dividers>
              <TransferInputs wallets={wallets} />
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 1.5 }}>
              <MuiButton onClick={onClose} color="inherit" disabled={confirm.open}>
                {translate('ra.action.cancel')}
              </MuiButton>
              <SubmitButton label="resources.wallets.transfer.submit" icon={<SwapHorizIcon />} />
            </DialogActions>
          </Form>
        ) : null}
      </StaticDialog>
      <ConfirmDialog
        open={confirm.open}
        title="resources.wallets.confirm.transfer_title"
        loading={confirm.loading}
        onConfirm={confirm.onConfirm}
        onCancel={confirm.onCancel}
        content={
          confirm.values && sides ? (
            <Stack spacing={0.5}>
              <Typography>
                {translate('resources.wallets.confirm.transfer', {
                  amount: formatMoney(confirm.values.amount, { currency: codeOf(sides.from) }),
                  from: sides.from?.name ?? '',
                  to: sides.to?.name ?? '',
                })}
              </Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="confirm-credited">
                {translate('resources.wallets.confirm.credited', {
                  amount: sides.credited ? formatMoney(sides.credited, { currency: codeOf(sides.to) }) : '—',
                })}
              </Typography>
              {sides.needsRate ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.wallets.confirm.rate', { rate: formatMoney(confirm.values.exchange_rate, { fractionDigits: 2, currency: 'UZS' }) })}
                </Typography>
              ) : null}
            </Stack>
          ) : null
        }
      />
    </>
  );
}
