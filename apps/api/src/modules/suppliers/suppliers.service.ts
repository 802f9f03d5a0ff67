import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorCode, Locale, SupplierError } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { combineWhere, paginate, parseOrdering } from '../../common/list/paginate';
import { localName } from '../../common/i18n/locale';
import { Decimal, ZERO, amountText } from '../../common/money/money';
import { streamXlsx } from '../../common/xlsx';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import { supplierAudit } from './suppliers.audit';
import { CreateSupplierDto, SupplierExportQueryDto, SupplierListQueryDto, UpdateSupplierDto } from './dto/supplier.dto';
import { CURRENCY_IDS, SupplierRow, debtLines, supplierSelect, toSupplier } from './suppliers.mapper';
import { LIVE_OPERATION, buildSupplierWhere, supplierListSpec } from './suppliers.query';
import { SUPPLIER_COLUMNS, SUPPLIERS_SHEET } from './suppliers-xlsx.columns';

type Where = Prisma.SupplierWhereInput;
type OpWhere = Prisma.SupplierOperationWhereInput;

const EXPORT_BATCH = 1000;

/** Σ delivered − Σ actually paid, per currency, from grouped sums of live operations. */
function debtOf(groups: { currency_id: number; kind: 'delivery' | 'payment'; _sum: { operation_price: Decimal | null; actual_payment: Decimal | null } }[]) {
  const debt = new Map<number, Decimal>();
  for (const g of groups) {
    const delta = g.kind === 'delivery' ? (g._sum.operation_price ?? ZERO) : (g._sum.actual_payment ?? ZERO).neg();
    debt.set(g.currency_id, (debt.get(g.currency_id) ?? ZERO).plus(delta));
  }
  return debt;
}

/**
 * Suppliers and what the company owes each of them per currency: deliveries (operation_price)
 * minus what the payments actually brought (actual_payment), over live operations only. Debts are
 * summed by the database (one grouped query per page), never per row.
 */
@Injectable()
export class SuppliersService {
  constructor(private readonly prisma: PrismaService) {}

  /** The list, plus `totals: [{currency, currency_code, debt}]` over every filtered supplier. */
  async list(query: SupplierListQueryDto, locale: Locale) {
    const where = buildSupplierWhere(query);
    const term = query.search?.trim();
    const page = await paginate<Where, Prisma.SupplierOrderByWithRelationInput, SupplierRow, SupplierRow>(this.prisma.supplier, query, supplierListSpec, {
      where,
      select: supplierSelect,
      map: (row) => row,
    });
    const [debts, totals] = await Promise.all([
      this.debts(page.results.map((row) => row.id)),
      this.totals(combineWhere<Where>(where, term ? supplierListSpec.search!(term) : undefined)),
    ]);
    return { count: page.count, results: page.results.map((row) => toSupplier(row, debts.get(row.id), locale)), totals };
  }

  /** Debt per currency of each supplier in `ids`, in one grouped query. */
  async debts(ids: number[], db: Tx | PrismaService = this.prisma): Promise<Map<number, Map<number, Decimal>>> {
    const out = new Map<number, Map<number, Decimal>>();
    if (ids.length === 0) return out;
    const groups = await db.supplierOperation.groupBy({
      by: ['supplier_id', 'currency_id', 'kind'],
      where: { AND: [{ supplier_id: { in: ids } }, LIVE_OPERATION] },
      _sum: { operation_price: true, actual_payment: true },
    });
    for (const id of ids) out.set(id, debtOf(groups.filter((g) => g.supplier_id === id)));
    return out;
  }

  /** Debt per currency over every supplier `where` selects (all currencies, zero when none). */
  async totals(where: Where) {
    const opWhere: OpWhere = { AND: [LIVE_OPERATION, Object.keys(where).length ? { supplier: where } : {}] };
    const groups = await this.prisma.supplierOperation.groupBy({
      by: ['currency_id', 'kind'],
      where: opWhere,
      _sum: { operation_price: true, actual_payment: true },
    });
    return debtLines(debtOf(groups)).map(({ currency, currency_code, amount }) => ({ currency, currency_code, debt: amount }));
  }

