import { parseOrdering } from '../../common/list/paginate';
import { blockListSpec, buildBlockWhere, buildGroupWhere, buildingListSpec } from './buildings.query';

describe('buildings query', () => {
  it('searches buildings by name or address through the folded search key', () => {
    expect(buildingListSpec.search!("Navro'z")).toEqual({ search_key: { contains: 'Navroz', mode: 'insensitive' } });
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
