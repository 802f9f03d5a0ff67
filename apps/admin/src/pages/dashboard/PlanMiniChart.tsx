import { Box, Button, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ChartEmptyOverlay } from '../../components/ChartEmptyOverlay';
import { toCents } from '../../format/decimal';
import { formatMoney } from '../../format/format';
import { useMonthLabel } from '../../resources/statistics/months';
import { ALL_DEBT_PATH } from '../../resources/statistics/paths';
import type { PlanSeries } from './todayFigures';

const value = (amount: string) => Number(toCents(amount) ?? 0n) / 100;

/** Receipts against the plan, this month and the next five, one currency at a time (USD first, the statistics default). */
export function PlanMiniChart({ plan }: { plan: PlanSeries[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const monthLabel = useMonthLabel();
  const currencies = plan.map((p) => p.currency).sort((a) => (a === 'USD' ? -1 : 1));
  const [chosen, setChosen] = useState<string>('USD');
  const currency = currencies.includes(chosen as 'USD') ? chosen : (currencies[0] ?? 'USD');
  const series = plan.find((p) => p.currency === currency)?.months ?? [];
  const rows = series.map((m) => ({ ...m, label: monthLabel(m.month), expectedValue: value(m.expected), receivedValue: value(m.received) }));
  const hasData = rows.some((r) => r.expectedValue || r.receivedValue);
  return (
    <Card sx={{ height: '100%' }} data-testid="dashboard-plan">
      <CardContent sx={{ p: 2.5 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
          <Box>
            <Typography variant="subtitle1" component="h2">
              {translate('resources.statistics.dashboard.plan_title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.statistics.dashboard.plan_hint')}
            </Typography>
          </Box>
          <ToggleButtonGroup size="small" exclusive value={currency} onChange={(_, next: string | null) => next && setChosen(next)} aria-label={translate('resources.statistics.toolbar.currency')}>
            {currencies.map((code) => (
              <ToggleButton key={code} value={code} sx={{ px: 1.5, py: 0.25 }}>
                {code}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ position: 'relative', height: 150, mt: 1.5 }}>
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={rows} margin={{ top: 4, right: 4, left: -8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
              <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: theme.palette.divider }} tick={{ fill: theme.palette.text.secondary, fontSize: 11 }} />
              <YAxis hide domain={hasData ? [0, 'auto'] : [0, 4]} />
              {hasData ? (
                <Tooltip
                  cursor={{ fill: theme.palette.action.hover }}
                  contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, borderRadius: Number(theme.shape.borderRadius) }}
                  formatter={(_v, name, item) => {
                    const row = item.payload as (typeof rows)[number];
                    return [formatMoney(item.dataKey === 'expectedValue' ? row.expected : row.received, { currency }), name];
                  }}
                />
              ) : null}
              <Legend iconType="circle" iconSize={7} formatter={(name: string) => <Typography component="span" variant="caption" color="text.secondary">{name}</Typography>} />
              <Bar isAnimationActive={false} dataKey="receivedValue" name={translate('resources.statistics.fields.received')} fill={theme.palette.success.main} radius={[3, 3, 0, 0]} maxBarSize={20} />
              <Line isAnimationActive={false} dataKey="expectedValue" name={translate('resources.statistics.fields.expected')} stroke={theme.palette.primary.main} strokeWidth={2} dot={{ r: 2 }} type="linear" />
            </ComposedChart>
          </ResponsiveContainer>
          {hasData ? null : <ChartEmptyOverlay message={translate('resources.statistics.empty.chart')} />}
        </Box>
        <Button component={Link} to={`${ALL_DEBT_PATH}?currency=${currency === 'UZS' ? 1 : 2}`} size="small" sx={{ mt: 1 }}>
          {translate('resources.statistics.dashboard.plan_link')}
        </Button>
      </CardContent>
    </Card>
  );
}
