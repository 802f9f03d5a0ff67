import { Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { ChartEmptyOverlay } from '../../components/ChartEmptyOverlay';
import { formatDate, formatMoney } from '../../format/format';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { codeOf } from '../wallets/currency';
import type { WalletOperation } from '../wallets/types';
import { cumulativeBalance, movedTotals } from './investorMoney';
import { investorOperationsApi } from './paths';
import type { Investor } from './types';

/** Compact axis labels ("1,5 mln"): the chart's scale only, never an amount shown as money. */
function axisLabel(value: number, translate: (key: string) => string): string {
  const abs = Math.abs(value);
  const short = (divisor: number, unit: string) =>
    `${formatMoney(String(Math.round((value / divisor) * 10) / 10), { fractionDigits: 1 }).replace(/,0$/, '')} ${translate(`resources.wallets.chart.${unit}`)}`;
  if (abs >= 1e9) return short(1e9, 'billion');
  if (abs >= 1e6) return short(1e6, 'million');
  if (abs >= 1e3) return short(1e3, 'thousand');
  return String(value);
}

/** The investor's balance after each operation, one currency at a time (UZS and USD are never added). */
export function BalanceChart({ investor }: { investor: Investor }) {
  const translate = useTranslate();
  const theme = useTheme();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  const currencies = movedTotals(investor.totals).map((line) => line.currency_code);
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? 'UZS');
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
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={2}>
          <Box>
            <Typography variant="subtitle1" component="h2">
              {translate('resources.investors.chart.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.investors.chart.subtitle')}
            </Typography>
          </Box>
          {currencies.length > 1 ? (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={currency}
              onChange={(_, value: string | null) => value && setChosen(value)}
              aria-label={translate('resources.investors.chart.currency')}
            >
              {currencies.map((code) => (
                <ToggleButton key={code} value={code} sx={{ px: 1.5, py: 0.25 }}>
                  {code}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null}
        </Stack>
        <Box sx={{ position: 'relative', height: 220, mt: 2 }}>
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
              <defs>
                <linearGradient id="investor-balance-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={theme.palette.primary.main} stopOpacity={0.35} />
                  <stop offset="100%" stopColor={theme.palette.primary.main} stopOpacity={0.02} />
                </linearGradient>
              </defs>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
              <XAxis dataKey="label" tickLine={false} minTickGap={24} axisLine={{ stroke: theme.palette.divider }} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
              <YAxis
                width={76}
                tickFormatter={(value: number) => axisLabel(value, translate)}
                // From zero (or below it, if the balance ever went negative), so the curve's height reads true.
                domain={hasData ? [(lowest: number) => Math.min(0, lowest), 'auto'] : [0, 4]}
                tickLine={false}
                axisLine={false}
                tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
              />
              {hasData ? (
                <Tooltip
                  formatter={(_value, _name, item) => [(item.payload as { text: string }).text, translate('resources.investors.fields.balance')]}
                  contentStyle={{
                    background: theme.palette.background.paper,
                    border: `1px solid ${theme.palette.divider}`,
                    borderRadius: Number(theme.shape.borderRadius),
                  }}
                />
              ) : null}
              <Area type="stepAfter" dataKey="value" stroke={theme.palette.primary.main} strokeWidth={2} fill="url(#investor-balance-fill)" isAnimationActive={false} />
            </AreaChart>
          </ResponsiveContainer>
          {hasData ? null : <ChartEmptyOverlay message={translate('resources.investors.chart.empty')} />}
        </Box>
      </CardContent>
    </Card>
  );
}
