import NorthEastIcon from '@mui/icons-material/NorthEast';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { MoneyOperationDialog } from '../../components/MoneyOperationDialog';
import { compareAmounts } from '../../format/decimal';
import { formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import { useTodayRate, useWalletChoices } from '../wallets/hooks';
import { DateCommentLine, MethodDateCommentFields, WalletAmountFields, moneyLabels, useChosenWallet, walletOf } from '../wallets/MoneyFields';
import type { WalletChoice } from '../wallets/types';
import { balanceAfter, toMoneyPayload, totalIn, withdrawalError, type MoneyFormValues } from './investorMoney';
import { investorMoneyApi } from './paths';
import type { Direction, Investor } from './types';

/** Now → after, for the investor (in the wallet's currency) and the wallet. */
function AfterPanel({ investor, wallet, amount, direction }: { investor: Investor; wallet: WalletChoice | null; amount: string; direction: Direction }) {
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
    // Wallet balances come with the wallet choices only for a WALLET_READ holder.
    ...(wallet.balance === undefined
      ? []
      : [{ key: 'wallet', label: 'resources.investors.money.wallet_balance', now: wallet.balance, after: balanceAfter(wallet.balance, amount, direction) }]),
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

function MoneyInputs({ investor, wallets, direction }: { investor: Investor; wallets: WalletChoice[]; direction: Direction }) {
  // A withdrawal is checked against what the investor has in that currency and what the wallet holds.
  const notAbove = (wallet: WalletChoice | null) => (value: unknown) =>
    direction === 'withdraw' && wallet ? withdrawalError(String(value ?? ''), totalIn(investor.totals, wallet.currency)?.balance ?? '0', wallet.balance) : undefined;
  return (
    <Stack spacing={0.5}>
      <WalletAmountFields
        wallets={wallets}
        labels={moneyLabels('resources.investors.money')}
        amountValidate={(wallet) => [notAbove(wallet)]}
      />
      <AfterPanelOfForm investor={investor} wallets={wallets} direction={direction} />
      <MethodDateCommentFields labels={moneyLabels('resources.investors.money')} />
    </Stack>
  );
}

function AfterPanelOfForm({ investor, wallets, direction }: { investor: Investor; wallets: WalletChoice[]; direction: Direction }) {
  const wallet = useChosenWallet(wallets);
  const amount = useWatch<MoneyFormValues, 'amount'>({ name: 'amount' });
  return (
    <Box sx={{ pb: 2 }}>
      <AfterPanel investor={investor} wallet={wallet} amount={amount ?? ''} direction={direction} />
    </Box>
  );
}

/**
 * Money in from the investor (replenish) or out to them (withdraw): a wallet, the amount in its
 * currency, the balances before and after, confirmed first; one Idempotency-Key per intended operation.
 */
export function InvestorMoneyDialog({ open, onClose, investor, direction }: { open: boolean; onClose: () => void; investor: Investor; direction: Direction }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: wallets = [] } = useWalletChoices();
  const { data: today } = useTodayRate();
  const incoming = direction === 'replenish';

  const initial = useMemo<MoneyFormValues>(
    () => ({ wallet: null, amount: '', method: 1, comment: '', date: todayInTashkent(), exchange_rate: today?.rate ?? '' }),
    [today?.rate],
  );

  return (
    <MoneyOperationDialog<MoneyFormValues>
      open={open}
      onClose={onClose}
      id="investor-money"
      title={incoming ? 'resources.investors.money.in_title' : 'resources.investors.money.out_title'}
      subtitle={`${investor.last_name} ${investor.first_name}`}
      defaultValues={initial}
      submit={(values, { idempotencyKey }) =>
        dataProvider.request(investorMoneyApi(investor.id, direction), {
          method: 'POST',
          body: toMoneyPayload(values, walletOf(wallets, values)?.currency ?? null),
          idempotencyKey,
        })
      }
      successMessage={incoming ? 'resources.investors.notifications.money_in' : 'resources.investors.notifications.money_out'}
      invalidate={[['investors']]}
      refresh
      submitLabel={incoming ? 'resources.investors.money.submit_in' : 'resources.investors.money.submit_out'}
      submitIcon={incoming ? <SouthWestIcon /> : <NorthEastIcon />}
      submitColor={incoming ? 'success' : 'warning'}
      confirm={{
        title: incoming ? 'resources.investors.confirm.in_title' : 'resources.investors.confirm.out_title',
        content: (values) => {
          const wallet = walletOf(wallets, values);
          const code = codeOf(wallet);
          const investorNow = wallet ? (totalIn(investor.totals, wallet.currency)?.balance ?? '0') : '0';
          return (
            <Stack spacing={1}>
              <Typography>
                {translate(incoming ? 'resources.investors.confirm.in' : 'resources.investors.confirm.out', {
                  amount: formatMoney(values.amount, { currency: code }),
                  wallet: wallet?.name ?? '',
                  investor: `${investor.first_name} ${investor.last_name}`,
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.investors.confirm.after', {
                  investor_balance: formatMoney(balanceAfter(investorNow, values.amount, direction) ?? '', { currency: code }),
                  wallet_balance: formatMoney(balanceAfter(wallet?.balance, values.amount, direction) ?? '', { currency: code }),
                })}
              </Typography>
              <DateCommentLine values={values} />
            </Stack>
          );
        },
      }}
    >
      <Alert severity={incoming ? 'success' : 'warning'} icon={incoming ? <SouthWestIcon /> : <NorthEastIcon />} sx={{ mb: 2 }}>
        {translate(incoming ? 'resources.investors.money.in_hint' : 'resources.investors.money.out_hint')}
      </Alert>
      <MoneyInputs investor={investor} wallets={wallets} direction={direction} />
    </MoneyOperationDialog>
  );
}
