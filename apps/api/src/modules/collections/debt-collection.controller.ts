import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { CreateDebtContactDto, DebtCollectionDto, PenaltyWaiveDto, ReassignDebtsDto } from './dto/debt-collection.dto';
import { DebtCollectionService } from './debt-collection.service';

/** A debt's collector, penalty terms and collection log (the debt itself: modules/debts). */
@ApiTags('debts')
@Controller('client-debt')
export class DebtCollectionController {
  constructor(private readonly collection: DebtCollectionService) {}

  @RequirePermission(P.SALE_WRITE)
  @Post('reassign')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Gives the debts to one collector: {debts: [ids] (1..1000), responsible: active user id} → {updated}',
    description: 'All or nothing: an unknown debt id is a 400 (debts, collections.debt_not_found) and nothing changes. One audit entry per debt whose collector changed.',
  })
  reassign(@Body() body: ReassignDebtsDto) {
    return this.collection.reassign(body);
  }

  @RequirePermission(P.SALE_WRITE)
  @Patch(':id')
  @ApiOperation({
    summary: "Changes the debt's collector and penalty terms {responsible?, penalty_rate?, penalty_cap_percent?}; answers the debt",
    description: 'responsible: an active user id or null; penalty_rate 0..10 (% per day), penalty_cap_percent 0..100. An audit entry `client_debt` (update) holds what changed.',
  })
  update(@IdParam() id: number, @Body() body: DebtCollectionDto) {
    return this.collection.update(id, body);
  }

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Get(':id/contacts')
  @ApiOperation({
    summary: "The debt's collection log, newest first: {count, results: [{id, date, channel, result, promised_date, promised_amount, comment, author, created_at}]}",
    description: 'Ordering date or id (default -date, then newest id); search over the comment.',
  })
  contacts(@IdParam() id: number, @Query() query: ListQueryDto) {
    return this.collection.contacts(id, query);
  }

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Post(':id/contacts')
  @ApiOperation({
    summary: 'Records a contact with the debtor {date?, channel, result, promised_date?, promised_amount?, comment?}; the author is the signed-in user',
    description:
      'date: default today (Tashkent), not in the future. result promised: promised_date required, today or later; promised_amount above zero, ' +
      'default the overdue amount, else the unpaid part of the next instalment; the newest promise becomes the debt\'s promised_date/promised_amount. ' +
      'Other results take neither. A promise on a closed debt is a 409 collections.debt_closed.',
  })
  add(@IdParam() id: number, @Body() body: CreateDebtContactDto, @CurrentUser() actor: AuthUser) {
    return this.collection.addContact(id, body, actor);
  }

  @RequirePermission(P.CLIENT_DEBT_READ, P.SALE_WRITE)
  @Post(':id/penalty-waive')
  @HttpCode(200)
  @ApiOperation({
    summary: "Waives part of the debt's outstanding penalty {amount, reason}; answers the debt",
    description:
      'amount: above zero, at most the outstanding penalty (penalty_amount = max(0, penalty_accrued − penalty_waived − penalty_paid)) at that moment, ' +
      'checked under the debt\'s row lock; more is a 409 collections.waive_exceeds. reason: required, 1..500 characters. Raises penalty_waived; an ' +
      'audit entry `client_debt` (update) with the change and the reason.',
  })
  waive(@IdParam() id: number, @Body() body: PenaltyWaiveDto) {
    return this.collection.waive(id, body);
  }
}
