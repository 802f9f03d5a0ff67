import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor';
import { PaymentReportDto, PaymentReportListQueryDto, UpdatePaymentReportDto } from './dto/payment-report.dto';
import { PaymentReportsService } from './payment-reports.service';

const WRITE_HELP =
  '`amount` is in `currency` (default 1, UZS). applied_amount = amount in the debt\'s currency, converted at exchange_rate ' +
  '(default: the stored rate of payment_date; 400 exchange_rate.required between currencies without one); the wallet receives ' +
  'the amount in its own currency as a `payment` operation; the oldest unpaid instalments are paid first and the debt closes ' +
  'when nothing is left. 409 debt.closed; 400 debt.not_of_client; 400 payment.exceeds_debt (nothing moves).';

@ApiTags('debts')
@Controller('payment-report')
export class PaymentReportsController {
  constructor(private readonly payments: PaymentReportsService) {}

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Get()
  @ApiOperation({ summary: 'Payment reports (filters client, client_debt, wallet, date_from/date_to of payment_date; search description, client name)' })
  list(@Query() query: PaymentReportListQueryDto) {
    return this.payments.list(query);
  }

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Record a client payment towards a debt', description: WRITE_HELP })
  create(@Body() body: PaymentReportDto, @CurrentUser() actor: AuthUser) {
    return this.payments.create(body, actor);
  }

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Get(':id')
  @ApiOperation({ summary: 'A payment with applied_amount and allocations [{instalment, month, amount}]' })
  get(@IdParam() id: number) {
    return this.payments.get(id);
  }

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Put(':id')
  @Idempotent()
  @ApiOperation({
    summary: 'Edit a payment: it is re-applied',
    description:
      'The whole payment, as for POST, and `reason` (optional, ≤ 500 characters; recorded on the audit entries of the edit). ' +
      `The old wallet operation is reversed and its allocations undone, then the new values are applied with a new operation. ${WRITE_HELP}`,
  })
  update(@IdParam() id: number, @Body() body: UpdatePaymentReportDto, @CurrentUser() actor: AuthUser) {
    return this.payments.update(id, body, actor);
  }
}
