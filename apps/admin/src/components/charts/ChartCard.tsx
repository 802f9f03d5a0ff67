// The chart kit: a chart's card (title, currency switch, plot, empty overlay) here, its recharts parts in
// chartStyle.tsx. Only lazy screens import it, so recharts stays out of the first load.
import '../../i18n/chartsTexts';
import { Box, Card, CardContent, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden';
import { ChartEmptyOverlay } from './ChartEmptyOverlay';

/** A chart's figures as text: column names and rows of formatted cells (its text alternative). */
export interface ChartFigures {
  columns: string[];
  rows: string[][];
}

/** Figures from a chart's rows: one column per [name, cell] pair. */
export function figuresOf<T>(rows: readonly T[], columns: ReadonlyArray<readonly [string, (row: T) => string]>): ChartFigures {
  return { columns: columns.map(([name]) => name), rows: rows.map((row) => columns.map(([, cell]) => cell(row))) };
}

export interface ChartCardProps {
  /** Translation keys. */
  title: string;
  subtitle?: string;
  /** Beside the title (a currency switch). */
  action?: ReactNode;
  /** The plot's height in px. */
  height: number;
  /** A skeleton in place of the plot. */
  loading?: boolean;
  /** Shown over the plot (its axes stay visible behind it) when the chart has nothing to draw. */
  emptyMessage?: string | null;
  testId?: string;
  /** The plot's test id. */
  plotTestId?: string;
  /** The card's padding, and the room between the title line and the plot. */
  padding?: number | Record<string, number>;
  plotMargin?: number;
  /** Between the titles and the action. */
  spacing?: number;
  /** Under the plot (a link). */
  footer?: ReactNode;
  /**
   * What the chart shows, as a table for screen readers (WCAG 1.1.1); the drawing stays reachable
   * with the keyboard (recharts' arrow keys move its tooltip). Required, so that no chart comes
   * without its text alternative.
   */
  figures: ChartFigures;
  children: ReactNode;
}

/** A chart in a card: title, subtitle and an action on top, then the plot of a fixed height. */
export function ChartCard({ title, subtitle, action, height, loading, emptyMessage, testId, plotTestId, padding = 2.5, plotMargin = 2, spacing = 2, footer, figures, children }: ChartCardProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardContent sx={{ p: padding }}>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={spacing}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2">
              {translate(title)}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary">
                {translate(subtitle)}
              </Typography>
            ) : null}
          </Box>
          {action}
        </Stack>
        <Box sx={{ position: 'relative', height, mt: plotMargin }} data-testid={plotTestId}>
          {loading ? (
            <Skeleton variant="rounded" height={height} />
          ) : (
            <>
              {children}
              {emptyMessage ? <ChartEmptyOverlay message={emptyMessage} /> : <FiguresTable caption={translate(title)} figures={figures} />}
            </>
          )}
        </Box>
        {footer}
      </CardContent>
    </Card>
  );
}

function FiguresTable({ caption, figures }: { caption: string; figures: ChartFigures }) {
  return (
    <Box component="table" sx={visuallyHidden} data-testid="chart-figures">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {figures.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {figures.rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (column === 0 ? <th key={column} scope="row">{cell}</th> : <td key={column}>{cell}</td>))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** The currency the chart shows: the user's choice while it is among `currencies`, else the first one (or `fallback`). */
export function useChartCurrency(currencies: readonly string[], fallback = 'UZS') {
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? fallback);
  return [currency, setChosen] as const;
}

/** One currency at a time (UZS and USD are never added); `label` is the group's translation key. */
export function CurrencyToggle({ currencies, value, onChange, label }: { currencies: readonly string[]; value: string; onChange: (code: string) => void; label: string }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, next: string | null) => next && onChange(next)} aria-label={translate(label)}>
      {currencies.map((code) => (
        <ToggleButton key={code} value={code} sx={{ px: 1.5, py: 0.25 }}>
          {code}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
