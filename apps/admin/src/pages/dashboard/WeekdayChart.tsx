import '../../i18n/calendarTexts';
import '../../i18n/dashboardTexts';
import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { ChartEmptyOverlay } from '../../components/ChartEmptyOverlay';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { WeekdayActivity } from './dashboardStatistics';

export interface WeekdayChartProps {
  data: WeekdayActivity[];
  hasData: boolean;
}

/** Leads, clients and talks per weekday; with no data yet, the empty frame says so. */
export function WeekdayChart({ data, hasData }: WeekdayChartProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const rows = data.map((day) => ({ ...day, label: translate(`app.weekdays.${day.weekday}`) }));
  const series = [
    { key: 'lids', color: theme.palette.primary.main },
    { key: 'clients', color: theme.palette.secondary.main },
    { key: 'talks', color: theme.palette.success.main },
  ] as const;

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Typography variant="subtitle1" component="h2">
          {translate('app.dashboard.chart_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.chart_subtitle')}
        </Typography>
        <Box sx={{ position: 'relative', height: 300, mt: 2 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 8, left: -16, bottom: 0 }} barGap={2}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
              <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: theme.palette.divider }} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
              <YAxis
                allowDecimals={false}
                domain={hasData ? [0, 'auto'] : [0, 4]}
                tickLine={false}
                axisLine={false}
                tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
              />
              {hasData ? (
                <Tooltip
                  cursor={{ fill: theme.palette.action.hover }}
                  contentStyle={{
                    background: theme.palette.background.paper,
                    border: `1px solid ${theme.palette.divider}`,
                    borderRadius: Number(theme.shape.borderRadius),
                  }}
                />
              ) : null}
              <Legend
                iconType="circle"
                itemSorter={null}
                iconSize={8}
                formatter={(value: string) => (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {value}
                  </Typography>
                )}
              />
              {series.map(({ key, color }) => (
                <Bar key={key} dataKey={key} name={translate(`app.dashboard.${key}`)} fill={color} radius={[4, 4, 0, 0]} maxBarSize={18} />
              ))}
            </BarChart>
          </ResponsiveContainer>
          {hasData ? null : <ChartEmptyOverlay message={translate('app.dashboard.chart_empty')} />}
        </Box>
      </CardContent>
    </Card>
  );
}
