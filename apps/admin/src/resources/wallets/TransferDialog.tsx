import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { MoneyOperationDialog } from '../../components/MoneyOperationDialog';
import { formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import { convertAmount } from '../../format/decimal';
import { useTodayRate, useWalletChoices } from './hooks';
import { toTransferPayload, type TransferFormValues } from './operationForm';
import { TRANSFER_API } from './paths';
import { MethodDateCommentFields, UzsRateInput, requiredField } from './MoneyFields';
import { RateMissingNote, useRateNote } from './RateNote';
import type { WalletChoice } from './types';
import { WalletSelectInput } from './WalletSelectInput';

interface Sides {
  from: WalletChoice | null;
  to: WalletChoice | null;
  credited: string | null;
  needsRate: boolean;
}

/** The two wallets of a transfer and what the receiving one gets (exact decimals, as the API computes it). */
export function transferSides(wallets: WalletChoice[], values: Partial<TransferFormValues>): Sides {
  const from = wallets.find((item) => item.id === Number(values.from_wallet)) ?? null;
  const to = wallets.find((item) => item.id === Number(values.to_wallet)) ?? null;
  const needsRate = !!from && !!to && from.currency !== to.currency;
  const credited = from && to ? convertAmount(values.amount ?? '', from.currency, to.currency, values.exchange_rate) : null;
  return { from, to, credited, needsRate };
}

/** The amount the receiving wallet gets, shown live under the form. */
export function TransferPreview({ wallets }: { wallets: WalletChoice[] }) {
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

function TransferInputs({ wallets }: { wallets: WalletChoice[] }) {
  const values = useWatch<TransferFormValues>() as Partial<TransferFormValues>;
  const { from, needsRate } = transferSides(wallets, values);
  const note = useRateNote(values.exchange_rate);
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
        <UzsRateInput
          label="resources.wallets.transfer.exchange_rate"
          helperText={note.missing ? false : (note.line ?? 'resources.wallets.operation.rate_hint')}
        />
      ) : null}
      {needsRate ? <RateMissingNote missing={note.missing} /> : null}
      <MethodDateCommentFields
        labels={{ method: 'resources.wallets.operation.method', date: 'resources.wallets.operation.date', comment: 'resources.wallets.operation.comment' }}
        methodOptional="app.common.not_set"
      />
      <TransferPreview wallets={wallets} />
    </Stack>
  );
}

/** Moves money between two wallets; the converted amount is shown live and confirmed before saving. */
export function TransferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: wallets = [] } = useWalletChoices();
  const { data: today } = useTodayRate();

  const initial = useMemo<TransferFormValues>(
    () => ({ from_wallet: null, to_wallet: null, amount: '', exchange_rate: today?.rate ?? '', method: null, comment: '', date: todayInTashkent() }),
    [today?.rate],
  );

  return (
    <MoneyOperationDialog<TransferFormValues>
      open={open}
      onClose={onClose}
      id="transfer-dialog"
      title="resources.wallets.transfer.title"
      defaultValues={initial}
      submit={(values, { idempotencyKey }) => {
        const { from, to } = transferSides(wallets, values);
        return dataProvider.request(TRANSFER_API, {
          method: 'POST',
          body: toTransferPayload(values, from?.currency ?? null, to?.currency ?? null),
          idempotencyKey,
        });
      }}
      successMessage="resources.wallets.notifications.transfer_created"
      refresh
      submitLabel="resources.wallets.transfer.submit"
      submitIcon={<SwapHorizIcon />}
      confirm={{
        title: 'resources.wallets.confirm.transfer_title',
        content: (values) => {
          const sides = transferSides(wallets, values);
          return (
            <Stack spacing={0.5}>
              <Typography>
                {translate('resources.wallets.confirm.transfer', {
                  amount: formatMoney(values.amount, { currency: codeOf(sides.from) }),
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
                  {translate('resources.wallets.confirm.rate', { rate: formatMoney(values.exchange_rate, { fractionDigits: 2, currency: 'UZS' }) })}
                </Typography>
              ) : null}
            </Stack>
          );
        },
      }}
    >
      <TransferInputs wallets={wallets} />
    </MoneyOperationDialog>
  );
}
