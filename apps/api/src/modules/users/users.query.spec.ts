import { buildUserWhere, userSearch } from './users.query';

describe('users query', () => {
  it('searches the name, and the phone by its digits', () => {
    expect(userSearch('+998 (90) 12')).toEqual({
      OR: [{ search_key: { contains: '+998 (90) 12', mode: 'insensitive' } }, { phone_number: { contains: '9989012' } }],
    });
    expect(userSearch('Gʻayrat')).toEqual({ OR: [{ search_key: { contains: 'Gayrat', mode: 'insensitive' } }] });
  });

  it('filters by role and activity only when given', () => {
    expect(buildUserWhere({})).toEqual({});
    expect(buildUserWhere({ role: 2, is_active: false })).toEqual({ role_id: 2, is_active: false });
  });
});