  async get(id: number, locale: Locale, db: Tx | PrismaService = this.prisma) {
    const row = await db.supplier.findUnique({ where: { id }, select: supplierSelect });
    if (!row) throw ApiError.notFound();
    const debts = await this.debts([id], db);
    return toSupplier(row, debts.get(id), locale);
  }

  async create(dto: CreateSupplierDto, locale: Locale) {
    await this.assertMaterial(dto.material);
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.supplier.create({
        data: { name: dto.name, material_id: dto.material, phone_number: dto.phone_number || null },
        select: supplierSelect,
      });
      const supplier = toSupplier(row, undefined, locale);
      await auditCreate(tx, { entity: 'supplier', entity_id: row.id, label: row.name, after: supplierAudit(supplier) });
      return supplier;
    });
  }

  async update(id: number, dto: UpdateSupplierDto, locale: Locale) {
    const data: Prisma.SupplierUncheckedUpdateInput = {};
    if (dto.name !== undefined) data.name = dto.name;
    if (dto.material !== undefined) data.material_id = dto.material;
    if (dto.phone_number !== undefined) data.phone_number = dto.phone_number || null;
    return this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'supplier', id);
      if (dto.material !== undefined) await this.assertMaterial(dto.material);
      const before = await tx.supplier.findUniqueOrThrow({ where: { id }, select: supplierSelect });
      await tx.supplier.update({ where: { id }, data });
      const after = await this.get(id, locale, tx);
      await auditChange(tx, { entity: 'supplier', entity_id: id, label: after.name, before: supplierAudit(toSupplier(before, undefined, locale)), after: supplierAudit(after) });
      return after;
    });
  }

  /** Only a supplier without operations is deleted (409 supplier.has_operations). The row is locked, so no operation slips in. */
  async remove(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'supplier', id);
      const used = await tx.supplierOperation.findFirst({ where: { supplier_id: id }, select: { id: true } });
      if (used) throw ApiError.conflict(SupplierError.HAS_OPERATIONS);
      const gone = await tx.supplier.delete({ where: { id }, select: supplierSelect });
      await auditDelete(tx, { entity: 'supplier', entity_id: id, label: gone.name, before: supplierAudit(toSupplier(gone, undefined, 'uz')) });
    });
  }

  /** The filtered list with debts per currency as XLSX, streamed page by page. */
  async export(query: SupplierExportQueryDto, locale: Locale, reply: FastifyReply) {
    const term = query.search?.trim();
    const where = combineWhere<Where>(buildSupplierWhere(query), term ? supplierListSpec.search!(term) : undefined);
    const orderBy = parseOrdering(query.ordering, supplierListSpec);
    const prisma = this.prisma;
    const debts = (ids: number[]) => this.debts(ids);
    async function* rows() {
      for (let skip = 0; ; skip += EXPORT_BATCH) {
        const page = await prisma.supplier.findMany({ where, orderBy, skip, take: EXPORT_BATCH, select: supplierSelect });
        const debt = await debts(page.map((r) => r.id));
        for (const r of page) {
          const d = debt.get(r.id);
          yield {
            id: r.id,
            name: r.name,
            material: localName(r.material, locale),
            phone_number: r.phone_number,
            debt_uzs: amountText(d?.get(CURRENCY_IDS[0]) ?? ZERO),
            debt_usd: amountText(d?.get(CURRENCY_IDS[1]) ?? ZERO),
          };
        }
        if (page.length < EXPORT_BATCH) return;
      }
    }
    return streamXlsx(reply, { filename: 'suppliers.xlsx', sheetName: SUPPLIERS_SHEET[locale], columns: SUPPLIER_COLUMNS, locale, rows: rows(), audit: { db: this.prisma, entity: 'supplier', filters: query } });
  }

  private async assertMaterial(id: number): Promise<void> {
    const material = await this.prisma.supplierMaterial.findUnique({ where: { id }, select: { id: true } });
    if (!material) throw ApiError.badRequest('material', ErrorCode.INVALID);
  }
}
