import { Box } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAxisLabel, useChartStyle } from '../../components/charts/chartStyle';

/**
 * One amount per named row as bars lying down (kinds of expense, managers): the drawn `value`, the
 * row's name beside its bar, and the tooltip's text for a row. `colors` gives each row its own colour.
 */
export function LyingBars<Row extends { value: number }>({
  testId,
  rows,
  nameKey,
  nameWidth,
  tooltip,
  maxBarSize,
  fill,
  colors,
}: {
  testId: string;
  rows: Row[];
  nameKey: keyof Row & string;
  nameWidth: number;
  tooltip: (row: Row) => [string, string];
  maxBarSize: number;
  fill?: string;
  colors?: string[];
}) {
  const style = useChartStyle(11);
  const axisLabel = useAxisLabel('resources.statistics.chart');
  const hasData = rows.some((row) => row.value > 0);
  return (
    <Box data-testid={testId} sx={{ position: 'absolute', inset: 0 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, left: 0, bottom: 0 }}>
          <CartesianGrid {...style.columnGrid} />
          <XAxis type="number" tickFormatter={axisLabel} domain={hasData ? [0, 'auto'] : [0, 4]} {...style.valueAxis} />
          <YAxis type="category" dataKey={nameKey as string} width={nameWidth} {...style.valueAxis} />
          {hasData ? <Tooltip {...style.textTooltip} cursor={style.barCursor} formatter={(_v, _n, item) => tooltip(item.payload as Row)} /> : null}
          <Bar isAnimationActive={false} dataKey="value" {...(fill ? { fill } : {})} radius={[0, 4, 4, 0]} maxBarSize={maxBarSize}>
            {colors ? rows.map((row, index) => <Cell key={String(row[nameKey])} fill={colors[index]} />) : null}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
