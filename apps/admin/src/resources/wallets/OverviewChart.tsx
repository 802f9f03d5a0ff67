import '../../i18n/calendarTexts';
import { Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { ChartEmptyOverlay } from '../../components/ChartEmptyOverlay';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../format/format';
import { flowsOf, type MonthFlow } from './overview';

const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Compact axis labels ("1,5 mln"); the chart's scale only, never an amount shown as money. */
function axisLabel(value: number, translate: (key: string) => string): string {
  const abs = Math.abs(value);
  const short = (divisor: number, unit: string) =>
    `${formatMoney(String(Math.round((value / divisor) * 10) / 10), { fractionDigits: 1 }).replace(/,0$/, '')} ${translate(`resources.wallets.chart.${unit}`)}`;
  if (abs >= 1e9) return short(1e9, 'billion');
  if (abs >= 1e6) return short(1e6, 'million');
  if (abs >= 1e3) return short(1e3, 'thousand');
  return String(value);
}

/** Inflow and outflow per month, one currency at a time (UZS and USD are never added). */
export function OverviewChart({ months, currencies }: { months: MonthFlow[]; currencies: string[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? 'UZS');
  const flows = flowsOf(months, currency);
  // The chart needs numbers to draw bars; the tooltip shows the exact decimal texts.
  const rows = flows.map((row) => {
    const [year, month] = row.month.split('-');
    return {
      label: `${translate(`app.months.${MONTH_KEYS[Number(month) - 1] ?? 'jan'}`).slice(0, 3)} ${year.slice(2)}`,
      inflow: Number(row.inflow),
      outflow: Number(row.outflow),
      inflowText: formatMoney(row.inflow, { currency }),
      outflowText: formatMoney(row.outflow, { currency }),
    };
  });
  const hasData = rows.some((row) => row.inflow !== 0 || row.outflow !== 0);

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={2}>
          <Box>
            <Typography variant="subtitle1" component="h2">
              {translate('resources.wallets.chart.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.wallets.chart.subtitle')}
            </Typography>
          </Box>
          {currencies.length > 1 ? (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={currency}
              onChange={(_, value: string | null) => value && setChosen(value)}
              aria-label={translate('resources.wallets.chart.currency')}
            >
              {currencies.map((code) => (
                <ToggleButton key={code} value={code} sx={{ px: 1.5, py: 0.25 }}>
                  {code}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null}
        </Stack>
        <Box sx={{ position: 'relative', height: 280, mt: 2 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} barGap={2}>
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
                    const payload = item.payload as { inflowText: string; outflowText: string };
                    return [item.dataKey === 'inflow' ? payload.inflowText : payload.outflowText, name];
                  }}
                  contentStyle={{
                    background: theme.palette.background.paper,
                    border: `1px solid ${theme.palette.divider}`,
                    borderRadius: Number(theme.shape.borderRadius),
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
              <Bar dataKey="inflow" name={translate('resources.wallets.chart.inflow')} fill={theme.palette.success.main} radius={[4, 4, 0, 0]} maxBarSize={22} />
              <Bar dataKey="outflow" name={translate('resources.wallets.chart.outflow')} fill={theme.palette.error.main} radius={[4, 4, 0, 0]} maxBarSize={22} />
            </BarChart>
          </ResponsiveContainer>
          {hasData ? null : <ChartEmptyOverlay message={translate('resources.wallets.chart.empty')} />}
        </Box>
      </CardContent>
    </Card>
  );
}
