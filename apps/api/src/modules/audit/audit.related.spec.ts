import { Prisma } from '../../generated/prisma/client';
import { FEW_RECORDS, RELATED_PARTS, RelatedEntries } from './audit.related';

const text = (sql: Prisma.Sql) => sql.sql.replace(/\s+/g, ' ');

describe('RelatedEntries: a record with the records that belong to it, in SQL', () => {
  it('has parts for a sale, a debt, a wallet, a supplier, an investor and an employee only', () => {
    expect(Object.keys(RELATED_PARTS).sort()).toEqual(['client_debt', 'employee', 'investor', 'sale', 'supplier', 'wallet']);
    expect(RelatedEntries.of('client', 1)).toBeNull();
    expect(RELATED_PARTS.sale!.map((part) => part.entity)).toEqual(['client_debt', 'payment_report', 'refusal', 'wallet_operation']);
  });

  it('counts each part as a join of its own (UNION ALL, no OR), the ids left in SQL', () => {
    const sql = RelatedEntries.of('wallet', 7)!.count(Prisma.sql`t.action = ${'create'}`);
    expect(text(sql)).toBe(
      'SELECT count(*)::int AS count FROM (SELECT 1 FROM audit_log t WHERE t.entity = ? AND t.entity_id = ?::int AND t.action = ? UNION ALL ' +
        'SELECT 1 FROM audit_log t WHERE t.entity = ? AND t.entity_id IN (SELECT c.id FROM wallet_operation c WHERE c.wallet_id = ?::int) AND t.action = ?) t',
    );
    expect(sql.values).toEqual(['wallet', 7, 'create', 'wallet_operation', 7, 'create']);
  });

  it("cuts each part to the page's end in the page's order; a many part runs one of two ways, chosen by a capped count", () => {
    const sql = RelatedEntries.of('wallet', 7)!.rows(Prisma.sql`TRUE`, Prisma.sql`t.at DESC, t.id DESC`, 10, 30);
    const body = text(sql);
    expect(body.match(/ORDER BY t\.at DESC, t\.id DESC LIMIT \?::bigint\)/g)).toHaveLength(3);
    expect(body).toContain('= ANY(ARRAY(SELECT c.id FROM wallet_operation c WHERE c.wallet_id = ?::int))');
    expect(body).toContain('IN (SELECT c.id FROM wallet_operation c WHERE c.wallet_id = ?::int)');
    expect(body).toMatch(/\) t ORDER BY t\.at DESC, t\.id DESC LIMIT \?::bigint OFFSET \?::bigint$/);
    expect(sql.values.slice(-2)).toEqual([10, 30]);
    expect(sql.values).toContain(FEW_RECORDS + 1);
    expect(sql.values.filter((v) => v === 40)).toHaveLength(3); // offset + limit in each part
    // A sale's parts are few: read by their ids only.
    expect(text(RelatedEntries.of('sale', 3)!.rows(Prisma.sql`TRUE`, Prisma.sql`t.id`, 10, 0))).not.toContain(' IN (SELECT c.id');
  });
});
