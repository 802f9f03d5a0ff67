import NorthEastIcon from '@mui/icons-material/NorthEast';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import { Alert, Box, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, TextInput, required, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { StaticDialog } from '../../components/StaticDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { convertAmount, compareAmounts } from '../../format/decimal';
import { formatDate, formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../wallets/currency';
import { useTodayRate, useWallets } from '../wallets/hooks';
import { SubmitButton } from '../wallets/SubmitButton';
import { asFormSubmit, useConfirmedSubmit } from '../wallets/submission';
import type { Wallet } from '../wallets/types';
import { WalletSelectInput } from '../wallets/WalletSelectInput';
import { balanceAfter, toMoneyPayload, totalIn, withdrawalError, type MoneyFormValues } from './investorMoney';
import { investorMoneyApi } from './paths';
import type { Direction, Investor } from './types';

const requiredField = required('app.validation.required');

/** Now → after, for the investor (in the wallet's currency) and the wallet. */
function AfterPanel({ investor, wallet, amount, direction }: { investor: Investor; wallet: Wallet | null; amount: string; direction: Direction }) {
  const translate = useTranslate();
  if (!wallet) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('resources.investors.money.pick_wallet')}
      </Typography>
    );
  }
  const code = codeOf(wallet);
  const investorNow = totalIn(investor.totals, wallet.currency)?.balance ?? '0';
  const rows = [
    { key: 'investor', label: 'resources.investors.money.investor_balance', now: investorNow, after: balanceAfter(investorNow, amount, direction) },
    { key: 'wallet', label: 'resources.investors.money.wallet_balance', now: wallet.balance, after: balanceAfter(wallet.balance, amount, direction) },
  ];
  return (
    <Box
      sx={{ borderRadius: 2, bgcolor: 'action.hover', px: 2, py: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1.4fr) repeat(2, minmax(0, 1fr))', columnGap: 1.5, rowGap: 0.75, alignItems: 'baseline' }}
      data-testid="investor-money-after"
    >
      <span />
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
        {translate('resources.investors.money.now')}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
        {translate('resources.investors.money.after')}
      </Typography>
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography variant="body2">{translate(row.label)}</Typography>
          <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
            {formatMoney(row.now, { currency: code })}
          </Typography>
          <Typography
            variant="body2"
            data-testid={`after-${row.key}`}
            sx={{
              textAlign: 'right',
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
              color: row.after !== null && compareAmounts(row.after, '0') < 0 ? 'error.main' : undefined,
            }}
          >
            {row.after !== null ? formatMoney(row.after, { currency: code }) : '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function MoneyInputs({ investor, wallets, direction }: { investor: Investor; wallets: Wallet[]; direction: Direction }) {
  const translate = useTranslate();
  const walletId = useWatch<MoneyFormValues, 'wallet'>({ name: 'wallet' });
  const amount = useWatch<MoneyFormValues, 'amount'>({ name: 'amount' });
  const rate = useWatch<MoneyFormValues, 'exchange_rate'>({ name: 'exchange_rate' });
  const wallet = wallets.find((item) => item.id === Number(walletId)) ?? null;
  const code = codeOf(wallet);
  const isUzs = wallet?.currency === CURRENCY_UZS;
  const usd = isUzs ? convertAmount(amount ?? '', CURRENCY_UZS, CURRENCY_USD, rate) : null;
  // A withdrawal is checked against what the investor has in that currency and what the wallet holds.
  const notAbove = (value: unknown) =>
    direction === 'withdraw' && wallet ? withdrawalError(String(value ?? ''), totalIn(investor.totals, wallet.currency)?.balance ?? '0', wallet.balance) : undefined;
  return (
    <Stack spacing={0.5}>
      <WalletSelectInput source="wallet" label="resources.investors.money.wallet" validate={requiredField} />
      <MoneyInput
        source="amount"
        label="resources.investors.money.amount"
        currency={code || undefined}
        validate={[requiredField, positiveAmount(), notAbove]}
      />
      {isUzs ? (
        <MoneyInput
          source="exchange_rate"
          label="resources.investors.money.exchange_rate"
          fractionDigits={6}
          currency="UZS"
          validate={positiveAmount()}
          helperText={usd ? translate('resources.investors.money.usd_value', { amount: formatMoney(usd, { currency: 'USD' }) }) : 'resources.investors.money.rate_hint'}
        />
      ) : null}
      <Box sx={{ pb: 2 }}>
        <AfterPanel investor={investor} wallet={wallet} amount={amount ?? ''} direction={direction} />
      </Box>
      <ReferenceSelectInput source="method" reference="payment-methods" label="resources.investors.money.method" validate={requiredField} />
      <DateTextInput source="date" label="resources.investors.money.date" validate={requiredField} />
      <TextInput source="comment" label="resources.investors.money.comment" validate={requiredField} multiline minRows={2} />
    </Stack>
  );
}

/**
 * Money in from the investor (replenish) or out to them (withdraw): a wallet, the amount in its
 * currency, the balances before and after, confirmed first; one Idempotency-Key per intended operation.
 */
export function InvestorMoneyDialog({ open, onClose, investor, direction }: { open: boolean; onClose: () => void; investor: Investor; direction: Direction }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const { data: wallets = [] } = useWallets({ activeOnly: true });
  const { data: today } = useTodayRate();
  const incoming = direction === 'replenish';

  const initial = useMemo<MoneyFormValues>(
    () => ({ wallet: null, amount: '', method: 1, comment: '', date: todayInTashkent(), exchange_rate: today?.rate ?? '' }),
    [today?.rate],
  );
  const walletOf = (values: MoneyFormValues | null) => wallets.find((item) => item.id === Number(values?.wallet)) ?? null;

  const { onSubmit, confirm } = useConfirmedSubmit<MoneyFormValues>(async (values) => {
    await dataProvider.request(investorMoneyApi(investor.id, direction), {
      method: 'POST',
      body: toMoneyPayload(values, walletOf(values)?.currency ?? null),
      idempotencyKey: key,
    });
    renew();
    notify(incoming ? 'resources.investors.notifications.money_in' : 'resources.investors.notifications.money_out', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['investors'] });
    await queryClient.invalidateQueries({ queryKey: ['wallets'] });
    await queryClient.invalidateQueries({ queryKey: ['wallet-overview'] });
    refresh();
    onClose();
  });

  const confirmWallet = walletOf(confirm.values);
  const confirmCode = codeOf(confirmWallet);
  const investorNow = confirmWallet ? (totalIn(investor.totals, confirmWallet.currency)?.balance ?? '0') : '0';

  return (
    <>
      <StaticDialog open={open} onDismiss={onClose} maxWidth="sm" fullWidth aria-labelledby="investor-money-title" scroll="paper">
        {open ? (
          <Form defaultValues={initial} onSubmit={asFormSubmit(onSubmit)} noValidate>
            <DialogTitle id="investor-money-title">
              {translate(incoming ? 'resources.investors.money.in_title' : 'resources.investors.money.out_title')}
              <Typography variant="body2" color="text.secondary">
                {`${investor.last_name} ${investor.first_name}`}
              </Typography>
            </DialogTitle>
            <DialogContent dividers>
              <Alert severity={incoming ? 'success' : 'warning'} icon={incoming ? <SouthWestIcon /> : <NorthEastIcon />} sx={{ mb: 2 }}>
                {translate(incoming ? 'resources.investors.money.in_hint' : 'resources.investors.money.out_hint')}
              </Alert>
              <MoneyInputs investor={investor} wallets={wallets} direction={direction} />
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 1.5 }}>
              <MuiButton onClick={onClose} color="inherit" disabled={confirm.open}>
                {translate('ra.action.cancel')}
              </MuiButton>
              <SubmitButton
                label={incoming ? 'resources.investors.money.submit_in' : 'resources.investors.money.submit_out'}
                icon={incoming ? <SouthWestIcon /> : <NorthEastIcon />}
                color={incoming ? 'success' : 'warning'}
              />
            </DialogActions>
          </Form>
        ) : null}
      </StaticDialog>
      <ConfirmDialog
        open={confirm.open}
        title={incoming ? 'resources.investors.confirm.in_title' : 'resources.investors.confirm.out_title'}
        confirmColor={incoming ? 'success' : 'warning'}
        loading={confirm.loading}
        onConfirm={confirm.onConfirm}
        onCancel={confirm.onCancel}
        content={
          confirm.values ? (
            <Stack spacing={1}>
              <Typography>
                {translate(incoming ? 'resources.investors.confirm.in' : 'resources.investors.confirm.out', {
                  amount: formatMoney(confirm.values.amount, { currency: confirmCode }),
                  wallet: confirmWallet?.name ?? '',
                  investor: `${investor.first_name} ${investor.last_name}`,
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.investors.confirm.after', {
                  investor_balance: formatMoney(balanceAfter(investorNow, confirm.values.amount, direction) ?? '', { currency: confirmCode }),
                  wallet_balance: formatMoney(balanceAfter(confirmWallet?.balance, confirm.values.amount, direction) ?? '', { currency: confirmCode }),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(confirm.values.date)} · {confirm.values.comment}
              </Typography>
            </Stack>
          ) : null
        }
      />
    </>
  );
}
