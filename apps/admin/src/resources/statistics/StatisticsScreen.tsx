import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ChartCard as KitChartCard, type ChartCardProps } from '../../components/charts/ChartCard';
export { figuresOf } from '../../components/charts/ChartCard';
import { CURRENCY_CODES } from '../../format/currency';
import { formatMoney } from '../../format/format';
import { StatisticsToolbar, type StatisticsToolbarProps } from './StatisticsToolbar';

/** Money of one currency, ru-RU ("1 234 567,00 USD"). */
export const moneyText = (amount: string, currency: number | string) =>
  formatMoney(amount, { currency: typeof currency === 'number' ? CURRENCY_CODES[currency] : currency });

/** A card's amount: the number large, the currency code small beside it (the text reads "1 234,00 USD"). */
export function MoneyValue({ amount, currency }: { amount: string; currency: number | string }) {
  const code = typeof currency === 'number' ? CURRENCY_CODES[currency] : currency;
  return (
    <>
      {formatMoney(amount)}
      <Box component="span" sx={{ fontSize: '0.7em', fontWeight: 600, color: 'text.secondary' }}>
        {'\u00a0'}
        {code}
      </Box>
    </>
  );
}

/** Title, subtitle and the date rule of the screen. */
export function ScreenHeader({ title, subtitle, rule }: { title: string; subtitle: string; rule?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ pt: 2, pb: 1.5 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {translate(title)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(subtitle)}
      </Typography>
      {rule ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {translate(rule)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The load error, in the user's language. */
export function LoadError({ show }: { show: boolean }) {
  const translate = useTranslate();
  return show ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {translate('resources.statistics.errors.load')}
    </Alert>
  ) : null;
}

export type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** One figure: label, the amount (money of one currency, or a count) and an optional second line. */
export function FigureCard({
  label,
  value,
  hint,
  tone = 'primary',
  loading,
  testId,
  icon,
  onClick,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: Tone;
  loading?: boolean;
  testId?: string;
  icon?: ReactNode;
  onClick?: () => void;
}) {
  const translate = useTranslate();
  return (
    <Card
      sx={{
        height: '100%',
        borderLeft: 4,
        borderColor: `${tone}.main`,
        cursor: onClick ? 'pointer' : undefined,
        '&:hover': onClick ? { boxShadow: 4 } : undefined,
      }}
      aria-label={translate(label)}
      onClick={onClick}
    >
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} alignItems="center">
          {icon ? <Box sx={{ color: `${tone}.main`, display: 'flex' }}>{icon}</Box> : null}
          <Typography variant="body2" color="text.secondary" title={translate(label)} sx={{ lineHeight: 1.3 }}>
            {translate(label)}
          </Typography>
        </Stack>
        {loading ? (
          <Skeleton variant="text" width="70%" sx={{ fontSize: 26 }} />
        ) : (
          <Typography
            data-testid={testId}
            sx={{ fontSize: { xs: '1.3rem', lg: '1.2rem', xl: '1.35rem' }, fontWeight: 700, lineHeight: 1.35, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', mt: 0.5 }}
          >
            {value}
          </Typography>
        )}
        {hint && !loading ? (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A statistics chart: the chart kit's card, tighter on a phone. */
export function ChartCard(props: ChartCardProps) {
  return <KitChartCard padding={{ xs: 1.5, sm: 2.5 }} spacing={1} {...props} />;
}

/**
 * A statistics screen's top: the page title (`menuTitle`), the heading with its date rule, the
 * toolbar, what goes between (`beforeError`) and the load error; then the screen's own content.
 */
export function StatisticsScreen({
  menuTitle,
  title,
  subtitle,
  rule,
  toolbar,
  beforeError,
  loadError,
  children,
}: {
  menuTitle: string;
  title: string;
  subtitle: string;
  rule: string;
  toolbar: StatisticsToolbarProps;
  beforeError?: ReactNode;
  loadError: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={menuTitle} />
      <ScreenHeader title={title} subtitle={subtitle} rule={rule} />
      <StatisticsToolbar {...toolbar} />
      {beforeError}
      <LoadError show={loadError} />
      {children}
    </Box>
  );
}
