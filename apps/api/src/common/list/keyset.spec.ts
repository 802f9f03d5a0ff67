import { keysetAfter, keysetRows } from './keyset';

describe('keyset pagination', () => {
  it('keyset: the rows after the last one in the ordering', () => {
    const last = { date: new Date('2026-01-01T00:00:00Z'), id: 10, amount: 5 };
    expect(keysetAfter([{ date: 'desc' }, { id: 'desc' }], last)).toEqual({
      AND: [{ date: { lte: last.date } }, { OR: [{ date: { lt: last.date } }, { AND: [{ date: last.date }, { id: { lt: 10 } }] }] }],
    });
    expect(keysetAfter([{ amount: 'asc' }, { id: 'desc' }], last)).toEqual({
      AND: [{ amount: { gte: 5 } }, { OR: [{ amount: { gt: 5 } }, { AND: [{ amount: 5 }, { id: { lt: 10 } }] }] }],
    });
  });

  it('reads page after page until a short one, each after the last row of the one before', async () => {
    const rows = [1, 2, 3, 4, 5].map((id) => ({ id }));
    const wheres: unknown[] = [];
    const fetch = async (where: object, take: number) => {
      wheres.push(where);
      const after = wheres.length === 1 ? 0 : (wheres.length - 1) * take;
      return rows.slice(after, after + take);
    };
    const seen: number[] = [];
    for await (const id of keysetRows({ kind: 'x' }, [{ id: 'asc' }], fetch, (row) => row.id, 2)) seen.push(id);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(wheres[0]).toEqual({ kind: 'x' });
    expect(wheres[1]).toEqual({ AND: [{ kind: 'x' }, keysetAfter([{ id: 'asc' }], { id: 2 })] });
    expect(wheres).toHaveLength(3);
  });
});
