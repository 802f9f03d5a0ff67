import { ImportContext, parseDecimal, parseInteger, validateRoomRows } from './room-import';
import { SheetRow } from '../../common/xlsx';

const ctx: ImportContext = {
  building: { floor_count: 9, entrance_count: 2 },
  existingNumbers: new Set(['101']),
  statuses: [
    { id: 1, code: 'free', name_uz: "Bo'sh", name_ru: 'Свободна' },
    { id: 2, code: 'booked', name_uz: 'Band qilingan', name_ru: 'Забронирована' },
    { id: 3, code: 'sold', name_uz: 'Sotilgan', name_ru: 'Продана' },
    { id: 4, code: 'closed', name_uz: 'Yopiq', name_ru: 'Закрыта' },
  ],
  currencies: [
    { id: 1, code: 'UZS' },
    { id: 2, code: 'USD' },
  ],
  defaultCurrencyId: 2,
  freeStatusId: 1,
};
const ALL = ['number', 'floor', 'entrance', 'area', 'rooms_count', 'price', 'currency', 'status', 'block', 'description'];
const row = (n: number, v: Record<string, string | null>): SheetRow => ({
  row: n,
  values: { number: null, floor: null, entrance: null, area: null, rooms_count: null, price: null, currency: null, status: null, block: null, description: null, ...v },
});
const good = (n: number, number: string, over: Record<string, string | null> = {}) =>
  row(n, { number, floor: '2', entrance: '1', area: '65.4', price: '85000', ...over });

describe('room import rows', () => {
  it('turns valid rows into rooms with defaults (USD, free)', () => {
    const { rooms, errors } = validateRoomRows([good(2, '1', { rooms_count: '2', block: 'A', status: 'Yopiq', currency: 'uzs' })], ALL, ctx);
    expect(errors).toEqual([]);
    expect(rooms).toEqual([
      { row: 2, number: '1', floor: 2, entrance: 1, area: '65.40', rooms_count: 2, price: '85000.00', currency_id: 1, status_id: 4, block: 'A', description: null },
    ]);
    expect(validateRoomRows([good(2, '1')], ALL, ctx).rooms[0]).toMatchObject({ currency_id: 2, status_id: 1 });
  });

  it('reports every bad cell with its row and column', () => {
    const { rooms, errors } = validateRoomRows(
      [
        good(2, '1'),
        good(3, '1'),
        good(4, '101'),
        row(5, { number: '5', floor: 'x', entrance: '3', area: '0', price: '-1', currency: 'EUR', status: 'sold' }),
        row(6, { number: '6' }),
      ],
      ALL,
      ctx,
    );
    expect(rooms.map((r) => r.row)).toEqual([2]);
    expect(errors.map((e) => `${e.row}:${e.field}:${e.code}`)).toEqual([
      '3:number:import.duplicate',
      '4:number:unique',
      '5:floor:invalid',
      '5:entrance:room.entrance_out_of_range',
      '5:area:invalid',
      '5:price:invalid',
      '5:currency:import.not_in_list',
      '5:status:import.status_not_allowed',
      '6:floor:required',
      '6:entrance:required',
      '6:area:required',
      '6:price:required',
    ]);
  });

  it('names the allowed values of a fixed set, per language', () => {
    const { errors } = validateRoomRows([good(2, '1', { currency: 'EUR', status: 'nope' }), good(3, '2', { status: 'Продана' })], ALL, ctx);
    expect(errors).toEqual([
      { row: 2, field: 'currency', code: 'import.not_in_list', params: { allowed: 'UZS, USD' } },
      { row: 2, field: 'status', code: 'import.not_in_list', params: { allowed_uz: "Bo'sh, Yopiq", allowed_ru: 'Свободна, Закрыта' } },
      { row: 3, field: 'status', code: 'import.status_not_allowed', params: { allowed_uz: "Bo'sh, Yopiq", allowed_ru: 'Свободна, Закрыта' } },
    ]);
  });

  it('needs the required columns in the header', () => {
    const { errors } = validateRoomRows([good(2, '1')], ['number', 'floor'], ctx);
    expect(errors.map((e) => `${e.row}:${e.field}:${e.code}`)).toEqual(['1:entrance:import.missing_column', '1:area:import.missing_column', '1:price:import.missing_column']);
  });

  it('reads numbers as spreadsheets write them', () => {
    expect(parseDecimal('85 000,5', 18)).toBe('85000.50');
    expect(parseDecimal('65.40000000001', 8)).toBe('65.40');
    expect(parseDecimal('0.005', 8)).toBe('0.01');
    expect(parseDecimal('1e5', 8)).toBeNull();
    expect(parseDecimal('123456789', 8)).toBeNull();
    expect(parseInteger('3')).toBe(3);
    expect(parseInteger('3.0')).toBe(3);
    expect(parseInteger('3.5')).toBeNull();
  });
});
