import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { P, type Locale } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import { DeferSignInCheck } from '../../common/auth/sign-in-claim';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor';
import { ReasonQueryDto } from '../../common/list/reason.field';
import {
  CreateWalletOperationDto,
  TransferDto,
  UpdateWalletOperationDto,
  WalletOperationExportQueryDto,
  WalletOperationListQueryDto,
} from './dto/wallet-operation.dto';
import { WalletOperationsService } from './wallet-operations.service';

@ApiTags('wallet-operations')
@Controller('wallet-operations')
export class WalletOperationsController {
  constructor(private readonly operations: WalletOperationsService) {}

  @RequirePermission(P.WALLET_READ)
  @Get()
  @DeferSignInCheck()
  @ApiOperation({
    summary: 'Wallet operations (newest first; ordering date, amount; search over comment)',
    description:
      'Filters: wallet, operation_type, kind, method, executor, employee_id, construction_building_id, refusal_id, sale, client, investor, currency, date_from, date_to (Tashkent days), transfer=true|false. ' +
      'A reversal carries `reversal_of`; the operation it reverses carries `reversed_by`.',
  })
  list(@Query() query: WalletOperationListQueryDto, @Lang() lang: Locale) {
    return this.operations.list(query, lang);
  }

  @RequirePermission(P.WALLET_READ)
  @Get('export/operations.xls')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: "The list's filters, search and ordering as XLSX, streamed (sheet in `language` or Accept-Language)" })
  export(@Query() query: WalletOperationExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.operations.export(query, query.language ?? lang, reply);
  }

  @RequirePermission(P.WALLET_READ)
  @Post('transfer')
  @Idempotent()
  @ApiOperation({
    summary: 'Transfer {from_wallet, to_wallet, amount, exchange_rate?, comment, date?, method?} → {transfer_group, withdraw, replenish}',
    description: "`amount` is in from_wallet's currency; between UZS and USD the rate is required and the credited amount is converted (÷ or × rate, 2 decimals).",
  })
  transfer(@Body() body: TransferDto, @CurrentUser() user: AuthUser, @Lang() lang: Locale) {
    return this.operations.transfer(body, user, lang);
  }

  @RequirePermission(P.WALLET_READ)
  @Get(':id')
  get(@IdParam() id: number, @Lang() lang: Locale) {
    return this.operations.get(id, lang);
  }

  @RequirePermission(P.WALLET_READ)
  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Replenish or withdraw; with employee_id + salary_date a salary, construction_building_id a construction expense, refusal_id a refusal payout',
    description:
      'kind defaults to inflow/outflow (prepaid and investments may be chosen); links are withdrawals only. A refusal payout needs REFUSAL_WRITE, a wallet in the refusal currency, and never exceeds what is still due (400 refusal.payout_exceeds_due). ' +
      '409 wallet.insufficient_funds when the balance does not cover a withdrawal.',
  })
  create(@Body() body: CreateWalletOperationDto, @CurrentUser() user: AuthUser, @Lang() lang: Locale) {
    return this.operations.create(body, user, lang);
  }

  @RequirePermission(P.WALLET_READ)
  @Put(':id')
  @Idempotent()
  @ApiOperation({
    summary: 'Correct an operation: its reversal plus a new operation (answered); fields not given stay as they were',
    description:
      '`reason` (optional, ≤ 500 characters) goes on the audit entries of the correction. ' +
      '409 operation.linked for sale, payment and supplier operations (corrected there), operation.transfer_edit for transfer legs, operation.is_reversal, operation.already_reversed.',
  })
  update(@IdParam() id: number, @Body() body: UpdateWalletOperationDto, @CurrentUser() user: AuthUser, @Lang() lang: Locale) {
    return this.operations.update(id, body, user, lang);
  }

  @RequirePermission(P.WALLET_READ)
  @Delete(':id')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel an operation by its reversal (a transfer: both legs) → {reversals: [operation]}',
    description: '`?reason=` (optional, ≤ 500 characters) goes on the audit entries of the reversals.',
  })
  remove(@IdParam() id: number, @Query() query: ReasonQueryDto, @CurrentUser() user: AuthUser, @Lang() lang: Locale) {
    return this.operations.remove(id, user, lang, query.reason);
  }
}
