import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ConstructionError, Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { pageWindow, parseOrdering } from '../../common/list/paginate';
import { amountText, rateText } from '../../common/money/money';
import { streamXlsx, XlsxRow } from '../../common/xlsx';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import {
  ConstructionListQueryDto,
  ConstructionOperationExportQueryDto,
  ConstructionOperationFiltersDto,
  CreateConstructionDto,
  UpdateConstructionDto,
} from './dto/construction.dto';
import {
  constructionListSpec,
  containsPattern,
  OperationUnionRow,
  operationsOrderSql,
  operationsUnionSql,
  spentSql,
  SpentRow,
} from './construction.query';
import { tashkentDateTime } from '../../common/clock/clock';
import { OPERATION_COLUMNS, SHEET_NAME, SOURCE_NAMES } from './construction-xlsx.columns';

const CODES: Record<number, string> = { 1: 'UZS', 2: 'USD' };

export interface SpentJson {
  currency: number;
  currency_code: string;
  operations: string;
  deliveries: string;
  amount: string;
}

type ProjectRow = { id: number; name: string; floor_count: number; room_count: number; entrance_count: number; created_at: Date };

function toSpent(rows: SpentRow[]): SpentJson[] {
  return rows
    .sort((a, b) => a.currency_id - b.currency_id)
    .map((r) => ({
      currency: r.currency_id,
      currency_code: CODES[r.currency_id] ?? String(r.currency_id),
      operations: amountText(r.operations)!,
      deliveries: amountText(r.deliveries)!,
      amount: amountText(r.operations.plus(r.deliveries))!,
    }));
}

function toProject(row: ProjectRow, spent: SpentRow[]) {
  return {
    id: row.id,
    name: row.name,
    floor_count: row.floor_count,
    room_count: row.room_count,
    entrance_count: row.entrance_count,
    spent: toSpent(spent),
    created_at: row.created_at.toISOString(),
  };
}

const EXPORT_BATCH = 1000;

/** The audit trail's view of a project: its own fields (what it spent is its operations', which have their entries). */
function projectAudit(row: ProjectRow) {
  return { name: row.name, floor_count: row.floor_count, room_count: row.room_count, entrance_count: row.entrance_count };
}

/**
 * Construction projects and their money: `spent` per currency is computed in SQL (construction
 * withdrawals net of reversals + supplier deliveries), the operations list is one UNION of both
 * sources. Writing money goes through /api/wallet-operations/ or the import (ConstructionImportService).
 */
@Injectable()
export class ConstructionService {
  constructor(private readonly prisma: PrismaService) {}

  /** Every project's id and name, for the supplier operation's select. */
  choices() {
    return this.prisma.constructionProject.findMany({ select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  }

  async list(query: ConstructionListQueryDto) {
    const term = query.search?.trim();
    const where: Prisma.ConstructionProjectWhereInput = term ? constructionListSpec.search!(term) : {};
    const orderBy = parseOrdering(query.ordering, constructionListSpec);
    const { skip, take } = pageWindow(query, constructionListSpec);
    const filter = term ? Prisma.sql`SELECT id FROM construction_project WHERE name ILIKE ${containsPattern(term)}` : Prisma.sql`SELECT id FROM construction_project`;
    const [count, rows, totals] = await Promise.all([
      this.prisma.constructionProject.count({ where }),
      this.prisma.constructionProject.findMany({ where, orderBy, skip, take }),
      this.prisma.$queryRaw<{ currency_id: number; operations: Prisma.Decimal; deliveries: Prisma.Decimal }[]>`
        SELECT currency_id, SUM(operations)::numeric(20,2) AS operations, SUM(deliveries)::numeric(20,2) AS deliveries
        FROM (${spentSql(filter)}) s GROUP BY currency_id`,
    ]);
    const spent = await this.spentOf(rows.map((r) => r.id));
    return {
      count,
      results: rows.map((r) => toProject(r, spent.get(r.id) ?? [])),
      totals: toSpent(totals.map((t) => ({ ...t, project_id: 0 }))),
    };
  }

  async get(id: number) {
    const row = await this.prisma.constructionProject.findUnique({ where: { id } });
    if (!row) throw ApiError.notFound();
    return toProject(row, (await this.spentOf([id])).get(id) ?? []);
  }

  async create(dto: CreateConstructionDto) {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.constructionProject.create({
        data: { name: dto.name.trim(), floor_count: dto.floor_count, room_count: dto.room_count, entrance_count: dto.entrance_count },
      });
      await auditCreate(tx, { entity: 'construction', entity_id: row.id, label: row.name, after: projectAudit(row) });
      return toProject(row, []);
    });
  }

