import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import TrendingDownOutlinedIcon from '@mui/icons-material/TrendingDownOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { Card, CardContent, Grid, Stack, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverallStatistics } from '@mijozlar/shared';
import { addAmounts, chartNumber, sumAmounts } from '../../format/decimal';
import { formatNumber } from '../../format/format';
import { ChartCard, FigureCard, figuresOf, MoneyValue, moneyText, StatisticsScreen } from './StatisticsScreen';
import { useOpenAllowed, useStatistic, useStatisticsState } from './useStatistics';
import { debtsUrl } from './links';
import { STATISTICS_API } from './paths';
import { expenseSlices, overallFigures, totalExpense, type Manager } from './figures';
import { LyingBars } from './LyingBars';
import { StatTable } from './StatTable';

/** /statistics/overall-statistic (ADMIN_STATISTICS): sales, income, expense, debts, investors, suppliers, wallets, managers. */
export function OverallStatistic() {
  const translate = useTranslate();
  const theme = useTheme();
  const { canOpen, go } = useOpenAllowed();
  const { state, update, query } = useStatisticsState('this_month');
  const currency = state.currency;
  const money = (amount: string) => moneyText(amount, currency);
  const { data, isPending, isError } = useStatistic<OverallStatistics, ReturnType<typeof overallFigures>>(STATISTICS_API.overall, query, overallFigures);
  const expense = data ? expenseSlices(data.expense) : [];
  const kindColor = {
    salary: theme.palette.primary.main,
    construction: theme.palette.warning.main,
    suppliers: theme.palette.info.main,
    refunds: theme.palette.error.main,
    other: theme.palette.grey[500],
  };
  const managers = data?.managers ?? [];
  const managerBars = managers.slice(0, 10).map((m) => ({ ...m, value: chartNumber(m.sold_amount) }));
  const hasManagers = managerBars.some((m) => m.value > 0);

  const cards = data
    ? [
        { key: 'sales', icon: <SellOutlinedIcon />, tone: 'primary' as const, value: <MoneyValue amount={data.sales.sold_amount} currency={currency} />, hint: `${translate('resources.statistics.overall.sales_count', { smart_count: data.sales.count })} · ${translate('resources.statistics.overall.paid_at_sale')}: ${money(data.sales.paid_amount)}` },
        { key: 'income', icon: <TrendingUpOutlinedIcon />, tone: 'success' as const, value: <MoneyValue amount={addAmounts(data.income.payments, data.income.other) ?? '0.00'} currency={currency} />, hint: `${translate('resources.statistics.overall.income_payments')}: ${money(data.income.payments)} · ${translate('resources.statistics.overall.income_other')}: ${money(data.income.other)}` },
        { key: 'expense', icon: <TrendingDownOutlinedIcon />, tone: 'error' as const, value: <MoneyValue amount={totalExpense(data.expense)} currency={currency} /> },
        { key: 'debts', icon: <WarningAmberOutlinedIcon />, tone: 'warning' as const, value: <MoneyValue amount={data.debts.total} currency={currency} />, hint: `${translate('resources.statistics.overall.debts_overdue')}: ${money(data.debts.overdue)}`, to: debtsUrl({ currency }) },
        { key: 'investors', icon: <HandshakeOutlinedIcon />, tone: 'info' as const, value: <MoneyValue amount={data.investors.invested} currency={currency} />, hint: `${translate('resources.statistics.overall.withdrawn')}: ${money(data.investors.withdrawn)}` },
        { key: 'suppliers', icon: <LocalShippingOutlinedIcon />, tone: 'secondary' as const, value: <MoneyValue amount={data.suppliers_debt} currency={currency} />, hint: translate('resources.statistics.overall.suppliers_debt') },
      ]
    : [];

  const managerColumns = [
    { source: 'full_name', label: translate('resources.statistics.overall.seller'), render: (m: Manager) => m.full_name, total: translate('resources.statistics.sale.totals') },
    { source: 'count', label: translate('resources.statistics.overall.count'), align: 'right' as const, render: (m: Manager) => formatNumber(m.count), total: formatNumber(managers.reduce((n, m) => n + m.count, 0)) },
    { source: 'sold_amount', label: translate('resources.statistics.overall.sold_amount'), align: 'right' as const, render: (m: Manager) => money(m.sold_amount), total: money(sumAmounts(managers.map((m) => m.sold_amount))) },
  ];

  return (
    <StatisticsScreen
      menuTitle="app.menu.overall_statistic"
      title="resources.statistics.overall.title"
      subtitle="resources.statistics.overall.subtitle"
      rule="resources.statistics.rules.sales"
      toolbar={{ state, update, exports: [{ label: 'resources.statistics.toolbar.export', path: STATISTICS_API.export, fileName: 'statistic.xlsx', query }] }}
      loadError={isError}
    >
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {isPending
          ? [0, 1, 2, 3, 4, 5].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
                <FigureCard label="resources.statistics.name" value="" loading />
              </Grid>
            ))
          : cards.map((card) => (
              <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 4 }}>
                <FigureCard
                  label={`resources.statistics.overall.${card.key}`}
                  value={card.value}
                  hint={card.hint}
                  icon={card.icon}
                  tone={card.tone}
                  testId={`overall-${card.key}`}
                  onClick={card.to && canOpen(card.to) ? () => go(card.to) : undefined}
                />
              </Grid>
            ))}
      </Grid>

      {data?.usd_equivalent ? (
        <Card variant="outlined" sx={{ mb: 2, px: 2, py: 1.25 }} data-testid="overall-usd-equivalent">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} alignItems={{ sm: 'baseline' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.statistics.overall.usd_equivalent')}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {translate('resources.statistics.overall.usd_income')}: <b>{moneyText(data.usd_equivalent.income, 'USD')}</b>
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {translate('resources.statistics.overall.usd_expense')}: <b>{moneyText(data.usd_equivalent.expense, 'USD')}</b>
            </Typography>
          </Stack>
        </Card>
      ) : null}

      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard
            title="resources.statistics.overall.expense_title"
            loading={isPending}
            height={280}
            emptyMessage={expense.length ? null : translate('resources.statistics.empty.chart')}
            figures={figuresOf(expense, [
              [translate('app.charts.name'), (s) => translate(`resources.statistics.expense.${s.kind}`)],
              [translate('resources.statistics.overall.expense'), (s) => money(s.amount)],
            ])}
          >
            <LyingBars
              testId="expense-chart"
              rows={expense.map((s) => ({ ...s, label: translate(`resources.statistics.expense.${s.kind}`) }))}
              nameKey="label"
              nameWidth={120}
              tooltip={(row) => [money(row.amount), translate('resources.statistics.overall.expense')]}
              maxBarSize={26}
              colors={expense.map((s) => kindColor[s.kind])}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
                <AccountBalanceWalletOutlinedIcon color="primary" fontSize="small" />
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {translate('resources.statistics.overall.wallets')}
                </Typography>
              </Stack>
              {data && data.wallets.length === 0 ? (
                <Typography color="text.secondary">{translate('resources.statistics.overall.no_wallets')}</Typography>
              ) : null}
              <Stack spacing={1} data-testid="overall-wallets">
                {(data?.wallets ?? []).map((wallet) => (
                  <Stack key={wallet.id} direction="row" justifyContent="space-between" spacing={2} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
                    <Typography variant="body2" noWrap title={wallet.name}>
                      {wallet.name}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {money(wallet.balance)}
                    </Typography>
                  </Stack>
                ))}
                {data && data.wallets.length > 1 ? (
                  <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ pt: 0.5 }}>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {translate('resources.statistics.sale.totals')}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {money(sumAmounts(data.wallets.map((w) => w.balance)))}
                    </Typography>
                  </Stack>
                ) : null}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard
            title="resources.statistics.overall.managers"
            loading={isPending}
            height={Math.max(220, managerBars.length * 34 + 40)}
            emptyMessage={hasManagers ? null : translate('resources.statistics.overall.no_managers')}
            figures={figuresOf(managerBars, [
              [translate('app.charts.name'), (m) => m.full_name || '—'],
              [translate('resources.statistics.overall.sold_amount'), (m) => money(m.sold_amount)],
            ])}
          >
            <LyingBars
              testId="managers-chart"
              rows={managerBars}
              nameKey="full_name"
              nameWidth={110}
              tooltip={(row) => [money(row.sold_amount), translate('resources.statistics.overall.sold_amount')]}
              maxBarSize={20}
              fill={theme.palette.primary.main}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Card sx={{ height: '100%' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
              {translate('resources.statistics.overall.managers')}
            </Typography>
            {managers.length ? (
              <StatTable rows={managers.map((m, index) => ({ ...m, id: m.seller || `n${index}` }))} columns={managerColumns} label={translate('resources.statistics.overall.managers')} testId="managers-table" />
            ) : (
              <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                {translate('resources.statistics.overall.no_managers')}
              </Typography>
            )}
          </Card>
        </Grid>
      </Grid>
    </StatisticsScreen>
  );
}
