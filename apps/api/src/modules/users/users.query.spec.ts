import { buildUserWhere, userSearch } from './users.query';

describe('users query', () => {
  it('searches the name, and the phone by its digits', () => {
    expect(userSearch('+998 (90) 12')).toEqual({
      OR: [{ full_name: { contains: '+998 (90) 12', mode: 'insensitive' } }, { phone_number: { contains: '9989012' } }],
    });
    expect(userSearch('Ali')).toEqual({ OR: [{ full_name: { contains: 'Ali', mode: 'insensitive' } }] });
  });

  it('filters by role and activity only when given', () => {
    expect(buildUserWhere({})).toEqual({});
    expect(buildUserWhere({ role: 2, is_active: false })).toEqual({ role_id: 2, is_active: false });
  });
});