  async update(id: number, dto: UpdateConstructionDto) {
    const data: Prisma.ConstructionProjectUpdateInput = {};
    if (dto.name !== undefined) data.name = dto.name.trim();
    if (dto.floor_count !== undefined) data.floor_count = dto.floor_count;
    if (dto.room_count !== undefined) data.room_count = dto.room_count;
    if (dto.entrance_count !== undefined) data.entrance_count = dto.entrance_count;
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'construction_project', id);
      const before = await tx.constructionProject.findUniqueOrThrow({ where: { id } });
      const after = await tx.constructionProject.update({ where: { id }, data });
      await auditChange(tx, { entity: 'construction', entity_id: id, label: after.name, before: projectAudit(before), after: projectAudit(after) });
    });
    return this.get(id);
  }

  /** 409 construction.has_operations while any wallet or supplier operation refers to the project. */
  async remove(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'construction_project', id);
      const [ops, supplierOps] = await Promise.all([
        tx.walletOperation.count({ where: { construction_id: id } }),
        tx.supplierOperation.count({ where: { construction_id: id } }),
      ]);
      if (ops + supplierOps > 0) throw ApiError.conflict(ConstructionError.HAS_OPERATIONS);
      const gone = await tx.constructionProject.delete({ where: { id } });
      await auditDelete(tx, { entity: 'construction', entity_id: id, label: gone.name, before: projectAudit(gone) });
    });
  }

  /** Spent per currency of these projects, in one query. */
  async spentOf(ids: number[]): Promise<Map<number, SpentRow[]>> {
    const map = new Map<number, SpentRow[]>();
    if (ids.length === 0) return map;
    const rows = await this.prisma.$queryRaw<SpentRow[]>(spentSql(Prisma.join(ids)));
    for (const r of rows) {
      const list = map.get(r.project_id) ?? [];
      list.push(r);
      map.set(r.project_id, list);
    }
    return map;
  }

  // Operations of a project

  private async assertProject(id: number) {
    const found = await this.prisma.constructionProject.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw ApiError.notFound();
  }

  /** Both sources in one list (newest first), with totals per currency over the whole filtered list. */
  async operations(id: number, query: ConstructionOperationFiltersDto, locale: Locale) {
    await this.assertProject(id);
    const union = operationsUnionSql(id, query);
    const order = operationsOrderSql(query.ordering);
    const { skip, take } = pageWindow(query, {});
    const [rows, totals] = await Promise.all([
      this.prisma.$queryRaw<OperationUnionRow[]>`SELECT * FROM (${union}) u ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`,
      this.prisma.$queryRaw<{ currency_id: number; count: number; operations: Prisma.Decimal; deliveries: Prisma.Decimal }[]>`
        SELECT currency_id, COUNT(*)::int AS count,
               COALESCE(SUM(signed) FILTER (WHERE source = 'wallet_operation'), 0)::numeric(20,2) AS operations,
               COALESCE(SUM(signed) FILTER (WHERE source = 'supplier_delivery'), 0)::numeric(20,2) AS deliveries
        FROM (${union}) u GROUP BY currency_id`,
    ]);
    return {
      count: totals.reduce((n, t) => n + t.count, 0),
      results: rows.map((r) => toOperationJson(r, locale)),
      totals: toSpent(totals.map((t) => ({ project_id: id, currency_id: t.currency_id, operations: t.operations, deliveries: t.deliveries }))),
    };
  }

  /**
   * What the project spent per Tashkent month and currency (both sources, reversals netted), every
   * month with any movement, oldest first: the chart of the project page.
   */
  async monthlySpending(id: number) {
    await this.assertProject(id);
    const rows = await this.prisma.$queryRaw<{ month: string; currency_id: number; operations: Prisma.Decimal; deliveries: Prisma.Decimal }[]>`
      SELECT month, currency_id,
             COALESCE(SUM(amount) FILTER (WHERE source = 'wallet_operation'), 0)::numeric(20,2) AS operations,
             COALESCE(SUM(amount) FILTER (WHERE source = 'supplier_delivery'), 0)::numeric(20,2) AS deliveries
      FROM (
        SELECT 'wallet_operation' AS source, to_char(wo.date AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM') AS month, w.currency_id,
               CASE WHEN wo.operation_type = 'withdraw' THEN wo.amount ELSE -wo.amount END AS amount
        FROM wallet_operation wo JOIN wallet w ON w.id = wo.wallet_id
        WHERE wo.construction_id = ${id} AND wo.kind = 'construction'
        UNION ALL
        SELECT 'supplier_delivery', to_char(so.date, 'YYYY-MM'), so.currency_id, so.operation_price
        FROM supplier_operation so
        WHERE so.construction_id = ${id} AND so.kind = 'delivery'
      ) m
      GROUP BY month, currency_id
      ORDER BY month, currency_id`;
    return {
      results: rows.map((r) => ({
        month: r.month,
        currency: r.currency_id,
        currency_code: CODES[r.currency_id] ?? String(r.currency_id),
        operations: amountText(r.operations)!,
        deliveries: amountText(r.deliveries)!,
        amount: amountText(r.operations.plus(r.deliveries))!,
      })),
    };
  }

  /** The operations list (its filters, search and ordering) as XLSX, streamed in keyset-free batches. */
  async export(id: number, query: ConstructionOperationExportQueryDto, locale: Locale, reply: FastifyReply) {
    await this.assertProject(id);
    const union = operationsUnionSql(id, query); // bad filters are a 400 before anything is sent
    const order = operationsOrderSql(query.ordering);
    const prisma = this.prisma;
    async function* rows(): AsyncGenerator<XlsxRow> {
      for (let skip = 0; ; skip += EXPORT_BATCH) {
        const page = await prisma.$queryRaw<OperationUnionRow[]>`SELECT * FROM (${union}) u ORDER BY ${order} LIMIT ${EXPORT_BATCH} OFFSET ${skip}`;
        for (const r of page) {
          const reversal = r.reversal_of !== null;
          yield {
            date: tashkentDateTime(r.date),
            source: SOURCE_NAMES[r.source][locale],
            amount: amountText(reversal ? r.amount.neg() : r.amount),
            currency: CODES[r.currency_id] ?? String(r.currency_id),
            amount_usd: r.amount_usd === null ? null : amountText(reversal ? r.amount_usd.neg() : r.amount_usd),
            exchange_rate: rateText(r.exchange_rate),
            wallet: r.wallet_name,
            method: r.method_uz === null ? null : locale === 'ru' ? r.method_ru : r.method_uz,
            supplier: r.supplier_name,
            material: r.material_uz === null ? null : locale === 'ru' ? r.material_ru : r.material_uz,
            floor: r.floor,
            comment: r.comment,
            executor: r.executor_name,
            reversal_of: r.reversal_of,
            reversed_by: r.reversed_by,
          };
        }
        if (page.length < EXPORT_BATCH) return;
      }
    }
    return streamXlsx(reply, {
      filename: `construction-${id}-operations.xlsx`,
      sheetName: SHEET_NAME[locale],
      columns: OPERATION_COLUMNS,
      locale,
      rows: rows(),
      audit: { db: this.prisma, entity: 'construction', entity_id: id, filters: query },
    });
  }
}

