import { parseOrdering } from '../../common/list/paginate';
import { buildRefusalWhere, refusalListSpec, refusalSearch } from './refusals.query';

describe('refusals query', () => {
  it('filters client and building through the sale, currency and Tashkent days directly', () => {
    expect(buildRefusalWhere({})).toEqual({});
    expect(buildRefusalWhere({ client: 1, building: 2, currency: 1, date_from: '2026-03-01' })).toEqual({
      sale: { client_id: 1, room: { building_id: 2 } },
      currency_id: 1,
      created_at: { gte: new Date('2026-02-28T19:00:00Z') },
    });
  });

  it('searches the client name, the room number, and the phone when the term is digits', () => {
    expect(refusalSearch('Ali').OR).toHaveLength(2);
    expect(refusalSearch('90 123').OR).toContainEqual({ sale: { client: { phone_number: { contains: '90123' } } } });
  });

  it('newest first by default', () => {
    expect(parseOrdering(undefined, refusalListSpec)).toEqual([{ created_at: 'desc' }, { id: 'desc' }]);
  });
});
