import type { AuditEntity } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';

/** Records that belong to another: their entity, and the SQL that selects their ids from the owner's id. */
interface Part {
  entity: AuditEntity;
  ids: (id: number) => Prisma.Sql;
  /** Up to a million per owner (a wallet's operations): the page is found another way when they are many (below). */
  many?: boolean;
}

const ids = (table: string, column: string) => (id: number) => Prisma.sql`SELECT c.id FROM ${Prisma.raw(table)} c WHERE c.${Prisma.raw(column)} = ${id}::int`;

/** What `?related=true` adds to a record's history. Other entities have nothing related: the flag changes nothing. */
export const RELATED_PARTS: Partial<Record<AuditEntity, Part[]>> = {
  sale: [
    { entity: 'client_debt', ids: ids('client_debt', 'sale_id') },
    {
      entity: 'payment_report',
      ids: (id) => Prisma.sql`SELECT c.id FROM payment_report c WHERE c.client_debt_id IN (SELECT d.id FROM client_debt d WHERE d.sale_id = ${id}::int)`,
    },
    { entity: 'refusal', ids: ids('refusal', 'sale_id') },
    // The selling operation (sale_id) and every operation of its payments (payment_report_id: an
    // edited payment's reversed, reversing and new ones too).
    {
      entity: 'wallet_operation',
      ids: (id) => Prisma.sql`SELECT c.id FROM wallet_operation c WHERE c.sale_id = ${id}::int
        UNION SELECT c.id FROM wallet_operation c JOIN payment_report p ON p.id = c.payment_report_id JOIN client_debt d ON d.id = p.client_debt_id
        WHERE d.sale_id = ${id}::int`,
    },
  ],
  client_debt: [{ entity: 'payment_report', ids: ids('payment_report', 'client_debt_id') }],
  wallet: [{ entity: 'wallet_operation', ids: ids('wallet_operation', 'wallet_id'), many: true }],
  supplier: [{ entity: 'supplier_operation', ids: ids('supplier_operation', 'supplier_id'), many: true }],
  investor: [{ entity: 'wallet_operation', ids: ids('wallet_operation', 'investor_id'), many: true }],
  employee: [{ entity: 'wallet_operation', ids: ids('wallet_operation', 'employee_id'), many: true }],
};

/**
 * Up to this many records of a `many` part, a page reads all their entries (through
 * audit_log_entity_idx, ~2 µs each) and keeps the newest; beyond it, it walks the trail in the
 * page's order and keeps the entries of those records (each checked by primary key), which stops
 * after a page's worth when they are a fair share of the trail.
 */
export const FEW_RECORDS = 10_000;

/**
 * A record's entries and those of the records that belong to it, as SQL over `audit_log t`: one
 * SELECT per entity, joined by UNION ALL (the parts are disjoint: each has its own entity). The
 * related ids never leave PostgreSQL (a wallet has up to a million operations): each part selects
 * its entries by `entity_id IN (subquery)` or `= ANY(ARRAY(subquery))`. `condition` is the list's
 * other filters and search on `t` (whereSql), repeated in each part.
 *
 * Why parts and not one `WHERE own OR (entity = … AND entity_id IN (…))`: PostgreSQL cannot turn an
 * IN inside an OR into a join; a million ids do not fit a hashed subplan, and the subquery would run
 * again for every entry of the trail. Each part on its own is planned as a join (the count) or as a
 * top-N of its own (the page: each part ordered and cut to the page's end, then merged).
 */
export class RelatedEntries {
  private constructor(
    private readonly entity: AuditEntity,
    private readonly id: number,
    private readonly parts: Part[],
  ) {}

  /** Null when the entity has no related records (its own entries are the plain filters' answer). */
  static of(entity: AuditEntity, id: number): RelatedEntries | null {
    const parts = RELATED_PARTS[entity];
    return parts ? new RelatedEntries(entity, id, parts) : null;
  }

  /** `SELECT count(*)::int AS count`: every part as a join (hash or merge join for a million). */
  count(condition: Prisma.Sql): Prisma.Sql {
    const selects = [this.own(Prisma.sql`1`, condition), ...this.parts.map((part) => this.part(Prisma.sql`1`, part, 'in', condition))];
    return Prisma.sql`SELECT count(*)::int AS count FROM (${Prisma.join(selects, ' UNION ALL ')}) t`;
  }

  /** The page's rows (`t.*`) in `order`: each part's first `offset + limit` in that order, merged, then the window. */
  rows(condition: Prisma.Sql, order: Prisma.Sql, limit: number, offset: number): Prisma.Sql {
    const end = Prisma.sql` ORDER BY ${order} LIMIT ${offset + limit}::bigint`;
    const all = Prisma.sql`t.*`;
    const selects: Prisma.Sql[] = [this.own(all, condition, end)];
    for (const part of this.parts) {
      if (!part.many) {
        selects.push(this.part(all, part, 'array', condition, end));
        continue;
      }
      // Which of the two runs is settled once per statement (a one-time filter): the other is never executed.
      const few = Prisma.sql`(SELECT count(*) FROM (${part.ids(this.id)} LIMIT ${FEW_RECORDS + 1}) f)`;
      selects.push(this.part(all, part, 'array', Prisma.sql`${few} <= ${FEW_RECORDS} AND ${condition}`, end));
      selects.push(this.part(all, part, 'in', Prisma.sql`${few} > ${FEW_RECORDS} AND ${condition}`, end));
    }
    return Prisma.sql`SELECT t.* FROM (${Prisma.join(selects.map((select) => Prisma.sql`(${select})`), ' UNION ALL ')}) t ORDER BY ${order} LIMIT ${limit}::bigint OFFSET ${offset}::bigint`;
  }

  private own(select: Prisma.Sql, condition: Prisma.Sql, end = Prisma.empty): Prisma.Sql {
    return Prisma.sql`SELECT ${select} FROM audit_log t WHERE t.entity = ${this.entity} AND t.entity_id = ${this.id}::int AND ${condition}${end}`;
  }

  /**
   * One part's entries. `array`: the ids computed first, then their entries by index (the planner
   * cannot start from the trail's order instead). `in`: a semi-join, the planner's choice.
   */
  private part(select: Prisma.Sql, part: Part, form: 'array' | 'in', condition: Prisma.Sql, end = Prisma.empty): Prisma.Sql {
    const match = form === 'array' ? Prisma.sql`= ANY(ARRAY(${part.ids(this.id)}))` : Prisma.sql`IN (${part.ids(this.id)})`;
    return Prisma.sql`SELECT ${select} FROM audit_log t WHERE t.entity = ${part.entity} AND t.entity_id ${match} AND ${condition}${end}`;
  }
}
