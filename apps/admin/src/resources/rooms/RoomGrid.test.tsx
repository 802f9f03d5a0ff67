import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/helpers';
import { compactAmount, layoutGrid, legendEntries, sumDecimals } from './gridModel';
import { RoomGrid } from './RoomGrid';
import { RoomLegend } from './RoomLegend';
import { statusColor } from './statusColors';
import type { GridRoom, RoomGrid as RoomGridData } from './types';
import './texts'; // the buildings and sales chunks register them in the app (screens.ts)

const room = (id: number, number: string, status_code: string, extra: Partial<GridRoom> = {}): GridRoom => ({
  id,
  number,
  area: '65.40',
  rooms_count: 2,
  price: '85000.00',
  price_per_m2: '1300.00',
  currency: 2,
  currency_code: 'USD',
  status: { free: 1, booked: 2, sold: 3, closed: 4 }[status_code] ?? 1,
  status_code,
  ...extra,
});

/** 3 floors, 2 entrances; floor 2 of entrance 2 is empty; the server lists floors top-down. */
const GRID: RoomGridData = {
  building: { id: 7, name: 'Navbahor' },
  entrances: [1, 2],
  floors: [3, 2, 1],
  cells: [
    { floor: 1, entrance: 1, rooms: [room(2, '2', 'sold'), room(1, '1', 'free')] },
    { floor: 1, entrance: 2, rooms: [room(3, '10', 'booked')] },
    { floor: 2, entrance: 1, rooms: [room(4, '4', 'closed')] },
    { floor: 3, entrance: 2, rooms: [room(5, '12', 'free', { rooms_count: 3, area: '80.00', price_per_m2: '1250.50' })] },
  ],
  totals: [
    { status_code: 'free', status_name: 'Boʻsh', count: 2, area: '145.40', value: { UZS: '0.00', USD: '185000.00' } },
    { status_code: 'booked', status_name: 'Band qilingan', count: 1, area: '65.40', value: { UZS: '0.00', USD: '85000.00' } },
    { status_code: 'sold', status_name: 'Sotilgan', count: 1, area: '65.40', value: { UZS: '1000000000.50', USD: '85000.00' } },
    { status_code: 'closed', status_name: 'Yopiq', count: 1, area: '65.40', value: { UZS: '0.00', USD: '0.00' } },
  ],
};

describe('grid layout', () => {
  it('puts floors top-down and entrances left to right, rooms in number order', () => {
    const layout = layoutGrid(GRID);
    expect(layout.floors).toEqual([3, 2, 1]);
    expect(layout.entrances).toEqual([1, 2]);
    expect(layout.roomsAt(1, 1).map((r) => r.number)).toEqual(['1', '2']);
    expect(layout.roomsAt(2, 2)).toEqual([]);
    expect(layout.tilesPerEntrance).toEqual({ 1: 2, 2: 1 });
    expect(layout.roomCount).toBe(5);
  });

  it('gives a row to a floor that only the cells know (rooms above the building counts)', () => {
    const layout = layoutGrid({ floors: [2, 1], entrances: [1], cells: [{ floor: 5, entrance: 3, rooms: [room(9, '9', 'free')] }] });
    expect(layout.floors).toEqual([5, 2, 1]);
    expect(layout.entrances).toEqual([1, 3]);
  });

  it('shortens tile amounts: whole units, then millions with one decimal', () => {
    expect(compactAmount('1250.50')).toEqual({ text: '1\u00a0251', millions: false });
    expect(compactAmount('999999.00')).toEqual({ text: '999\u00a0999', millions: false });
    expect(compactAmount('15808000.00')).toEqual({ text: '15,8', millions: true });
    expect(compactAmount('1234567890.00')).toEqual({ text: '1\u00a0234,5', millions: true });
    expect(compactAmount(null)).toEqual({ text: '', millions: false });
  });

  it('adds decimal strings exactly', () => {
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(sumDecimals(['65.4', '', null])).toBe('65.40');
  });
});

