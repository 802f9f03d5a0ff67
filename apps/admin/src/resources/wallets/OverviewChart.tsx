import '../../i18n/calendarTexts';
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartCard, CurrencyToggle, figuresOf, useChartCurrency } from '../../components/charts/ChartCard';
import { MoneyBars, useAxisLabel } from '../../components/charts/chartStyle';
import { chartNumber } from '../../format/decimal';
import { formatMoney } from '../../format/format';
import { flowsOf, type MonthFlow } from './overview';

const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Inflow and outflow per month, one currency at a time (UZS and USD are never added). */
export function OverviewChart({ months, currencies }: { months: MonthFlow[]; currencies: string[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const axisLabel = useAxisLabel('resources.wallets.chart');
  const [currency, setCurrency] = useChartCurrency(currencies);
  const flows = flowsOf(months, currency);
  // The chart needs numbers to draw bars; the tooltip shows the exact decimal texts.
  const rows = flows.map((row) => {
    const [year, month] = row.month.split('-');
    return {
      label: `${translate(`app.months.${MONTH_KEYS[Number(month) - 1] ?? 'jan'}`).slice(0, 3)} ${year.slice(2)}`,
      inflow: chartNumber(row.inflow),
      outflow: chartNumber(row.outflow),
      inflowText: formatMoney(row.inflow, { currency }),
      outflowText: formatMoney(row.outflow, { currency }),
    };
  });
  const hasData = rows.some((row) => row.inflow !== 0 || row.outflow !== 0);

  return (
    <ChartCard
      title="resources.wallets.chart.title"
      subtitle="resources.wallets.chart.subtitle"
      action={currencies.length > 1 ? <CurrencyToggle currencies={currencies} value={currency} onChange={setCurrency} label="resources.wallets.chart.currency" /> : null}
      height={280}
      emptyMessage={hasData ? null : translate('resources.wallets.chart.empty')}
      figures={figuresOf(rows, [
        [translate('app.charts.period'), (row) => row.label],
        [translate('resources.wallets.chart.inflow'), (row) => row.inflowText],
        [translate('resources.wallets.chart.outflow'), (row) => row.outflowText],
      ])}
    >
      <MoneyBars
        data={rows}
        axisLabel={axisLabel}
        hasData={hasData}
        barGap={2}
        series={[
          { key: 'inflow', name: translate('resources.wallets.chart.inflow'), color: theme.palette.success.main, radius: [4, 4, 0, 0], maxBarSize: 22 },
          { key: 'outflow', name: translate('resources.wallets.chart.outflow'), color: theme.palette.error.main, radius: [4, 4, 0, 0], maxBarSize: 22 },
        ]}
      />
    </ChartCard>
  );
}
