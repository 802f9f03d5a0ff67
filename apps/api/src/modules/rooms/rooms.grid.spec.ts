import { Prisma } from '../../generated/prisma/client';
import { assembleGrid, GridRoomRow } from './rooms.grid';

const D = (v: string) => new Prisma.Decimal(v);
const statuses = [
  { id: 1, code: 'free', name_uz: "Bo'sh", name_ru: 'Свободна' },
  { id: 2, code: 'booked', name_uz: 'Band', name_ru: 'Забронирована' },
  { id: 3, code: 'sold', name_uz: 'Sotilgan', name_ru: 'Продана' },
  { id: 4, code: 'closed', name_uz: 'Yopiq', name_ru: 'Закрыта' },
];
const currencies = [
  { id: 1, code: 'UZS' },
  { id: 2, code: 'USD' },
];
let nextId = 1;
const room = (over: Partial<GridRoomRow>): GridRoomRow => ({
  id: nextId++,
  number: '1',
  floor: 1,
  entrance: 1,
  area: D('50.00'),
  rooms_count: 2,
  price: D('50000.00'),
  currency_id: 2,
  status_id: 1,
  ...over,
});

describe('assembleGrid', () => {
  const building = { id: 7, name: 'A', floor_count: 3, entrance_count: 2 };

  it('lays out floors top-down and entrances left-right, rooms of a cell by number', () => {
    const grid = assembleGrid(
      {
        building,
        statuses,
        currencies,
        rooms: [room({ number: '10', floor: 2 }), room({ number: '9', floor: 2 }), room({ number: '1', floor: 1, entrance: 2 })],
      },
      'uz',
    );
    expect(grid.floors).toEqual([3, 2, 1]);
    expect(grid.entrances).toEqual([1, 2]);
    expect(grid.cells.map((c) => [c.floor, c.entrance, c.rooms.map((r) => r.number)])).toEqual([
      [2, 1, ['9', '10']],
      [1, 2, ['1']],
    ]);
    expect(grid.cells[1].rooms[0]).toMatchObject({ area: '50.00', price: '50000.00', price_per_m2: '1000.00', currency_code: 'USD', status_code: 'free' });
  });

  it('sums count, area and value per status and currency with decimals (no float drift)', () => {
    const grid = assembleGrid(
      {
        building,
        statuses,
        currencies,
        rooms: [
          room({ status_id: 3, area: D('0.10'), price: D('0.10') }),
          room({ status_id: 3, area: D('0.20'), price: D('0.20') }),
          room({ status_id: 3, currency_id: 1, price: D('999999999999999.99'), area: D('1.00') }),
          room({ status_id: 1 }),
        ],
      },
      'ru',
    );
    expect(grid.totals.find((t) => t.status_code === 'sold')).toEqual({
      status: 3,
      status_code: 'sold',
      status_name: 'Продана',
      count: 3,
      area: '1.30',
      value: { UZS: '999999999999999.99', USD: '0.30' },
    });
    expect(grid.totals.find((t) => t.status_code === 'closed')).toMatchObject({ count: 0, area: '0.00', value: { UZS: '0.00', USD: '0.00' } });
    expect(grid.totals.map((t) => t.status_code)).toEqual(['free', 'booked', 'sold', 'closed']);
  });

  it('stretches the grid to rooms beyond the declared floors', () => {
    const grid = assembleGrid({ building, statuses, currencies, rooms: [room({ floor: 5 })] }, 'uz');
    expect(grid.floors).toEqual([5, 4, 3, 2, 1]);
  });
});
