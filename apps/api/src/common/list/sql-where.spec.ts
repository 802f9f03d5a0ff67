import { Prisma } from '../../generated/prisma/client';
import { orderSql, SqlModel, whereSql } from './sql-where';

const status: SqlModel = { table: 'room_status', columns: { id: 'int', code: 'text' } };
const model: SqlModel = {
  table: 'room',
  columns: { id: 'int', number: 'text', area: 'numeric', status_id: 'int', client_id: 'int', next_call_date: 'date', kind: 'enum:sms_status' },
  relations: { status: { model: status, foreignKey: 'status_id' } },
  lists: { photos: { model: { table: 'room_photo', columns: { kind: 'text' } }, foreignKey: 'room_id' } },
};

const text = (sql: Prisma.Sql) => ({ sql: sql.sql.replace(/\s+/g, ' ').trim(), values: sql.values });

describe('whereSql: the Prisma where subset the lists use, as SQL with the same meaning', () => {
  it('equality, null, ranges, in and the date and enum casts', () => {
    expect(text(whereSql(model, { status_id: 2, client_id: null }))).toEqual({ sql: 't.status_id = ?::int AND t.client_id IS NULL', values: [2] });
    expect(text(whereSql(model, { area: { gte: '40.5', lte: '80' } }))).toEqual({ sql: 't.area >= ?::numeric AND t.area <= ?::numeric', values: ['40.5', '80'] });
    expect(text(whereSql(model, { id: { in: [1, 2] } }))).toEqual({ sql: 't.id = ANY(?::int[])', values: [[1, 2]] });
    expect(text(whereSql(model, { next_call_date: { lt: new Date('2026-11-23T00:00:00Z') } })).values).toEqual(['2026-11-23']);
    expect(text(whereSql(model, { kind: 'sent' })).sql).toBe('t.kind = ?::sms_status');
  });

  it('not excludes NULLs like Prisma; contains is LIKE, ILIKE when insensitive, with the value as given', () => {
    expect(text(whereSql(model, { status_id: { not: 1 } })).sql).toBe('t.status_id <> ?::int');
    expect(text(whereSql(model, { number: { contains: '1%2', mode: 'insensitive' } }))).toEqual({ sql: 't.number ILIKE ?', values: ['%1%2%'] });
    expect(text(whereSql(model, { number: { contains: '12' } })).sql).toBe('t.number LIKE ?');
  });

  it('AND, OR and relation filters', () => {
    const sql = text(whereSql(model, { OR: [{ number: { contains: 'A' } }, { status: { code: 'sold' } }], AND: [{ id: 3 }] }));
    expect(sql.sql).toBe(
      '((t.number LIKE ?) OR (EXISTS (SELECT 1 FROM room_status t_status WHERE t_status.id = t.status_id AND t_status.code = ?::text))) AND (t.id = ?::int)',
    );
    expect(sql.values).toEqual(['%A%', 'sold', 3]);
    expect(text(whereSql(model, { OR: [] })).sql).toBe('FALSE');
    expect(text(whereSql(model, {})).sql).toBe('TRUE');
  });

  it('some on a to-many relation: an id lookup computed once (indexable inside an OR)', () => {
    expect(text(whereSql(model, { OR: [{ number: '7' }, { photos: { some: { kind: { contains: 'plan' } } } }] }))).toEqual({
      sql: '((t.number = ?::text) OR (t.id = ANY(ARRAY(SELECT t_photos.room_id FROM room_photo t_photos WHERE t_photos.kind LIKE ?))))',
      values: ['7', '%plan%'],
    });
    expect(() => whereSql(model, { photos: { every: { kind: 'x' } } })).toThrow(/only some/);
  });

  it('refuses what it does not know instead of dropping a filter', () => {
    expect(() => whereSql(model, { price: 1 })).toThrow(/room.price is not declared/);
    expect(() => whereSql(model, { number: { startsWith: 'A' } })).toThrow(/operator startsWith/);
    expect(() => whereSql(model, { status_id: { not: { in: [1] } } })).toThrow(/nested not/);
  });
});

describe('orderSql', () => {
  it('keeps PostgreSQL’s default null order unless the ordering names one', () => {
    expect(text(orderSql(model, [{ number: 'asc' }, { next_call_date: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }])).sql).toBe(
      't.number ASC, t.next_call_date DESC NULLS LAST, t.id DESC',
    );
    expect(() => orderSql(model, [{ price: 'asc' }])).toThrow(/not declared for ordering/);
  });
});
