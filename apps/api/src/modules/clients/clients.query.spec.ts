import { buildClientWhere, clientSearch, clientSearchSql } from './clients.query';

describe('client search', () => {
  it('searches name and company; phone digits; clients found by extra phones by id', () => {
    expect(clientSearch('Oʻktam')).toEqual({ OR: [{ search_key: { contains: 'Oktam', mode: 'insensitive' } }] });
    const where = clientSearch('+998 (90) 123', [5, 9]);
    expect(where.OR).toContainEqual({ phone_number: { contains: '99890123' } });
    expect(where.OR).toContainEqual({ id: { in: [5, 9] } });
  });

  it('the SQL list matches extra phones through the relation (from 3 digits), in its one statement', () => {
    expect(clientSearchSql('+998 (90) 123').OR).toContainEqual({ additional_numbers: { some: { phone_number: { contains: '99890123' } } } });
    expect(clientSearchSql('12').OR).toEqual([{ search_key: { contains: '12', mode: 'insensitive' } }, { phone_number: { contains: '12' } }]);
    expect(clientSearchSql('Karimov')).toEqual(clientSearch('Karimov'));
  });

  it('filters region, city, status', () => {
    expect(buildClientWhere({ region: 1, city: 101, status: 2 })).toEqual({ region_id: 1, city_id: 101, status_id: 2 });
    expect(buildClientWhere({})).toEqual({});
  });
});
