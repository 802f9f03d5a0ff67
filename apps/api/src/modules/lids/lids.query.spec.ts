import { buildLidWhere, dateOnly, lidSearch } from './lids.query';

describe('lead list filters', () => {
  const today = '2026-03-10';

  it('today: next_call_date equals the business date', () => {
    expect(buildLidWhere({ today: true }, today)).toEqual({ AND: [{ next_call_date: dateOnly(today) }] });
  });

  it('overdue: before today, not cancelled, not archived', () => {
    expect(buildLidWhere({ overdue: true }, today)).toEqual({
      AND: [{ next_call_date: { lt: dateOnly(today) } }, { status_id: { not: 3 } }, { archived: false }],
    });
  });

  it('plain filters map to columns; absent ones add nothing', () => {
    expect(buildLidWhere({}, today)).toEqual({});
    expect(buildLidWhere({ status: 2, archived: false, seller: 7, operator: 8, region: 1, city: 101 }, today)).toEqual({
      status_id: 2,
      archived: false,
      seller_id: 7,
      operator_id: 8,
      region_id: 1,
      city_id: 101,
    });
  });

  it('search matches phone digits only with at least two digits', () => {
    expect(lidSearch('Ali').OR).toEqual([{ search_key: { contains: 'Ali', mode: 'insensitive' } }]);
    expect(lidSearch('90 12').OR).toContainEqual({ phone_number: { contains: '9012' } });
  });
});
