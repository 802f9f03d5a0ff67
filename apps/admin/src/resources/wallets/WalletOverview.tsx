import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Box, Card, CardActionArea, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../../components/ActionButton';
import { formatMoney } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import { TodayRateBadge } from './ExchangeRate';
import { OperationDialog } from './OperationDialog';
import { WalletOperations } from './WalletOperations';
import { OverviewChart } from './OverviewChart';
import { currenciesOf, normalizeOverview } from './overview';
import { WALLET_OVERVIEW_API, walletOperationsPath } from './paths';
import { TransferDialog } from './TransferDialog';
import type { OperationType, Wallet } from './types';

function TotalCard({ currency, balance }: { currency: string; balance: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent>
        <Typography variant="body2">
          {translate('resources.wallets.overview.total_in', { currency })}
        </Typography>
        <Typography variant="h6" sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', lg: '1.1rem', xl: '1.25rem' }, fontVariantNumeric: 'tabular-nums', mt: 0.5, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} data-testid={`overview-total-${currency}`}>
          {formatMoney(balance, { currency })}
        </Typography>
      </CardContent>
    </Card>
  );
}

function WalletCard({ wallet }: { wallet: Wallet }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const code = codeOf(wallet);
  return (
    <Card variant="outlined" sx={{ height: '100%', ...(wallet.is_active ? {} : { borderStyle: 'dashed', backgroundColor: 'action.hover' }) }}>
      <CardActionArea onClick={() => navigate(walletOperationsPath(wallet.id))} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <AccountBalanceWalletOutlinedIcon fontSize="small" color="primary" />
            <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap title={wallet.name}>
              {wallet.name}
            </Typography>
            <Chip size="small" label={code} variant="outlined" />
          </Stack>
          <Typography variant="h6" sx={{ fontSize: { xs: '1.25rem', lg: '1.1rem', xl: '1.25rem' }, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} data-testid={`wallet-balance-${wallet.id}`}>
            {formatMoney(wallet.balance, { currency: code })}
          </Typography>
          {wallet.is_active ? null : (
            <Typography variant="caption" color="text.secondary">
              {translate('app.common.inactive')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /wallets/overview (WALLETS_OVERVIEW): balances, monthly flows, the day's rate, and every operation. */
export function WalletOverview() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  const [operation, setOperation] = useState<OperationType | null>(null);
  const [transferring, setTransferring] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ['wallet-overview', locale],
    queryFn: ({ signal }) => dataProvider.request<unknown>(WALLET_OVERVIEW_API, { signal }).then(normalizeOverview),
  });
  const currencies = data ? currenciesOf(data) : [];

  return (
    <Box sx={{ pb: 4 }}>
      <Title title="app.menu.wallets_overview" />
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={1.5}
        alignItems={{ xs: 'stretch', lg: 'center' }}
        justifyContent="space-between"
        sx={{ py: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('app.menu.wallets_overview')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.wallets.overview.subtitle')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap alignItems="center" sx={{ flexWrap: { xs: 'wrap', lg: 'nowrap' }, flexShrink: 0 }}>
          <TodayRateBadge />
          <ActionButton label="resources.wallets.action.income" icon={<AddIcon />} variant="contained" color="success" onClick={() => setOperation('replenish')} />
          <ActionButton label="resources.wallets.action.expense" icon={<RemoveIcon />} variant="contained" color="error" onClick={() => setOperation('withdraw')} />
          <ActionButton label="resources.wallets.action.transfer" icon={<SwapHorizIcon />} variant="outlined" onClick={() => setTransferring(true)} />
        </Stack>
      </Stack>

      {isError ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('resources.wallets.overview.load_failed')}</Alert> : null}

      <Grid container spacing={2} sx={{ mb: 2 }}>
        {isPending
          ? [0, 1, 2, 3].map((index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
                <Skeleton variant="rounded" height={104} />
              </Grid>
            ))
          : null}
        {(data?.totals ?? []).map((total) => (
          <Grid key={total.currency} size={{ xs: 12, sm: 6, lg: 3 }}>
            <TotalCard currency={total.currency} balance={total.balance} />
          </Grid>
        ))}
        {(data?.wallets ?? []).map((wallet) => (
          <Grid key={wallet.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <WalletCard wallet={wallet} />
          </Grid>
        ))}
        {data && data.wallets.length === 0 ? (
          <Grid size={12}>
            <Typography color="text.secondary">{translate('resources.wallets.overview.no_wallets')}</Typography>
          </Grid>
        ) : null}
        <Grid size={12}>
          {isPending ? <Skeleton variant="rounded" height={360} /> : <OverviewChart months={data?.months ?? []} currencies={currencies.length ? currencies : ['UZS']} />}
        </Grid>
      </Grid>

      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {translate('resources.wallets.page.operations')}
      </Typography>
      <WalletOperations />

      {operation ? <OperationDialog open onClose={() => setOperation(null)} operationType={operation} /> : null}
      {transferring ? <TransferDialog open onClose={() => setTransferring(false)} /> : null}
    </Box>
  );
}
