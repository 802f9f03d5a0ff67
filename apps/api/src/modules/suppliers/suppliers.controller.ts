import { ReasonQueryDto } from '../../common/list/reason.field';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { P, type Locale } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor';
import { setAuditReason } from '../../common/audit';
import { CreateSupplierDto, SupplierExportQueryDto, SupplierListQueryDto, UpdateSupplierDto } from './dto/supplier.dto';
import {
  CreateSupplierOperationDto,
  SupplierOperationExportQueryDto,
  SupplierOperationListQueryDto,
  SupplierOwnOperationsExportQueryDto,
  UpdateSupplierOperationDto,
} from './dto/supplier-operation.dto';
import { SupplierOperationsService } from './supplier-operations.service';
import { SupplierOperationsExportService } from './supplier-operations-export.service';
import { SuppliersService } from './suppliers.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Suppliers (the spec's route definitions gate them by EMPLOYEE_READ). GET supplier/materials/ is a reference list (reference module). */
@ApiTags('supplier')
@Controller('supplier')
export class SuppliersController {
  constructor(private readonly suppliers: SuppliersService) {}

  @RequirePermission(P.EMPLOYEE_READ)
  @Get()
  @ApiOperation({
    summary: 'Suppliers with debt per currency (search name or phone; filter material; ordering name, material, created_at, id)',
    description: 'Answers `{count, results, totals: [{currency, currency_code, debt}]}`; debt = Σ delivery operation_price − Σ payment actual_payment of live operations, per currency; totals over every filtered supplier.',
  })
  list(@Query() query: SupplierListQueryDto, @Lang() lang: Locale) {
    return this.suppliers.list(query, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Get('export/suppliers.xls')
  @ApiProduces(XLSX)
  @ApiOperation({ summary: "The list's filters, search and ordering with debts per currency as XLSX, streamed" })
  export(@Query() query: SupplierExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.suppliers.export(query, query.language ?? lang, reply);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Post()
  @ApiOperation({ summary: 'Create a supplier {name, material, phone_number?}' })
  create(@Body() body: CreateSupplierDto, @Lang() lang: Locale) {
    return this.suppliers.create(body, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Get(':id')
  get(@IdParam() id: number, @Lang() lang: Locale) {
    return this.suppliers.get(id, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateSupplierDto, @Lang() lang: Locale) {
    return this.suppliers.update(id, body, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a supplier without operations (409 supplier.has_operations)' })
  remove(@IdParam() id: number) {
    return this.suppliers.remove(id);
  }
}

@ApiTags('supplier')
@Controller('supplier-operation')
export class SupplierOperationsController {
  constructor(
    private readonly operations: SupplierOperationsService,
    private readonly sheets: SupplierOperationsExportService,
  ) {}

  @RequirePermission(P.EMPLOYEE_READ)
  @Get()
  @ApiOperation({
    summary: 'Supplier deliveries and payments (newest first; ordering date, created_at, id; search comment, model, unit, machine number)',
    description:
      'Filters: supplier-id, currency, floor, from_date, to_date (Tashkent days), payment-operations=true (payments) | false (deliveries), construction, wallet. ' +
      'Adds `totals: [{currency, currency_code, delivered, paid, debt, paid_usd, wallet_payment}]` over every filtered operation. A deleted payment is not listed.',
  })
  list(@Query() query: SupplierOperationListQueryDto, @Lang() lang: Locale) {
    return this.operations.list(query, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Get('export/supplier_operations.xls')
  @ApiProduces(XLSX)
  @ApiOperation({ summary: "The list's filters, search and ordering as XLSX, streamed (sheet in `language` or Accept-Language)" })
  export(@Query() query: SupplierOperationExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.sheets.export(query, query.language ?? lang, reply);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Get(':id')
  get(@IdParam() id: number, @Lang() lang: Locale) {
    return this.operations.get(id, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'A delivery {supplier, date, floor?, material?, model?, unit, unit_amount, unit_price, currency, construction?, machine_number?, comment?} or a payment {supplier, date, wallet, wallet_payment, fee_percentage?, currency, exchange_rate?, method?, construction?, comment?}',
    description:
      'Delivery: operation_price = round2(unit_amount × unit_price), no money moves. Payment (also needs WALLET_READ): wallet_payment leaves the wallet as one outflow withdrawal; ' +
      "actual_payment = round2(wallet_payment × (1 − fee/100)) converted from the wallet's currency into `currency` at exchange_rate (default the payment day's stored rate). " +
      '409 wallet.insufficient_funds when the wallet does not cover it.',
  })
  create(@Body() body: CreateSupplierOperationDto, @CurrentUser() user: AuthUser, @Lang() lang: Locale) {
    return this.operations.create(body, user, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Put(':id')
  @Idempotent()
  @ApiOperation({
    summary: "Correct an operation (fields not given stay; the kind stays). A payment's wallet operation is reversed and a new one written (needs WALLET_READ)",
    description: '`reason` (optional, ≤ 500 characters) is recorded on the audit entries of the correction.',
  })
  update(@IdParam() id: number, @Body() body: UpdateSupplierOperationDto, @CurrentUser() user: AuthUser, @Lang() lang: Locale) {
    const { reason, ...fields } = body;
    setAuditReason(reason);
    return this.operations.update(id, fields, user, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Delete(':id')
  @Idempotent()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({
    summary: "Delete a delivery; a payment's wallet operation is reversed and the payment no longer counts (needs WALLET_READ)",
    description: '`?reason=` (optional, ≤ 500 characters) is recorded on the audit entries (the deletion and the reversal).',
  })
  remove(@IdParam() id: number, @Query() query: ReasonQueryDto, @CurrentUser() user: AuthUser) {
    setAuditReason(query.reason);
    return this.operations.remove(id, user);
  }
}

/**
 * The spec's path for a supplier's operations as XLSX puts the supplier id first (document 2,
 * "Suppliers"): GET /api/{id}/export/operations.xls?language=. Same sheet and permission as
 * supplier-operation/export/supplier_operations.xls?supplier-id={id}, which stays. Static paths
 * (wallet-operations/export/operations.xls) win over this one in the router; a non-canonical id is a 404.
 */
@ApiTags('supplier')
@Controller()
export class SupplierOperationsXlsxController {
  constructor(private readonly sheets: SupplierOperationsExportService) {}

  @RequirePermission(P.EMPLOYEE_READ)
  @Get(':id/export/operations.xls')
  @ApiProduces(XLSX)
  @ApiOperation({ summary: "The supplier's operations (the operations list's filters, search and ordering) as XLSX, streamed; sheet in `language` or Accept-Language; 404 for an unknown supplier" })
  export(@IdParam() id: number, @Query() query: SupplierOwnOperationsExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.sheets.exportOfSupplier(id, query, query.language ?? lang, reply);
  }
}