export function toOperationJson(r: OperationUnionRow, locale: Locale) {
  const wallet = r.source === 'wallet_operation';
  return {
    id: r.id,
    source: r.source,
    date: r.date.toISOString(),
    operation_type: r.operation_type,
    amount: amountText(r.amount)!,
    /** What it adds to `spent`: a reversal is negative. */
    signed_amount: amountText(r.signed)!,
    currency: r.currency_id,
    currency_code: CODES[r.currency_id] ?? String(r.currency_id),
    amount_usd: amountText(r.amount_usd),
    exchange_rate: wallet ? rateText(r.exchange_rate) : null,
    wallet: wallet ? { id: r.wallet_id!, name: r.wallet_name! } : null,
    method: wallet ? { id: r.method_id!, name: locale === 'ru' ? r.method_ru! : r.method_uz! } : null,
    comment: r.comment,
    supplier: r.supplier_id !== null ? { id: r.supplier_id, name: r.supplier_name! } : null,
    material: r.material_id !== null ? { id: r.material_id, name: locale === 'ru' ? r.material_ru! : r.material_uz! } : null,
    floor: r.floor,
    model: r.model,
    unit: r.unit,
    unit_amount: r.unit_amount === null ? null : r.unit_amount.toString(),
    unit_price: amountText(r.unit_price),
    executor: r.executor_id !== null ? { id: r.executor_id, full_name: r.executor_name! } : null,
    reversal_of: r.reversal_of,
    reversed_by: r.reversed_by,
  };
}

