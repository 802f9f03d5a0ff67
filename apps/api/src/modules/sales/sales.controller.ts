import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { P, type Locale } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor';
import { ReasonQueryDto } from '../../common/list/reason.field';
import {
  ConfirmSaleDto,
  CreateSaleDto,
  DeclineSaleDto,
  PendingSaleListQueryDto,
  SaleContractDto,
  SaleExportQueryDto,
  SaleListQueryDto,
  SaleOperationsQueryDto,
} from './dto/sale.dto';
import { SalesService } from './sales.service';

/** Sales: create (pending), confirm or decline from the pending screen, delete a pending or declined one. */
@ApiTags('sale')
@Controller('sale')
export class SalesController {
  constructor(private readonly sales: SalesService) {}

  @RequirePermission(P.SALE_READ)
  @Get()
  @ApiOperation({
    summary: 'Sales with totals per currency',
    description:
      'Filters building, room, client, lid, seller, status, currency, date_from/date_to (Tashkent days of created_at), approved_from/approved_to; ' +
      'search over the buyer name and phone, the room number and the contract number (exact or its beginning); ordering created_at, approved_at, sold_amount, id. ' +
      'Answers {count, results, totals: [{currency, currency_code, count, sold_amount, paid_amount, debt_amount}]} over the filtered sales.',
  })
  list(@Query() query: SaleListQueryDto, @Lang() lang: Locale) {
    return this.sales.list(query, lang);
  }

  @RequirePermission(P.SALE_WRITE)
  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'A pending sale; the room is held as booked for the buyer',
    description:
      'debt_amount = sold_amount − paid_amount. With a debt: debt_type, credit_period and payment_date (or monthly_amount) are required; ' +
      'the schedule is the given monthly_amount (checked) or equal whole-unit instalments. 409 room.not_free when the room is sold, closed, ' +
      'booked for someone else or held by another sale.',
  })
  create(@Body() body: CreateSaleDto, @CurrentUser() actor: AuthUser, @Lang() lang: Locale) {
    return this.sales.create(body, actor, lang);
  }

  @RequirePermission(P.SALE_PENDING_READ)
  @Get('pending')
  @ApiOperation({ summary: 'Pending sales to confirm or decline (filters building, client, seller, currency)' })
  pending(@Query() query: PendingSaleListQueryDto, @Lang() lang: Locale) {
    return this.sales.pending(query, lang);
  }

  @RequirePermission(P.SALE_PENDING_READ, P.SALE_WRITE)
  @Post('confirm')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary: 'Confirms a pending sale: room sold, debt and instalments created, paid_amount booked into the wallet (selling), in one transaction',
    description: '409 sale.not_pending when it is not pending. A lead buyer becomes a client. exchange_rate (optional) overrides the sale rate.',
  })
  confirm(@Body() body: ConfirmSaleDto, @CurrentUser() actor: AuthUser, @Lang() lang: Locale) {
    return this.sales.confirm(body, actor, lang);
  }

  @RequirePermission(P.SALE_PENDING_READ, P.SALE_WRITE)
  @Post('decline')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({ summary: 'Declines a pending sale: the room returns to its previous state; no money moves. `reason` (optional) goes on its audit entry' })
  decline(@Body() body: DeclineSaleDto, @CurrentUser() actor: AuthUser, @Lang() lang: Locale) {
    return this.sales.decline(body, actor, lang);
  }

  @RequirePermission(P.SALE_READ)
  @Get('export/sales.xls')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: "The sale list as XLSX (the list's filters and ordering; headers in `language` or Accept-Language)" })
  export(@Query() query: SaleExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.sales.export(query, query.language ?? lang, reply);
  }

  @RequirePermission(P.SALE_READ)
  @Get(':id')
  get(@IdParam() id: number, @Lang() lang: Locale) {
    return this.sales.get(id, lang);
  }

  @RequirePermission(P.SALE_READ)
  @Get(':id/operations')
  @ApiOperation({ summary: "The sale's wallet operations (100 a page; ordering date, amount, id)" })
  operations(@IdParam() id: number, @Query() query: SaleOperationsQueryDto, @Lang() lang: Locale) {
    return this.sales.operations(id, query, lang);
  }

  @RequirePermission(P.SALE_WRITE)
  @Patch(':id/contract')
  @ApiOperation({
    summary: "Edits a confirmed or refused sale's contract number and date; answers the sale",
    description:
      'Confirm gives `contract_number` "<building id>-<n>" (numbered per building) and `contract_date` (the Tashkent day). ' +
      '409 sale.contract_number_taken when another sale holds the number; 409 sale.no_contract for a pending or declined sale.',
  })
  editContract(@IdParam() id: number, @Body() body: SaleContractDto, @Lang() lang: Locale) {
    return this.sales.editContract(id, body, lang);
  }

  @RequirePermission(P.SALE_WRITE)
  @Delete(':id')
  @HttpCode(204)
  @Idempotent()
  @ApiNoContentResponse()
  @ApiOperation({
    summary: 'Deletes a pending sale (its room is given back) or a declined one; 409 sale.not_deletable otherwise',
    description: '`?reason=` (optional, ≤ 500 characters) goes on the audit entry of the deletion.',
  })
  remove(@IdParam() id: number, @Query() query: ReasonQueryDto) {
    return this.sales.remove(id, query.reason);
  }
}
