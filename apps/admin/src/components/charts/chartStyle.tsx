// The chart kit's recharts side: the shared look (useChartStyle), compact axis ticks, the exact-text tooltip and the money bars.
import { Typography, useTheme } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { compactAxisLabel } from './axisLabel';

/**
 * The look every chart shares, as props to spread on recharts' parts (grid, axes, tooltip,
 * legend) in the theme's colours; `fontSize` of the ticks.
 */
export function useChartStyle(fontSize = 12) {
  const theme = useTheme();
  const tick = { fill: theme.palette.text.secondary, fontSize };
  const contentStyle = {
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius),
    color: theme.palette.text.primary,
  };
  return {
    /** Horizontal grid lines (bars standing up); `columnGrid` for bars lying down. */
    grid: { strokeDasharray: '3 3', vertical: false, stroke: theme.palette.divider },
    columnGrid: { strokeDasharray: '3 3', horizontal: false, stroke: theme.palette.divider },
    /** The axis of the categories under upright bars (months, days, buildings). */
    categoryAxis: { tickLine: false, axisLine: { stroke: theme.palette.divider }, tick },
    /** An axis of values, or a category axis beside lying bars: ticks only. */
    valueAxis: { tickLine: false, axisLine: false, tick },
    tooltip: { contentStyle },
    /** The tooltip with its lines in the text colour (not the series' colours). */
    textTooltip: {
      contentStyle,
      labelStyle: { color: theme.palette.text.primary, fontWeight: 600 },
      itemStyle: { color: theme.palette.text.primary },
    },
    /** The band behind the bars under the pointer. */
    barCursor: { fill: theme.palette.action.hover },
    legend: {
      iconType: 'circle' as const,
      iconSize: 8,
      formatter: (value: string) => (
        <Typography component="span" variant="caption" color="text.secondary">
          {value}
        </Typography>
      ),
    },
  };
}

/**
 * A tooltip line that shows, for the drawn number of `dataKey`, the exact text its row keeps beside
 * it under `<dataKey>Text` (money is drawn as numbers, never shown as them).
 */
export function exactText(_value: unknown, name: unknown, item: { dataKey?: unknown; payload?: unknown }): [string, string] {
  const row = (item.payload ?? {}) as Record<string, unknown>;
  return [String(row[`${String(item.dataKey)}Text`] ?? ''), String(name)];
}

/** Compact axis ticks; the unit names are the translations `${unitsKey}.billion`, `.million` and `.thousand`. */
export function useAxisLabel(unitsKey: string) {
  const translate = useTranslate();
  return useCallback((value: number) => compactAxisLabel(value, (unit) => translate(`${unitsKey}.${unit}`)), [translate, unitsKey]);
}

/** One series of bars: its key in the rows (the rows keep its exact text under `<key>Text`), legend name and look. */
export interface BarSeries {
  key: string;
  name: string;
  color: string;
  maxBarSize: number;
  stackId?: string;
  radius?: [number, number, number, number];
}

/**
 * Money per period as upright bars (rows labelled by `label`), the value axis in compact ticks;
 * the tooltip shows each bar's exact text. With no data, an empty frame of the axes.
 */
export function MoneyBars({
  data,
  series,
  axisLabel,
  hasData,
  barGap,
}: {
  data: readonly object[];
  series: readonly BarSeries[];
  axisLabel: (value: number) => string;
  hasData: boolean;
  barGap?: number;
}) {
  const style = useChartStyle();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data as object[]} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} {...(barGap === undefined ? {} : { barGap })}>
        <CartesianGrid {...style.grid} />
        <XAxis dataKey="label" {...style.categoryAxis} />
        <YAxis width={76} tickFormatter={axisLabel} domain={hasData ? [0, 'auto'] : [0, 4]} {...style.valueAxis} />
        {hasData ? <Tooltip {...style.tooltip} cursor={style.barCursor} formatter={exactText} /> : null}
        <Legend {...style.legend} />
        {series.map(({ key, name, color, maxBarSize, stackId, radius }) => (
          <Bar key={key} dataKey={key} name={name} fill={color} maxBarSize={maxBarSize} {...(stackId ? { stackId } : {})} {...(radius ? { radius } : {})} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
