import { parseOrdering } from '../../common/list/paginate';
import { tashkentDayRange } from '../../common/clock/clock';
import { buildSaleWhere, saleListSpec, saleSearch } from './sales.query';

describe('sales query', () => {
  it('filters only by what is given', () => {
    expect(buildSaleWhere({})).toEqual({});
    expect(buildSaleWhere({ building: 3, client: 4, seller: 5, status: 'pending', currency: 2 })).toEqual({
      room: { building_id: 3 },
      client_id: 4,
      seller_id: 5,
      status: 'pending',
      currency_id: 2,
    });
  });

  it('reads date ranges as whole Tashkent days (UTC+5)', () => {
    expect(tashkentDayRange('2026-03-01', '2026-03-31')).toEqual({
      gte: new Date('2026-02-28T19:00:00.000Z'),
      lt: new Date('2026-03-31T19:00:00.000Z'),
    });
    expect(buildSaleWhere({ approved_from: '2026-03-01' })).toEqual({ approved_at: { gte: new Date('2026-02-28T19:00:00.000Z') } });
    expect(tashkentDayRange()).toBeUndefined();
  });

  it('searches buyer names, room numbers, contract numbers (exact or prefix), and phones only for phone-like terms', () => {
    expect((saleSearch('Ali') as { OR: unknown[] }).OR).toHaveLength(4);
    expect((saleSearch('3-1') as { OR: unknown[] }).OR).toContainEqual({ contract_number: { startsWith: '3-1' } });
    expect((saleSearch('90 123') as { OR: unknown[] }).OR).toEqual(
      expect.arrayContaining([{ client: { phone_number: { contains: '90123' } } }, { lid: { phone_number: { contains: '90123' } } }]),
    );
  });

  it('orders newest first by default; only whitelisted fields', () => {
    expect(parseOrdering(undefined, saleListSpec)).toEqual([{ created_at: 'desc' }, { id: 'desc' }]);
    expect(parseOrdering('-sold_amount', saleListSpec)).toEqual([{ sold_amount: 'desc' }, { id: 'desc' }]);
    expect(() => parseOrdering('comment', saleListSpec)).toThrow();
  });
});
