import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { localName } from '../../common/i18n/locale';
import { keysetRows } from '../../common/list/keyset';
import { combineWhere, parseOrdering, SortDirection } from '../../common/list/paginate';
import { amountText, rateText } from '../../common/money/money';
import { streamXlsx, XlsxRow } from '../../common/xlsx';
import { SupplierOperationExportQueryDto, SupplierOwnOperationsExportQueryDto } from './dto/supplier-operation.dto';
import { CODES, operationInclude } from './suppliers.mapper';
import { buildOperationWhere, operationListSpec } from './suppliers.query';
import { KIND_NAMES, OPERATION_COLUMNS, OPERATIONS_SHEET } from './suppliers-xlsx.columns';

type Where = Prisma.SupplierOperationWhereInput;

/** Supplier operations as XLSX: the filtered list, or one supplier's. */
@Injectable()
export class SupplierOperationsExportService {
  constructor(private readonly prisma: PrismaService) {}

  /** The filtered list as XLSX, streamed in keyset pages. */
  async export(query: SupplierOperationExportQueryDto, locale: Locale, reply: FastifyReply) {
    const term = query.search?.trim();
    const where = combineWhere<Where>(buildOperationWhere(query), term ? operationListSpec.search!(term) : undefined);
    const orderBy = parseOrdering(query.ordering, operationListSpec) as Record<string, SortDirection>[];
    const rows = keysetRows(
      where,
      orderBy,
      (page, take) => this.prisma.supplierOperation.findMany({ where: page, orderBy, take, include: operationInclude }),
      (r): XlsxRow => ({
        id: r.id,
        date: r.date.toISOString().slice(0, 10),
        supplier: r.supplier.name,
        kind: KIND_NAMES[r.kind][locale],
        floor: r.floor,
        material: r.material ? localName(r.material, locale) : null,
        model: r.model,
        unit: r.unit,
        unit_amount: r.unit_amount?.toFixed(3) ?? null,
        unit_price: amountText(r.unit_price),
        operation_price: amountText(r.operation_price),
        currency: r.currency.code,
        wallet: r.wallet?.name ?? null,
        wallet_payment: amountText(r.wallet_payment),
        wallet_currency: r.wallet ? CODES[r.wallet.currency_id] : null,
        fee_percentage: amountText(r.fee_percentage),
        actual_payment: amountText(r.actual_payment),
        actual_payment_usd: amountText(r.actual_payment_usd),
        exchange_rate: r.kind === 'payment' ? rateText(r.exchange_rate) : null,
        construction: r.construction?.name ?? null,
        machine_number: r.machine_number,
        comment: r.comment,
      }),
    );
    return streamXlsx(reply, { filename: 'supplier_operations.xlsx', sheetName: OPERATIONS_SHEET[locale], columns: OPERATION_COLUMNS, locale, rows, audit: { db: this.prisma, entity: 'supplier_operation', filters: query } });
  }

  /** GET /api/{id}/export/operations.xls (the spec's path): one supplier's operations; 404 for a supplier that does not exist. */
  async exportOfSupplier(id: number, query: SupplierOwnOperationsExportQueryDto, locale: Locale, reply: FastifyReply) {
    const supplier = await this.prisma.supplier.findUnique({ where: { id }, select: { id: true } });
    if (!supplier) throw ApiError.notFound();
    return this.export(Object.assign(new SupplierOperationExportQueryDto(), query, { 'supplier-id': id }), locale, reply);
  }
}
