import '../../i18n/calendarTexts';
import '../../i18n/dashboardTexts';
import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartCard, figuresOf } from '../../components/charts/ChartCard';
import { useChartStyle } from '../../components/charts/chartStyle';
import type { WeekdayActivity } from './dashboardStatistics';

export interface WeekdayChartProps {
  data: WeekdayActivity[];
  hasData: boolean;
}

/** Leads, clients and talks per weekday; with no data yet, the empty frame says so. */
export function WeekdayChart({ data, hasData }: WeekdayChartProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const style = useChartStyle();
  const rows = data.map((day) => ({ ...day, label: translate(`app.weekdays.${day.weekday}`) }));
  const series = [
    { key: 'lids', color: theme.palette.primary.main },
    { key: 'clients', color: theme.palette.secondary.main },
    { key: 'talks', color: theme.palette.success.main },
  ] as const;

  return (
    <ChartCard
      title="app.dashboard.chart_title"
      subtitle="app.dashboard.chart_subtitle"
      height={300}
      emptyMessage={hasData ? null : translate('app.dashboard.chart_empty')}
      figures={figuresOf(rows, [[translate('app.charts.period'), (r) => r.label], ...series.map(({ key }) => [translate(`app.dashboard.${key}`), (r: (typeof rows)[number]) => String(r[key])] as const)])}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, left: -16, bottom: 0 }} barGap={2}>
          <CartesianGrid {...style.grid} />
          <XAxis dataKey="label" {...style.categoryAxis} />
          <YAxis allowDecimals={false} domain={hasData ? [0, 'auto'] : [0, 4]} {...style.valueAxis} />
          {hasData ? <Tooltip {...style.tooltip} cursor={style.barCursor} /> : null}
          <Legend {...style.legend} itemSorter={null} />
          {series.map(({ key, color }) => (
            <Bar key={key} dataKey={key} name={translate(`app.dashboard.${key}`)} fill={color} radius={[4, 4, 0, 0]} maxBarSize={18} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
