import { ApiError } from '../errors/api-error';
import { combineWhere, joinArrays, paginate, pageWindow, parseOrdering, ListSpec } from './paginate';

const spec: ListSpec<Record<string, unknown>, Record<string, string>> = {
  ordering: { name: (d) => ({ name: d }), date: (d) => ({ created_at: d }) },
  defaultOrdering: '-date',
  tiebreaker: { id: 'desc' },
};

describe('parseOrdering', () => {
  it('reads comma-separated fields with "-" for descending and appends the tiebreaker', () => {
    expect(parseOrdering('name,-date', spec)).toEqual([{ name: 'asc' }, { created_at: 'desc' }, { id: 'desc' }]);
  });

  it('uses the default ordering when none is given', () => {
    expect(parseOrdering(undefined, spec)).toEqual([{ created_at: 'desc' }, { id: 'desc' }]);
    expect(parseOrdering('  ', spec)).toEqual([{ created_at: 'desc' }, { id: 'desc' }]);
  });

  it('refuses a field that is not whitelisted (no ordering by unindexed or private columns)', () => {
    expect(() => parseOrdering('password_hash', spec)).toThrow(ApiError);
    expect(() => parseOrdering('constructor', spec)).toThrow(ApiError);
    // The error is caught explicitly: a parse that did not throw fails here instead of passing silently.
    let caught: unknown;
    try {
      parseOrdering('name,-secret', spec);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).status).toBe(400);
    expect((caught as ApiError).errors[0]).toMatchObject({ field: 'ordering', code: 'invalid' });
  });
});

describe('pageWindow', () => {
  it('defaults to page 1 of 20', () => {
    expect(pageWindow({}, {})).toEqual({ skip: 0, take: 20 });
  });

  it('caps page_size at 1000 unless the list allows more', () => {
    expect(pageWindow({ page: 3, page_size: 50000 }, {})).toEqual({ skip: 2000, take: 1000 });
    expect(pageWindow({ page_size: 50000 }, { maxPageSize: 10000 })).toEqual({ skip: 0, take: 10000 });
  });

  it('takes the list default page size', () => {
    expect(pageWindow({ page: 2 }, { defaultPageSize: 10 })).toEqual({ skip: 10, take: 10 });
  });
});

describe('combineWhere', () => {
  it('drops empty parts and ANDs the rest', () => {
    expect(combineWhere()).toEqual({});
    expect(combineWhere({ a: 1 }, undefined, false)).toEqual({ a: 1 });
    expect(combineWhere({ a: 1 }, { b: 2 })).toEqual({ AND: [{ a: 1 }, { b: 2 }] });
  });
});

describe('paginate', () => {
  it('passes where (filters AND search), ordering with tiebreaker and the page window, and maps the rows', async () => {
    const calls: Record<string, unknown>[] = [];
    const delegate = {
      count: async (args: Record<string, unknown>) => (calls.push({ count: args }), 42),
      findMany: async (args: Record<string, unknown>) => (calls.push({ findMany: args }), [{ id: 7, name: 'Oʻktam' }]),
    };
    const page = await paginate(delegate, { page: 2, page_size: 10, search: '  ali ', ordering: 'name' }, { ...spec, search: (term): Record<string, unknown> => ({ q: term }) }, {
      where: { active: true },
      map: (row: { id: number; name: string }) => ({ id: row.id, label: row.name }),
    });
    expect(page).toEqual({ count: 42, results: [{ id: 7, label: 'Oʻktam' }] });
    const where = { AND: [{ active: true }, { q: 'ali' }] };
    expect(calls).toEqual([{ count: { where } }, { findMany: { where, orderBy: [{ name: 'asc' }, { id: 'desc' }], skip: 10, take: 10 } }]);
  });
});

describe('joinArrays (a big page written in parts)', () => {
  it('joins the parts in order, skipping empty ones', () => {
    expect(joinArrays(['[{"id":1}, \n {"id":2}]', '[]', '[{"id":3}]'])).toBe('[{"id":1}, \n {"id":2},{"id":3}]');
    expect(JSON.parse(joinArrays(['[]', '[{"a":"]"}]', '[{"b":"["}]']))).toEqual([{ a: ']' }, { b: '[' }]);
    expect(joinArrays(['[]', '[]'])).toBe('[]');
    expect(joinArrays([])).toBe('[]');
  });
});
