import { formatMoney } from '../../format/format';
import type { GridRoom, GridTotal, RoomGrid } from './types';

/** The order of the spec's room statuses (document 1, section 4); unknown codes follow. */
export const STATUS_ORDER = ['free', 'booked', 'sold', 'closed'] as const;

export interface GridLayout {
  /** Top floor first. */
  floors: number[];
  /** Left to right. */
  entrances: number[];
  /** The most rooms one floor has in each entrance: the width of that entrance's column. */
  tilesPerEntrance: Record<number, number>;
  roomsAt(floor: number, entrance: number): GridRoom[];
  roomCount: number;
}

const cellKey = (floor: number, entrance: number) => `${floor}:${entrance}`;

/** "12A" after "12", "2" before "10". */
export function compareRoomNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/**
 * Places the grid's cells: entrances as columns, floors as rows from the top floor down; a floor or
 * an entrance that only appears in the cells (a room outside the building's counts) still gets its row.
 */
export function layoutGrid(grid: Pick<RoomGrid, 'floors' | 'entrances' | 'cells'>): GridLayout {
  const cells = new Map<string, GridRoom[]>();
  const floors = new Set<number>(grid.floors ?? []);
  const entrances = new Set<number>(grid.entrances ?? []);
  let roomCount = 0;
  for (const cell of grid.cells ?? []) {
    floors.add(cell.floor);
    entrances.add(cell.entrance);
    const key = cellKey(cell.floor, cell.entrance);
    const rooms = [...(cells.get(key) ?? []), ...cell.rooms];
    rooms.sort((a, b) => compareRoomNumbers(a.number, b.number));
    cells.set(key, rooms);
    roomCount += cell.rooms.length;
  }
  const floorList = [...floors].sort((a, b) => b - a);
  const entranceList = [...entrances].sort((a, b) => a - b);
  const tilesPerEntrance: Record<number, number> = {};
  for (const entrance of entranceList) {
    let most = 1;
    for (const floor of floorList) most = Math.max(most, cells.get(cellKey(floor, entrance))?.length ?? 0);
    tilesPerEntrance[entrance] = most;
  }
  return {
    floors: floorList,
    entrances: entranceList,
    tilesPerEntrance,
    roomsAt: (floor, entrance) => cells.get(cellKey(floor, entrance)) ?? [],
    roomCount,
  };
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d{1,2}))?\d*$/;

/** "65.4" -> 6540n (hundredths); areas and money are added exactly, never as floats. */
function toHundredths(value: string | null | undefined): bigint {
  const match = DECIMAL.exec(String(value ?? '').trim());
  if (!match) return 0n;
  const [, sign, whole, fraction = ''] = match;
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -hundredths : hundredths;
}

function fromHundredths(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** The exact sum of decimal strings, as a decimal string with 2 digits ("130.80"). */
export function sumDecimals(values: readonly (string | null | undefined)[]): string {
  return fromHundredths(values.reduce((total, value) => total + toHundredths(value), 0n));
}

export interface LegendEntry {
  status_code: string;
  status_name: string;
  count: number;
  area: string;
  /** Currency code -> decimal string; only currencies with a value. */
  value: Record<string, string>;
}

/**
 * The legend: one entry per status in the spec's order (statuses the server lists but the grid has
 * none of still show, with zero), then the total over all statuses.
 */
export function legendEntries(
  totals: readonly GridTotal[],
  statuses: readonly { code: string; name: string }[] = [],
): { entries: LegendEntry[]; total: LegendEntry } {
  const byCode = new Map<string, LegendEntry>();
  for (const status of statuses) {
    byCode.set(status.code, { status_code: status.code, status_name: status.name, count: 0, area: '0.00', value: {} });
  }
  for (const total of totals) {
    const value: Record<string, string> = {};
    for (const [currency, amount] of Object.entries(total.value ?? {}).sort(([a], [b]) => currencyOrder(a, b))) {
      if (toHundredths(amount) !== 0n) value[currency] = sumDecimals([amount]);
    }
    byCode.set(total.status_code, {
      status_code: total.status_code,
      status_name: total.status_name || byCode.get(total.status_code)?.status_name || total.status_code,
      count: total.count,
      area: sumDecimals([total.area]),
      value,
    });
  }
  const rank = (code: string) => {
    const index = (STATUS_ORDER as readonly string[]).indexOf(code);
    return index === -1 ? STATUS_ORDER.length : index;
  };
  const entries = [...byCode.values()].sort((a, b) => rank(a.status_code) - rank(b.status_code));
  const currencies = [...new Set(entries.flatMap((entry) => Object.keys(entry.value)))].sort(currencyOrder);
  const value: Record<string, string> = {};
  for (const currency of currencies) value[currency] = sumDecimals(entries.map((entry) => entry.value[currency]));
  return {
    entries,
    total: {
      status_code: 'total',
      status_name: '',
      count: entries.reduce((sum, entry) => sum + entry.count, 0),
      area: sumDecimals(entries.map((entry) => entry.area)),
      value,
    },
  };
}

/**
 * A tile-sized amount: whole units up to 999 999 ("1 300"), then millions with one decimal
 * ("15,8" + the million unit), computed on the digits, never as a float.
 */
export function compactAmount(value: string | null | undefined): { text: string; millions: boolean } {
  const whole = formatMoney(value, { fractionDigits: 0 }).replace(/\D/g, '');
  if (!whole) return { text: '', millions: false };
  if (whole.length <= 6) return { text: whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0'), millions: false };
  const millions = whole.slice(0, whole.length - 6).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return { text: `${millions},${whole[whole.length - 6]}`, millions: true };
}

/** Currencies in the order of their ids (1 UZS, 2 USD); others after, by code. */
export function currencyOrder(a: string, b: string): number {
  const rank = (code: string) => {
    const index = ['UZS', 'USD'].indexOf(code);
    return index === -1 ? 2 : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