describe('<RoomGrid>', () => {
  it('renders a row per floor from the top, a cell per entrance, and the tiles where they belong', () => {
    renderWithAdmin(<RoomGrid grid={GRID} statusNames={{ free: 'Boʻsh', sold: 'Sotilgan' }} onOpen={() => undefined} />);
    const rows = screen.getAllByRole('row');
    // header + 3 floors
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Qavat', '1-podyezd', '2-podyezd']);
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['3', '2', '1']);

    const floor1 = rows[3];
    const [entrance1, entrance2] = within(floor1).getAllByRole('gridcell');
    expect(within(entrance1).getAllByRole('button').map((tile) => tile.getAttribute('data-room-id'))).toEqual(['1', '2']);
    expect(within(entrance2).getAllByRole('button').map((tile) => tile.getAttribute('data-room-id'))).toEqual(['3']);
    const floor2Cells = within(rows[2]).getAllByRole('gridcell');
    expect(within(floor2Cells[1]).queryAllByRole('button')).toHaveLength(0);

    // number, rooms count, area and price per m² on the tile
    const top = within(rows[1]).getByRole('button');
    expect(top).toHaveTextContent('12');
    expect(top).toHaveTextContent('3x');
    expect(top).toHaveTextContent('80,0 m²');
    expect(top).toHaveTextContent('1 251');
  });

  it('shows a price per m² in millions as such (UZS rooms)', () => {
    const grid = { floors: [1], entrances: [1], cells: [{ floor: 1, entrance: 1, rooms: [room(8, '8', 'free', { price_per_m2: '15808000.00', currency_code: 'UZS' })] }] };
    renderWithAdmin(<RoomGrid grid={grid} onOpen={() => undefined} />);
    expect(screen.getByRole('button')).toHaveTextContent('15,8 mln');
  });

  it('colours each tile by its status', () => {
    renderWithAdmin(<RoomGrid grid={GRID} onOpen={() => undefined} />);
    const tiles = document.querySelectorAll<HTMLElement>('.room-tile');
    expect(tiles).toHaveLength(5);
    for (const tile of tiles) {
      const code = tile.getAttribute('data-status') ?? '';
      expect(getComputedStyle(tile).borderTopColor).toBe(hexToRgb(statusColor(code, 'light')));
    }
    const colours = new Set([...tiles].map((tile) => getComputedStyle(tile).borderTopColor));
    expect(colours.size).toBe(4);
  });

  it('opens the room that was clicked', () => {
    const onOpen = vi.fn();
    renderWithAdmin(<RoomGrid grid={GRID} statusNames={{ booked: 'Band qilingan' }} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: /^№ ?10 .*, 1-qavat, 2-podyezd, Band qilingan$/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 3, number: '10' }));
  });
});

describe('legend totals', () => {
  it('lists every status in the spec order with count, area and value per currency, then the total', () => {
    const { entries, total } = legendEntries([...GRID.totals].reverse(), [
      { code: 'free', name: 'Boʻsh' },
      { code: 'booked', name: 'Band qilingan' },
      { code: 'sold', name: 'Sotilgan' },
      { code: 'closed', name: 'Yopiq' },
    ]);
    expect(entries.map((entry) => entry.status_code)).toEqual(['free', 'booked', 'sold', 'closed']);
    expect(entries[0]).toMatchObject({ count: 2, area: '145.40', value: { USD: '185000.00' } });
    expect(entries[3].value).toEqual({});
    expect(total).toMatchObject({ count: 5, area: '341.60', value: { UZS: '1000000000.50', USD: '355000.00' } });
  });

  it('shows the totals, and a click filters by status', () => {
    const onSelect = vi.fn();
    const { entries, total } = legendEntries(GRID.totals);
    renderWithAdmin(<RoomLegend entries={entries} total={total} selected="sold" onSelect={onSelect} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['free', 'booked', 'sold', 'closed', 'total']);
    const free = items[0];
    expect(free).toHaveTextContent('Boʻsh');
    expect(free).toHaveTextContent('145,40 m²');
    expect(free).toHaveTextContent('185 000,00 USD');
    const sum = items[4];
    expect(sum).toHaveTextContent('Jami');
    expect(sum).toHaveTextContent('5');
    expect(sum).toHaveTextContent('341,60 m²');
    expect(sum).toHaveTextContent('1 000 000 000,50 UZS');
    expect(sum).toHaveTextContent('355 000,00 USD');
    expect(within(items[2]).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    expect(within(items[1]).getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(items[1]).getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith('booked');
    fireEvent.click(within(items[2]).getByRole('button'));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
