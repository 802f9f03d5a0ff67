import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, DialogActions, DialogContent, DialogTitle, IconButton, Button as MuiButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { StaticDialog } from '../../components/StaticDialog';
import { formatDate, formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { useTodayRate } from './hooks';
import { EXCHANGE_RATE_API } from './paths';
import { SubmitButton } from './SubmitButton';
import { asFormSubmit, useSubmissionErrors } from './submission';

const requiredField = required('app.validation.required');

interface RateValues {
  rate: string;
  date: string;
}

/** POST /api/exchange-rate/ {date, rate}: the day's USD rate (UZS per 1 USD). */
export function ExchangeRateDialog({ open, onClose, current }: { open: boolean; onClose: () => void; current: string | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const toErrors = useSubmissionErrors();
  const onSubmit = async (values: RateValues) => {
    try {
      await dataProvider.request(EXCHANGE_RATE_API, { method: 'POST', body: { rate: values.rate, date: values.date } });
      notify('resources.wallets.notifications.rate_saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['exchange-rate'] });
      onClose();
      return undefined;
    } catch (error) {
      return toErrors(error);
    }
  };
  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="xs" fullWidth aria-labelledby="rate-dialog-title">
      {open ? (
        <Form
          defaultValues={{ rate: current ?? '', date: todayInTashkent() }}
          onSubmit={asFormSubmit(onSubmit)}
          noValidate
        >
          <DialogTitle id="rate-dialog-title">{translate('resources.wallets.rate.title')}</DialogTitle>
          <DialogContent dividers>
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
