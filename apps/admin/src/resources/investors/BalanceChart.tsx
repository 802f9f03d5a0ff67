import { useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { ChartCard, CurrencyToggle, figuresOf, useChartCurrency } from '../../components/charts/ChartCard';
import { useAxisLabel, useChartStyle } from '../../components/charts/chartStyle';
import { formatDate, formatMoney } from '../../format/format';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import type { WalletOperation } from '../wallets/types';
import { cumulativeBalance, movedTotals } from './investorMoney';
import { investorOperationsApi } from './paths';
import type { Investor } from './types';

/** The investor's balance after each operation, one currency at a time (UZS and USD are never added). */
export function BalanceChart({ investor }: { investor: Investor }) {
  const translate = useTranslate();
  const theme = useTheme();
  const style = useChartStyle();
  const axisLabel = useAxisLabel('resources.wallets.chart');
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  const currencies = movedTotals(investor.totals).map((line) => line.currency_code);
  const [currency, setCurrency] = useChartCurrency(currencies);
  const { data } = useQuery({
    queryKey: ['investors', 'chart', investor.id, locale],
    queryFn: ({ signal }) =>
      dataProvider.request<ListResponse<WalletOperation>>(investorOperationsApi(investor.id), { query: { page_size: 1000, ordering: 'date' }, signal }),
  });
  const steps = cumulativeBalance(data?.results ?? [], currency, (op) => codeOf(op)).map((point) => ({
    value: point.value,
    label: formatDate(point.date),
    text: formatMoney(point.balance, { currency }),
  }));
  // The curve starts from zero, before the first operation.
  const points = steps.length > 0 ? [{ value: 0, label: '', text: formatMoney('0', { currency }) }, ...steps] : [];
  const hasData = points.length > 0;

  return (
    <ChartCard
      title="resources.investors.chart.title"
      subtitle="resources.investors.chart.subtitle"
      action={currencies.length > 1 ? <CurrencyToggle currencies={currencies} value={currency} onChange={setCurrency} label="resources.investors.chart.currency" /> : null}
      height={220}
      emptyMessage={hasData ? null : translate('resources.investors.chart.empty')}
      figures={figuresOf(steps, [
        [translate('app.charts.date'), (step) => step.label],
        [translate('resources.investors.fields.balance'), (step) => step.text],
      ])}
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <defs>
            <linearGradient id="investor-balance-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={theme.palette.primary.main} stopOpacity={0.35} />
              <stop offset="100%" stopColor={theme.palette.primary.main} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid {...style.grid} />
          <XAxis dataKey="label" minTickGap={24} {...style.categoryAxis} />
          <YAxis
            width={76}
            tickFormatter={axisLabel}
            // From zero (or below it, if the balance ever went negative), so the curve's height reads true.
            domain={hasData ? [(lowest: number) => Math.min(0, lowest), 'auto'] : [0, 4]}
            {...style.valueAxis}
          />
          {hasData ? <Tooltip {...style.tooltip} formatter={(_value, _name, item) => [(item.payload as { text: string }).text, translate('resources.investors.fields.balance')]} /> : null}
          <Area type="stepAfter" dataKey="value" stroke={theme.palette.primary.main} strokeWidth={2} fill="url(#investor-balance-fill)" isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
