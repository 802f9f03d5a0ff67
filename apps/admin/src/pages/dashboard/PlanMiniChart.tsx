import { Button, useTheme } from '@mui/material';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ChartCard, CurrencyToggle, figuresOf, useChartCurrency } from '../../components/charts/ChartCard';
import { useChartStyle } from '../../components/charts/chartStyle';
import { chartNumber } from '../../format/decimal';
import { formatMoney } from '../../format/format';
import { useMonthLabel } from '../../resources/statistics/months';
import { ALL_DEBT_PATH } from '../../resources/statistics/paths';
import type { PlanSeries } from './todayFigures';

/** Receipts against the plan, this month and the next five, one currency at a time (USD first, the statistics default). */
export function PlanMiniChart({ plan }: { plan: PlanSeries[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const style = useChartStyle(11);
  const monthLabel = useMonthLabel();
  const currencies = plan.map((p) => p.currency).sort((a) => (a === 'USD' ? -1 : 1));
  const [currency, setCurrency] = useChartCurrency(currencies, 'USD');
  const series = plan.find((p) => p.currency === currency)?.months ?? [];
  const rows = series.map((m) => ({ ...m, label: monthLabel(m.month), expectedValue: chartNumber(m.expected), receivedValue: chartNumber(m.received) }));
  const hasData = rows.some((r) => r.expectedValue || r.receivedValue);
  return (
    <ChartCard
      title="resources.statistics.dashboard.plan_title"
      subtitle="resources.statistics.dashboard.plan_hint"
      action={<CurrencyToggle currencies={currencies} value={currency} onChange={setCurrency} label="resources.statistics.toolbar.currency" />}
      height={150}
      spacing={1}
      plotMargin={1.5}
      testId="dashboard-plan"
      emptyMessage={hasData ? null : translate('resources.statistics.empty.chart')}
      figures={figuresOf(rows, [
        [translate('app.charts.period'), (r) => r.label],
        [translate('resources.statistics.fields.expected'), (r) => formatMoney(r.expected, { currency })],
        [translate('resources.statistics.fields.received'), (r) => formatMoney(r.received, { currency })],
      ])}
      footer={
        <Button component={Link} to={`${ALL_DEBT_PATH}?currency=${currency === 'UZS' ? 1 : 2}`} size="small" sx={{ mt: 1 }}>
          {translate('resources.statistics.dashboard.plan_link')}
        </Button>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 4, right: 4, left: -8, bottom: 0 }}>
          <CartesianGrid {...style.grid} />
          <XAxis dataKey="label" {...style.categoryAxis} />
          <YAxis hide domain={hasData ? [0, 'auto'] : [0, 4]} />
          {hasData ? (
            <Tooltip
              {...style.tooltip}
              cursor={style.barCursor}
              formatter={(_v, name, item) => {
                const row = item.payload as (typeof rows)[number];
                return [formatMoney(item.dataKey === 'expectedValue' ? row.expected : row.received, { currency }), name];
              }}
            />
          ) : null}
          <Legend {...style.legend} iconSize={7} />
          <Bar isAnimationActive={false} dataKey="receivedValue" name={translate('resources.statistics.fields.received')} fill={theme.palette.success.main} radius={[3, 3, 0, 0]} maxBarSize={20} />
          <Line isAnimationActive={false} dataKey="expectedValue" name={translate('resources.statistics.fields.expected')} stroke={theme.palette.primary.main} strokeWidth={2} dot={{ r: 2 }} type="linear" />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
