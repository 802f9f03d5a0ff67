import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { DateError, ErrorCode } from '@mijozlar/shared';
import { tashkentDayStart } from '../../common/clock/clock';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import type { ConstructionOperationFiltersDto } from './dto/construction.dto';

/** Projects: ordering by id, name or created_at (each indexed); search by name. */
export const constructionListSpec: ListSpec<Prisma.ConstructionProjectWhereInput, Prisma.ConstructionProjectOrderByWithRelationInput> = {
  ordering: {
    ...orderByColumns<Prisma.ConstructionProjectOrderByWithRelationInput>('id', 'name', 'created_at'),
  },
  defaultOrdering: '-created_at',
  tiebreaker: { id: 'desc' },
  search: (term) => ({ name: { contains: term, mode: 'insensitive' } }),
};

/** A LIKE pattern that matches `term` literally anywhere. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What a project has spent, per currency, in SQL: its `construction` wallet withdrawals net of
 * their reversals (in the wallet's currency) and the supplier deliveries tied to it
 * (operation_price in the delivery's currency). `projects` is a SQL fragment giving project ids.
 */
export function spentSql(projects: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH ops AS (
      SELECT wo.construction_id AS project_id, w.currency_id,
             SUM(CASE WHEN wo.operation_type = 'withdraw' THEN wo.amount ELSE -wo.amount END) AS amount
      FROM wallet_operation wo JOIN wallet w ON w.id = wo.wallet_id
      WHERE wo.kind = 'construction' AND wo.construction_id IN (${projects})
      GROUP BY 1, 2
    ), dels AS (
      SELECT so.construction_id AS project_id, so.currency_id, SUM(so.operation_price) AS amount
      FROM supplier_operation so
      WHERE so.kind = 'delivery' AND so.construction_id IN (${projects})
      GROUP BY 1, 2
    )
    SELECT COALESCE(o.project_id, d.project_id) AS project_id,
           COALESCE(o.currency_id, d.currency_id) AS currency_id,
           COALESCE(o.amount, 0)::numeric(20,2) AS operations,
           COALESCE(d.amount, 0)::numeric(20,2) AS deliveries
    FROM ops o FULL OUTER JOIN dels d ON d.project_id = o.project_id AND d.currency_id = o.currency_id`;
}

export interface SpentRow {
  project_id: number;
  currency_id: number;
  operations: Prisma.Decimal;
  deliveries: Prisma.Decimal;
}

/** The union of a project's `construction` wallet operations and its supplier deliveries, filtered. */
export function operationsUnionSql(projectId: number, f: ConstructionOperationFiltersDto): Prisma.Sql {
  if (f.date_from && f.date_to && f.date_from > f.date_to) throw ApiError.badRequest('date_from', DateError.RANGE);
  const term = f.search?.trim();
  const wo: Prisma.Sql[] = [Prisma.sql`wo.construction_id = ${projectId}`, Prisma.sql`wo.kind = 'construction'`];
  const so: Prisma.Sql[] = [Prisma.sql`so.construction_id = ${projectId}`, Prisma.sql`so.kind = 'delivery'`];
  if (f.date_from) {
    wo.push(Prisma.sql`wo.date >= ${tashkentDayStart(f.date_from)}`);
    so.push(Prisma.sql`so.date >= ${f.date_from}::date`);
  }
  if (f.date_to) {
    wo.push(Prisma.sql`wo.date < ${new Date(tashkentDayStart(f.date_to).getTime() + 86400_000)}`);
    so.push(Prisma.sql`so.date <= ${f.date_to}::date`);
  }
  if (f.currency !== undefined) {
    wo.push(Prisma.sql`w.currency_id = ${f.currency}`);
    so.push(Prisma.sql`so.currency_id = ${f.currency}`);
  }
  if (term) {
    const pattern = containsPattern(term);
    wo.push(Prisma.sql`wo.comment ILIKE ${pattern}`);
    so.push(Prisma.sql`(so.comment ILIKE ${pattern} OR s.name ILIKE ${pattern} OR so.model ILIKE ${pattern})`);
  }
  const parts: Prisma.Sql[] = [];
  if (f.source !== 'supplier_delivery') {
    parts.push(Prisma.sql`
      SELECT 'wallet_operation'::text AS source, wo.id, wo.date, wo.amount,
             CASE WHEN wo.operation_type = 'withdraw' THEN wo.amount ELSE -wo.amount END AS signed,
             w.currency_id, wo.amount_usd, wo.exchange_rate, wo.operation_type::text AS operation_type,
             w.id AS wallet_id, w.name AS wallet_name, m.id AS method_id, m.name_uz AS method_uz, m.name_ru AS method_ru,
             wo.comment, NULL::int AS supplier_id, NULL::text AS supplier_name,
             NULL::int AS material_id, NULL::text AS material_uz, NULL::text AS material_ru,
             NULL::int AS floor, NULL::text AS model, NULL::text AS unit, NULL::numeric AS unit_amount, NULL::numeric AS unit_price,
             u.id AS executor_id, u.full_name AS executor_name,
             wo.reversal_of_id AS reversal_of, rb.id AS reversed_by
      FROM wallet_operation wo
      JOIN wallet w ON w.id = wo.wallet_id
      JOIN payment_method m ON m.id = wo.method_id
      JOIN "user" u ON u.id = wo.executor_id
      LEFT JOIN wallet_operation rb ON rb.reversal_of_id = wo.id
      WHERE ${Prisma.join(wo, ' AND ')}`);
  }
  if (f.source !== 'wallet_operation') {
    parts.push(Prisma.sql`
      SELECT 'supplier_delivery'::text AS source, so.id, (so.date::timestamp AT TIME ZONE 'Asia/Tashkent') AS date, so.operation_price AS amount,
             so.operation_price AS signed,
             so.currency_id, CASE WHEN so.currency_id = 2 THEN so.operation_price ELSE NULL END AS amount_usd, NULL::numeric AS exchange_rate, NULL::text AS operation_type,
             NULL::int AS wallet_id, NULL::text AS wallet_name, NULL::int AS method_id, NULL::text AS method_uz, NULL::text AS method_ru,
             so.comment, s.id AS supplier_id, s.name AS supplier_name,
             sm.id AS material_id, sm.name_uz AS material_uz, sm.name_ru AS material_ru,
             so.floor, so.model, so.unit, so.unit_amount, so.unit_price,
             u.id AS executor_id, u.full_name AS executor_name,
             NULL::int AS reversal_of, NULL::int AS reversed_by
      FROM supplier_operation so
      JOIN supplier s ON s.id = so.supplier_id
      LEFT JOIN supplier_material sm ON sm.id = so.material_id
      LEFT JOIN "user" u ON u.id = so.created_by_id
      WHERE ${Prisma.join(so, ' AND ')}`);
  }
  return Prisma.join(parts, ' UNION ALL ');
}

/** Whitelisted ordering of the operations list (default newest first); the tiebreak keeps pages stable. */
export function operationsOrderSql(ordering: string | undefined): Prisma.Sql {
  const raw = ordering?.trim() ? ordering : '-date';
  const columns: Record<string, string> = { date: 'date', amount: 'amount', id: 'id' };
  const parts: string[] = [];
  for (const token of raw.split(',').map((t) => t.trim()).filter(Boolean)) {
    const desc = token.startsWith('-');
    const column = columns[desc ? token.slice(1) : token];
    if (!column) throw ApiError.badRequest('ordering', ErrorCode.INVALID);
    parts.push(`${column} ${desc ? 'DESC' : 'ASC'}`);
  }
  parts.push('source DESC', 'id DESC');
  return Prisma.raw(parts.join(', '));
}

export interface OperationUnionRow {
  source: 'wallet_operation' | 'supplier_delivery';
  id: number;
  date: Date;
  amount: Prisma.Decimal;
  signed: Prisma.Decimal;
  currency_id: number;
  amount_usd: Prisma.Decimal | null;
  exchange_rate: Prisma.Decimal | null;
  operation_type: 'withdraw' | 'replenish' | null;
  wallet_id: number | null;
  wallet_name: string | null;
  method_id: number | null;
  method_uz: string | null;
  method_ru: string | null;
  comment: string | null;
  supplier_id: number | null;
  supplier_name: string | null;
  material_id: number | null;
  material_uz: string | null;
  material_ru: string | null;
  floor: number | null;
  model: string | null;
  unit: string | null;
  unit_amount: Prisma.Decimal | null;
  unit_price: Prisma.Decimal | null;
  executor_id: number | null;
  executor_name: string | null;
  reversal_of: number | null;
  reversed_by: number | null;
}
