import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { P, type Locale } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor';
import {
  CreateInvestorDto,
  InvestorExportQueryDto,
  InvestorListQueryDto,
  InvestorMoneyDto,
  InvestorOperationsExportQueryDto,
  InvestorOperationsQueryDto,
  TotalInvestmentsQueryDto,
  UpdateInvestorDto,
} from './dto/investor.dto';
import { InvestorOperationsService } from './investor-operations.service';
import { InvestorsService } from './investors.service';

const TOTALS_RULE =
  'Totals are per currency (the wallet\'s; UZS is never added to USD), every currency listed, zeros included: ' +
  'invested = Σ replenishments − Σ reversals of replenishments; withdrawn = Σ withdrawals − Σ reversals of withdrawals; balance = invested − withdrawn. ' +
  'A reversed operation therefore counts as nothing. Operations are corrected (reversed, or reversed and rewritten) through DELETE/PUT /api/wallet-operations/{id}/.';

const MONEY_RULE =
  'Body {wallet, amount, method, comment, date?, exchange_rate?, operation_type? (the route\'s own: replenish or withdraw; the other is 400)}; amount in the wallet\'s currency; writes an `investments` wallet operation with this investor ' +
  '(amount_usd at exchange_rate, default the day\'s stored rate; a UZS wallet without either is 400 exchange_rate.required). ' +
  'Answers the operation (as in /api/wallet-operations/) with investor_balance (in the wallet\'s currency) and wallet_balance after it. Idempotency-Key: a replay moves nothing.';

@ApiTags('investors')
@Controller('investors')
export class InvestorsController {
  constructor(
    private readonly investors: InvestorsService,
    private readonly operations: InvestorOperationsService,
  ) {}

  @RequirePermission(P.INVESTMENTS_READ)
  @Get()
  @ApiOperation({
    summary: 'Investors with totals per currency; `totals` beside count and results sums every investor the filters select',
    description:
      'Search: first and last name (every word), or phone digits. Filter: investor_type. Ordering: id, first_name, last_name, phone_number, investor_type, created_at (default -created_at). ' +
      TOTALS_RULE,
  })
  list(@Query() query: InvestorListQueryDto, @Lang() lang: Locale) {
    return this.investors.list(query, lang);
  }

  @RequirePermission(P.INVESTMENTS_READ)
  @Get('export/investors.xls')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: "The list's filters, search and ordering as XLSX with the totals per currency, streamed (sheet in `language` or Accept-Language)" })
  exportList(@Query() query: InvestorExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.investors.export(query, query.language ?? lang, reply);
  }

  @RequirePermission(P.INVESTMENTS_READ)
  @Post()
  @ApiOperation({ summary: 'Create {first_name, last_name (2–140 characters each, trimmed), phone_number (masked or plain), investor_type?}' })
  create(@Body() body: CreateInvestorDto, @Lang() lang: Locale) {
    return this.investors.create(body, lang);
  }

  @RequirePermission(P.INVESTMENTS_READ)
  @Get(':id')
  @ApiOperation({ summary: 'One investor with totals per currency', description: TOTALS_RULE })
  get(@IdParam() id: number, @Lang() lang: Locale) {
    return this.investors.get(id, lang);
  }

  @RequirePermission(P.INVESTMENTS_READ)
  @Put(':id')
  @ApiOperation({ summary: 'Change the fields given (names and phone cannot be cleared; investor_type null clears it)' })
  update(@IdParam() id: number, @Body() body: UpdateInvestorDto, @Lang() lang: Locale) {
    return this.investors.update(id, body, lang);
  }

  @RequirePermission(P.INVESTMENTS_READ)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete an investor without operations; 409 investor.has_operations otherwise (their history stays)' })
  remove(@IdParam() id: number) {
    return this.investors.remove(id);
  }

  @RequirePermission(P.INVESTMENTS_READ)
  @Get(':id/operations')
  @ApiOperation({
    summary: "The investor's wallet operations (items as in /api/wallet-operations/), newest first, with `totals` per currency over the filtered operations",
    description:
      'Filters: operation_type, currency, wallet, date_from, date_to (Tashkent days); search over comment; ordering date, amount, id. Reversals are listed (reversal_of) and the operations they cancel carry reversed_by. ' +
      TOTALS_RULE,
  })
  listOperations(@IdParam() id: number, @Query() query: InvestorOperationsQueryDto, @Lang() lang: Locale) {
    return this.operations.list(id, query, lang);
  }

  @RequirePermission(P.INVESTMENTS_READ)
  @Get(':id/export/operations.xls')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: "The investor's operations (the list's filters, search and ordering) as XLSX, streamed (sheet in `language` or Accept-Language)" })
  exportOperations(@IdParam() id: number, @Query() query: InvestorOperationsExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.operations.export(id, query, query.language ?? lang, reply);
  }

  @RequirePermission(P.INVESTMENTS_READ, P.WALLET_READ)
  @Post(':id/replenish-operation')
  @Idempotent()
  @ApiOperation({ summary: 'Money in from the investor: a replenishment of the wallet', description: MONEY_RULE })
  replenish(@IdParam() id: number, @Body() body: InvestorMoneyDto, @CurrentUser() user: AuthUser, @Lang() lang: Locale) {
    return this.operations.move(id, 'replenish', body, user, lang);
  }

  @RequirePermission(P.INVESTMENTS_READ, P.WALLET_READ)
  @Post(':id/withdraw-operation')
  @Idempotent()
  @ApiOperation({
    summary: 'Money out to the investor: a withdrawal from the wallet (operation_type withdraw)',
    description:
      MONEY_RULE +
      " 409 investor.insufficient_balance above the investor's balance in the wallet's currency (checked with the investor locked, so parallel withdrawals never overdraw); 409 wallet.insufficient_funds above the wallet's balance.",
  })
  withdraw(@IdParam() id: number, @Body() body: InvestorMoneyDto, @CurrentUser() user: AuthUser, @Lang() lang: Locale) {
    return this.operations.move(id, 'withdraw', body, user, lang);
  }
}

@ApiTags('investors')
@Controller('total-investments')
export class TotalInvestmentsController {
  constructor(private readonly investors: InvestorsService) {}

  @RequirePermission(P.INVESTMENTS_READ)
  @Get()
  @ApiOperation({
    summary: 'Totals over all investors: [{currency, currency_code, invested, withdrawn, balance}], one line per currency (optional filter investor_type)',
    description: TOTALS_RULE,
  })
  totals(@Query() query: TotalInvestmentsQueryDto) {
    return this.investors.totals(query);
  }
}
