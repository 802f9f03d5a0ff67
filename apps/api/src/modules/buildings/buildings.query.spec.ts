import { parseOrdering } from '../../common/list/paginate';
import { blockListSpec, buildBlockWhere, buildGroupWhere, buildingListSpec } from './buildings.query';

describe('buildings query', () => {
  it('searches buildings by name or address', () => {
    expect(buildingListSpec.search!('Navro')).toEqual({
      OR: [{ name: { contains: 'Navro', mode: 'insensitive' } }, { address: { contains: 'Navro', mode: 'insensitive' } }],
    });
  });

  it('orders buildings newest first by default, with the id as tiebreaker', () => {
    expect(parseOrdering(undefined, buildingListSpec)).toEqual([{ created_at: 'desc' }, { id: 'desc' }]);
    expect(parseOrdering('name,-floor_count', buildingListSpec)).toEqual([{ name: 'asc' }, { floor_count: 'desc' }, { id: 'desc' }]);
  });

  it('filters blocks and groups by building only when given', () => {
    expect(buildBlockWhere({})).toEqual({});
    expect(buildBlockWhere({ building: 3 })).toEqual({ building_id: 3 });
    expect(buildGroupWhere({ building: 3 })).toEqual({ buildings: { some: { building_id: 3 } } });
    expect(parseOrdering(undefined, blockListSpec)).toEqual([{ name: 'asc' }, { id: 'asc' }]);
  });
});
