import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { FormDialog } from '../../components/FormDialog';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { formatDate, formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { useTodayRate } from './hooks';
import { EXCHANGE_RATE_API } from './paths';
import { requiredField } from './MoneyFields';

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
      <MoneyInput
        source="rate"
        label="resources.wallets.rate.rate"
        fractionDigits={6}
        currency="UZS"
        validate={[requiredField, positiveAmount()]}
        helperText="resources.wallets.rate.hint"
        autoFocus
      />
      <DateTextInput source="date" label="resources.wallets.operation.date" validate={requiredField} />
    </FormDialog>
  );
}

/** "1 USD = 12 650,00 UZS" for today, with a button that sets it. */
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
          <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            {translate('resources.wallets.rate.today', { date: formatDate(data?.date ?? todayInTashkent()) })}
          </Typography>
        </Stack>
      )}
      <Tooltip title={translate('resources.wallets.rate.set')}>
        <IconButton size="small" onClick={() => setOpen(true)} aria-label={translate('resources.wallets.rate.set')}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ExchangeRateDialog open={open} onClose={() => setOpen(false)} current={rate} />
    </Box>
  );
}
