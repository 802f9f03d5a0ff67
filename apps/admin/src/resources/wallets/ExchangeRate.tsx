import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, CircularProgress, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { FormDialog } from '../../components/FormDialog';
import { formatDate, formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { useCbuRatesEnabled, useQuietDataProvider, useTodayRate } from './hooks';
import { EXCHANGE_RATE_API, EXCHANGE_RATE_FETCH_API } from './paths';
import { rateSourceLine } from './RateNote';
import type { ExchangeRate } from './types';
import { UzsRateInput, requiredField } from './MoneyFields';

interface RateValues {
  rate: string;
  date: string;
}

/** POST /api/exchange-rate/ {date, rate}: the day's USD rate (UZS per 1 USD). */
export function ExchangeRateDialog({ open, onClose, current }: { open: boolean; onClose: () => void; current: string | null }) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return (
    <FormDialog<RateValues>
      open={open}
      onClose={onClose}
      id="rate-dialog"
      title="resources.wallets.rate.title"
      maxWidth="xs"
      defaultValues={{ rate: current ?? '', date: todayInTashkent() }}
      submit={(values) => dataProvider.request(EXCHANGE_RATE_API, { method: 'POST', body: { rate: values.rate, date: values.date } })}
      successMessage="resources.wallets.notifications.rate_saved"
      invalidate={[['exchange-rate']]}
    >
      <UzsRateInput
        source="rate"
        label="resources.wallets.rate.rate"
        helperText="resources.wallets.rate.hint"
        autoFocus
      />
      <DateTextInput source="date" label="resources.wallets.operation.date" validate={requiredField} />
    </FormDialog>
  );
}

/** "1 USD = 12 194,21 UZS · MB kursi, 27.11.2026", with buttons that type it or fetch the Central Bank's. */
export function TodayRateBadge() {
  const translate = useTranslate();
  const { data, isPending } = useTodayRate();
  const [open, setOpen] = useState(false);
  const rate = data?.rate ?? null;
  return (
    <Box
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
        borderRadius: 5,
        border: `1px solid ${theme.palette.divider}`,
        bgcolor: 'background.paper',
      })}
    >
      <CurrencyExchangeIcon fontSize="small" color="primary" />
      {isPending ? (
        <Skeleton width={140} />
      ) : (
        <Stack spacing={0}>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="today-rate">
            {rate ? translate('resources.wallets.rate.value', { rate: formatMoney(rate, { currency: 'UZS' }) }) : translate('resources.wallets.rate.missing')}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2, whiteSpace: 'nowrap' }} data-testid="today-rate-source">
            {rate && data ? rateSourceLine(translate, data) : translate('resources.wallets.rate.today', { date: formatDate(data?.date ?? todayInTashkent()) })}
          </Typography>
        </Stack>
      )}
      <Tooltip title={translate('resources.wallets.rate.set')}>
        <IconButton size="small" onClick={() => setOpen(true)} aria-label={translate('resources.wallets.rate.set')}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <FetchCbuRateButton />
      <ExchangeRateDialog open={open} onClose={() => setOpen(false)} current={rate} />
    </Box>
  );
}

/** POST /api/exchange-rate/fetch/: today's rate from the Central Bank now (only where the bank is configured). */
export function FetchCbuRateButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const enabled = useCbuRatesEnabled();
  // The bank's 502 is shown here, as a notification, not as the server-error page.
  const dataProvider = useQuietDataProvider();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!enabled) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      const row = await dataProvider.request<ExchangeRate>(EXCHANGE_RATE_FETCH_API, { method: 'POST', body: {}, openErrorPage: false });
      const params = { rate: formatMoney(row.rate, { currency: 'UZS' }), date: formatDate(row.date) };
      notify(row.source === 'manual' ? 'resources.wallets.notifications.rate_manual_kept' : 'resources.wallets.notifications.rate_fetched', {
        type: row.source === 'manual' ? 'info' : 'success',
        messageArgs: params,
      });
      await queryClient.invalidateQueries({ queryKey: ['exchange-rate'] });
    } catch (error) {
      // 502: the bank did not answer or answered garbage; the API's message says so in the user's language.
      const message = error instanceof Error ? error.message : '';
      notify(message || 'app.errors.generic', { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };
  const label = translate('resources.wallets.rate.fetch');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" onClick={onClick} disabled={busy} aria-label={label} data-testid="fetch-cbu-rate">
          {busy ? <CircularProgress size={18} /> : <CloudDownloadOutlinedIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
