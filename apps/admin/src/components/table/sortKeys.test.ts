import { describe, expect, it } from 'vitest';
import { nextSortKeys, parseSortKeys, toSortPayload, type SortKey } from './sortKeys';
import { toOrdering } from '../../providers/dataProvider';

const asc = (field: string): SortKey => ({ field, order: 'ASC' });
const desc = (field: string): SortKey => ({ field, order: 'DESC' });

describe('multi-column sort (document 2, section 4)', () => {
  it('a plain click cycles none → ascending → descending → none', () => {
    expect(nextSortKeys([], 'name', false)).toEqual([asc('name')]);
    expect(nextSortKeys([asc('name')], 'name', false)).toEqual([desc('name')]);
    expect(nextSortKeys([desc('name')], 'name', false)).toEqual([]);
  });

  it('a plain click clears the other columns', () => {
    expect(nextSortKeys([asc('name'), desc('created_at')], 'price', false)).toEqual([asc('price')]);
    expect(nextSortKeys([asc('name'), asc('created_at')], 'created_at', false)).toEqual([desc('created_at')]);
  });

  it('a shift-click adds a column, turns it descending in place, then removes it', () => {
    const one = [asc('name')];
    const two = nextSortKeys(one, 'created_at', true);
    expect(two).toEqual([asc('name'), asc('created_at')]);
    const flipped = nextSortKeys(two, 'created_at', true);
    expect(flipped).toEqual([asc('name'), desc('created_at')]);
    expect(nextSortKeys(flipped, 'created_at', true)).toEqual([asc('name')]);
    expect(nextSortKeys([asc('name'), asc('created_at')], 'name', true)).toEqual([desc('name'), asc('created_at')]);
  });

  it('round-trips through react-admin’s single sort and reaches the API as one ordering list', () => {
    const keys = [asc('name'), desc('created_at')];
    const payload = toSortPayload(keys);
    expect(payload).toEqual({ field: 'name,-created_at', order: 'ASC' });
    expect(parseSortKeys(payload)).toEqual(keys);
    expect(toOrdering(payload)).toBe('name,-created_at');
    expect(toOrdering(toSortPayload([desc('price')]))).toBe('-price');
    expect(toSortPayload([])).toEqual({ field: '', order: 'ASC' });
    expect(parseSortKeys({ field: 'price', order: 'DESC' })).toEqual([desc('price')]);
  });
});
