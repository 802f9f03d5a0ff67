import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { P, type Locale } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { XLSX_CONTENT_TYPE } from '../../common/xlsx';
import { ClientDebtExportQueryDto, ClientDebtListQueryDto } from './dto/client-debt.dto';
import { DebtsService } from './debts.service';

const LIST_HELP =
  'Filters is_closed (true/false, True/False), client, building, currency, overdue=true|false, date_from/date_to (next_payment_date, ' +
  'Tashkent days, inclusive), responsible (user id, me, none), promise=today|broken (open debts), aging=1-30|31-60|61-90|91-180|180+ (open debts by days ' +
  'since next_payment_date), collector_day=1 (my open debts promised today, with a broken promise, or whose oldest unpaid instalment passed its grace days ' +
  '1 to 7 days ago); search over client name, phone digits and room number; ordering next_payment_date (default), ' +
  'overdue_days, current_debt, created_at. overdue_amount/overdue_days are as of today in Tashkent; so are penalty_accrued (capped), penalty_waived, ' +
  'penalty_paid and penalty_amount = max(0, accrued − waived − paid), and each instalment\'s penalty_amount (before the cap). The answer adds ' +
  'totals: [{currency, current_debt, overdue_amount, penalty_amount}] over every listed debt.';

@ApiTags('debts')
@Controller('client-debt')
export class DebtsController {
  constructor(private readonly debts: DebtsService) {}

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Get()
  @ApiOperation({ summary: 'Client debts with overdue amount and days', description: LIST_HELP })
  list(@Query() query: ClientDebtListQueryDto, @CurrentUser() actor: AuthUser) {
    return this.debts.list(query, actor);
  }

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Get('export/debts.xls')
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOperation({ summary: 'The debt list as XLSX (same filters, search and ordering; headers in `language` or Accept-Language); a second sheet: the aging per collector, currency and bucket' })
  export(@Query() query: ClientDebtExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale, @CurrentUser() actor: AuthUser) {
    return this.debts.export(query, query.language ?? lang, reply, actor);
  }

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Get(':id')
  @ApiOperation({ summary: 'One debt with its instalments [{id, month, amount, paidAmount, paymentDate, status, paid_at, penalty_amount}], its penalty figures and its payments' })
  get(@IdParam() id: number) {
    return this.debts.get(id);
  }
}
