import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { P, type Locale } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { CreateRefusalDto, RefusalListQueryDto } from './dto/refusal.dto';
import { RefusalsService } from './refusals.service';

@ApiTags('refusals')
@Controller('refusals')
export class RefusalsController {
  constructor(private readonly refusals: RefusalsService) {}

  @RequirePermission(P.REFUSAL_READ)
  @Get()
  @ApiOperation({ summary: 'Refusals (filters client, building, currency, date_from, date_to; search client name or phone, room number)' })
  list(@Query() query: RefusalListQueryDto) {
    return this.refusals.list(query);
  }

  @RequirePermission(P.REFUSAL_WRITE)
  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Refuse an approved sale {sale, comment, reason}: the room is freed, the debt closes as refused, refund_due = what the client paid',
    description: '`reason` (optional, ≤ 500 characters) goes on the audit entries (`refuse` on the refusal and on the sale). 409 sale.not_approved, refusal.exists. Payouts: POST /api/wallet-operations/ with operation_type withdraw and refusal_id.',
  })
  create(@Body() body: CreateRefusalDto, @CurrentUser() user: AuthUser) {
    return this.refusals.create(body, user);
  }

  @RequirePermission(P.REFUSAL_READ)
  @Get(':id')
  get(@IdParam() id: number) {
    return this.refusals.get(id);
  }

  @RequirePermission(P.REFUSAL_READ)
  @Get(':id/operations')
  @ApiOperation({ summary: "The refusal's payouts (return_refusal operations and their reversals), as wallet operations" })
  operations(@IdParam() id: number, @Query() query: ListQueryDto, @Lang() lang: Locale) {
    return this.refusals.operations(id, query, lang);
  }
}
