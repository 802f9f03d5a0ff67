import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartCard, CurrencyToggle, figuresOf, useChartCurrency } from '../../components/charts/ChartCard';
import { MoneyBars, useAxisLabel } from '../../components/charts/chartStyle';
import { formatMoney, todayInTashkent } from '../../format/format';
import { spendingBars, spendingCurrencies } from './spending';
import type { MonthlySpending } from './types';

/** What the project spent per month, one currency at a time: wallet expenses and supplier deliveries stacked. */
export function SpendingChart({ rows }: { rows: MonthlySpending[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const axisLabel = useAxisLabel('resources.construction.chart');
  const currencies = spendingCurrencies(rows);
  const [currency, setCurrency] = useChartCurrency(currencies);
  const byMonth = new Map(rows.filter((row) => row.currency_code === currency).map((row) => [row.month, row]));
  const data = spendingBars(rows, currency, todayInTashkent().slice(0, 7)).map((bar) => {
    const [year, month] = bar.month.split('-');
    const row = byMonth.get(bar.month);
    return {
      ...bar,
      label: `${translate('resources.construction.chart.months').split(',')[Number(month) - 1] ?? month} ${year.slice(2)}`,
      operationsText: formatMoney(row?.operations ?? '0', { currency }),
      deliveriesText: formatMoney(row?.deliveries ?? '0', { currency }),
    };
  });
  const hasData = data.some((bar) => bar.operations !== 0 || bar.deliveries !== 0);

  return (
    <ChartCard
      title="resources.construction.chart.title"
      subtitle="resources.construction.chart.subtitle"
      action={currencies.length > 1 ? <CurrencyToggle currencies={currencies} value={currency} onChange={setCurrency} label="resources.construction.chart.currency" /> : null}
      height={260}
      plotTestId="spending-chart"
      emptyMessage={hasData ? null : translate('resources.construction.chart.empty')}
      figures={figuresOf(data, [
        [translate('app.charts.period'), (bar) => bar.label],
        [translate('resources.construction.fields.operations'), (bar) => bar.operationsText],
        [translate('resources.construction.fields.deliveries'), (bar) => bar.deliveriesText],
      ])}
    >
      <MoneyBars
        data={data}
        axisLabel={axisLabel}
        hasData={hasData}
        series={[
          { key: 'operations', stackId: 'spent', name: translate('resources.construction.fields.operations'), color: theme.palette.warning.main, maxBarSize: 28 },
          { key: 'deliveries', stackId: 'spent', name: translate('resources.construction.fields.deliveries'), color: theme.palette.info.main, radius: [4, 4, 0, 0], maxBarSize: 28 },
        ]}
      />
    </ChartCard>
  );
}
