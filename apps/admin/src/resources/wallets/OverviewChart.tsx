import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartCard, CurrencyToggle, useChartCurrency } from '../../components/charts/ChartCard';
import { exactText, useAxisLabel, useChartStyle } from '../../components/charts/chartStyle';
import { chartNumber } from '../../format/decimal';
import { formatMoney } from '../../format/format';
import { flowsOf, type MonthFlow } from './overview';

const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Inflow and outflow per month, one currency at a time (UZS and USD are never added). */
export function OverviewChart({ months, currencies }: { months: MonthFlow[]; currencies: string[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const style = useChartStyle();
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
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} barGap={2}>
          <CartesianGrid {...style.grid} />
          <XAxis dataKey="label" {...style.categoryAxis} />
          <YAxis width={76} tickFormatter={axisLabel} domain={hasData ? [0, 'auto'] : [0, 4]} {...style.valueAxis} />
          {hasData ? (
            <Tooltip
              {...style.tooltip}
              cursor={style.barCursor}
              formatter={exactText}
            />
          ) : null}
          <Legend {...style.legend} />
          <Bar dataKey="inflow" name={translate('resources.wallets.chart.inflow')} fill={theme.palette.success.main} radius={[4, 4, 0, 0]} maxBarSize={22} />
          <Bar dataKey="outflow" name={translate('resources.wallets.chart.outflow')} fill={theme.palette.error.main} radius={[4, 4, 0, 0]} maxBarSize={22} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
