import { Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartEmptyOverlay } from '../../components/ChartEmptyOverlay';
import { formatMoney, todayInTashkent } from '../../format/format';
import { spendingBars, spendingCurrencies } from './spending';
import type { MonthlySpending } from './types';


/** Compact axis labels ("1,5 mln"); the chart's scale only. */
function axisLabel(value: number, translate: (key: string) => string): string {
  const abs = Math.abs(value);
  const short = (divisor: number, unit: string) =>
    `${formatMoney(String(Math.round((value / divisor) * 10) / 10), { fractionDigits: 1 }).replace(/,0$/, '')} ${translate(`resources.construction.chart.${unit}`)}`;
  if (abs >= 1e9) return short(1e9, 'billion');
  if (abs >= 1e6) return short(1e6, 'million');
  if (abs >= 1e3) return short(1e3, 'thousand');
  return String(value);
}

/** What the project spent per month, one currency at a time: wallet expenses and supplier deliveries stacked. */
export function SpendingChart({ rows }: { rows: MonthlySpending[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const currencies = spendingCurrencies(rows);
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? 'UZS');
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
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={2}>
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate('resources.construction.chart.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.construction.chart.subtitle')}
            </Typography>
          </Box>
          {currencies.length > 1 ? (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={currency}
              onChange={(_, value: string | null) => value && setChosen(value)}
              aria-label={translate('resources.construction.chart.currency')}
            >
              {currencies.map((code) => (
                <ToggleButton key={code} value={code} sx={{ px: 1.5, py: 0.25 }}>
                  {code}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null}
        </Stack>
        <Box sx={{ position: 'relative', height: 260, mt: 2 }} data-testid="spending-chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
              <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: theme.palette.divider }} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
              <YAxis
                width={76}
                tickFormatter={(value: number) => axisLabel(value, translate)}
                domain={hasData ? [0, 'auto'] : [0, 4]}
                tickLine={false}
                axisLine={false}
                tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
              />
              {hasData ? (
                <Tooltip
                  cursor={{ fill: theme.palette.action.hover }}
                  formatter={(_value, name, item) => {
                    const payload = item.payload as { operationsText: string; deliveriesText: string };
                    return [item.dataKey === 'operations' ? payload.operationsText : payload.deliveriesText, name];
                  }}
                  contentStyle={{
                    background: theme.palette.background.paper,
                    border: `1px solid ${theme.palette.divider}`,
                    borderRadius: Number(theme.shape.borderRadius),
                    color: theme.palette.text.primary,
                  }}
                />
              ) : null}
              <Legend
                iconType="circle"
                iconSize={8}
                formatter={(value: string) => (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {value}
                  </Typography>
                )}
              />
              <Bar dataKey="operations" stackId="spent" name={translate('resources.construction.fields.operations')} fill={theme.palette.warning.main} maxBarSize={28} />
              <Bar dataKey="deliveries" stackId="spent" name={translate('resources.construction.fields.deliveries')} fill={theme.palette.info.main} radius={[4, 4, 0, 0]} maxBarSize={28} />
            </BarChart>
          </ResponsiveContainer>
          {hasData ? null : <ChartEmptyOverlay message={translate('resources.construction.chart.empty')} />}
        </Box>
      </CardContent>
    </Card>
  );
}
