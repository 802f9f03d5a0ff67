import { formatMoney } from '../../format/format';

export type AxisUnit = 'billion' | 'million' | 'thousand';

/**
 * A chart axis tick in short form ("1,5 mln"): the chart's scale only, never an amount shown as
 * money. `unit` names the unit in the user's language.
 */
export function compactAxisLabel(value: number, unit: (unit: AxisUnit) => string): string {
  const abs = Math.abs(value);
  const short = (divisor: number, name: AxisUnit) =>
    `${formatMoney(String(Math.round((value / divisor) * 10) / 10), { fractionDigits: 1 }).replace(/,0$/, '')} ${unit(name)}`;
  if (abs >= 1e9) return short(1e9, 'billion');
  if (abs >= 1e6) return short(1e6, 'million');
  if (abs >= 1e3) return short(1e3, 'thousand');
  return String(value);
}
