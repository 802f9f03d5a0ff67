import { Alert, Box, Card, CardContent, MenuItem, Skeleton, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ChartCard as KitChartCard, type ChartCardProps } from '../../components/charts/ChartCard';
import { DownloadButton } from '../../components/DownloadButton';
import { isoToDisplay, parseDateText } from '../../components/dateMask';
import { CURRENCY_CODES } from '../../format/currency';
import { formatMoney } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { files } from '../../providers/files';
import type { Query } from '../../providers/httpClient';
import { PERIOD_PRESETS, presetRange, type PeriodPreset } from './period';
import { apiQuery, readStatisticsState, writeStatisticsState, type StatisticsState } from './urlState';

/** The screen's state in the URL (currency, period, page) and a setter that keeps the rest of the query. */
export function useStatisticsState(defaultPreset: PeriodPreset) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readStatisticsState(params, defaultPreset), [params, defaultPreset]);
  const update = useCallback(
    (patch: Partial<StatisticsState>) => {
      setParams((current) => writeStatisticsState({ ...readStatisticsState(current, defaultPreset), page: 1, ...patch }, current), { replace: false });
    },
    [setParams, defaultPreset],
  );
  // The menu's link (`currency=2&page_size=20`) is written out once with the period, so the address is shareable.
  useEffect(() => {
    if (!params.has('period')) setParams((current) => writeStatisticsState(readStatisticsState(current, defaultPreset), current), { replace: true });
  }, [params, setParams, defaultPreset]);
  return { state, update, query: apiQuery(state) };
}

/** One statistics call (GET path with query), parsed; the language is part of the key (names of reference data). */
export function useStatistic<T>(path: string, query: Query, parse: (answer: unknown) => T, enabled = true) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['statistics', path, query, locale],
    queryFn: ({ signal }) => dataProvider.request<unknown>(path, { query, signal, openErrorPage: false }).then(parse),
    enabled,
    placeholderData: (previous) => previous,
  });
}

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

/** A dd.mm.yyyy day field that commits a real date only. */
function DayField({ label, value, onChange }: { label: string; value?: string; onChange: (iso: string) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(isoToDisplay(value ?? ''));
  useEffect(() => setText(isoToDisplay(value ?? '')), [value]);
  return (
    <TextField
      size="small"
      label={translate(label)}
      value={text}
      placeholder={translate('app.common.date_placeholder')}
      onChange={(event) => {
        const parsed = parseDateText(event.target.value);
        setText(isoToDisplay(parsed));
        if (/^\d{4}-\d{2}-\d{2}$/.test(parsed)) onChange(parsed);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 140 }}
    />
  );
}

export interface ExportLink {
  /** Translation key of the button. */
  label: string;
  path: string;
  fileName: string;
  query: Query;
}

/** Currency switch, period presets (+ custom dates) and the export buttons. */
export function StatisticsToolbar({
  state,
  update,
  presets = PERIOD_PRESETS,
  exports = [],
}: {
  state: StatisticsState;
  update: (patch: Partial<StatisticsState>) => void;
  presets?: readonly PeriodPreset[];
  exports?: ExportLink[];
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const choosePreset = (value: PeriodPreset) => {
    if (value === 'custom') {
      const range = state.from_date || state.to_date ? { from_date: state.from_date, to_date: state.to_date } : presetRange('this_month');
      update({ preset: 'custom', ...range });
    } else update({ preset: value, ...presetRange(value) });
  };
  return (
    <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 2 }} data-testid="statistics-toolbar">
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={state.currency}
        onChange={(_, value: number | null) => value && update({ currency: value })}
        aria-label={translate('resources.statistics.toolbar.currency')}
      >
        {[CURRENCY_USD, CURRENCY_UZS].map((id) => (
          <ToggleButton key={id} value={id} sx={{ px: 2, fontWeight: 700 }}>
            {CURRENCY_CODES[id]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {phone ? (
        <TextField
          select
          size="small"
          label={translate('resources.statistics.toolbar.period')}
          value={state.preset}
          onChange={(event) => choosePreset(event.target.value as PeriodPreset)}
          sx={{ minWidth: 160, flex: 1 }}
        >
          {presets.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {translate(`resources.statistics.period.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={state.preset}
          onChange={(_, value: PeriodPreset | null) => value && choosePreset(value)}
          aria-label={translate('resources.statistics.toolbar.period')}
        >
          {presets.map((preset) => (
            <ToggleButton key={preset} value={preset} sx={{ px: 1.5, textTransform: 'none' }}>
              {translate(`resources.statistics.period.${preset}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {state.preset === 'custom' ? (
        <Stack direction="row" spacing={1}>
          <DayField label="resources.statistics.toolbar.from_date" value={state.from_date} onChange={(from_date) => update({ preset: 'custom', from_date, to_date: state.to_date })} />
          <DayField label="resources.statistics.toolbar.to_date" value={state.to_date} onChange={(to_date) => update({ preset: 'custom', to_date, from_date: state.from_date })} />
        </Stack>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {exports.map((link) => (
        <DownloadButton key={link.path} label={link.label} path={link.path} fileName={link.fileName} query={link.query} transfer={files} variant="outlined" />
      ))}
    </Stack>
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
