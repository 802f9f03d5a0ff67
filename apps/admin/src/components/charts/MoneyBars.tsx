import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { exactText, useChartStyle } from './chartStyle';

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
