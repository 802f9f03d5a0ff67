import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { P } from '@mijozlar/shared';
import { anyOf, CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { CreateWalletDto, UpdateWalletDto, WalletListQueryDto, WalletOverviewQueryDto } from './dto/wallet.dto';
import { ExchangeRateListQueryDto, FetchExchangeRateDto, SetExchangeRateDto } from './dto/exchange-rate.dto';
import { ExchangeRateBookService } from './exchange-rate-book.service';
import { WalletsOverviewService } from './wallets-overview.service';
import { WalletsService } from './wallets.service';

/** The permissions of the forms that move money (DESIGN, "Roles and lookups"). */
const MONEY_FORMS = anyOf(P.SALE_WRITE, P.CLIENT_DEBT_READ, P.REFUSAL_WRITE, P.EMPLOYEE_READ, P.INVESTMENTS_READ, P.CONSTRUCTION_OPERATIONS, P.WALLET_READ);

@ApiTags('wallet')
@Controller('wallet')
export class WalletsController {
  constructor(
    private readonly wallets: WalletsService,
    private readonly overviewService: WalletsOverviewService,
  ) {}

  @RequirePermission(P.WALLET_READ)
  @Get()
  @ApiOperation({
    summary: 'Wallets (search name; filters currency, is_active, hide_zero; ordering name, balance, id)',
    description: 'Answers `{count, results, totals: [{currency, currency_code, balance}]}`; totals are over every filtered wallet, not only the page.',
  })
  list(@Query() query: WalletListQueryDto) {
    return this.wallets.list(query);
  }

  @RequirePermission(P.WALLET_READ)
  @Post()
  @ApiOperation({ summary: 'Create a wallet {name, currency, is_active?}; its balance starts at 0 and moves only by operations' })
  create(@Body() body: CreateWalletDto) {
    return this.wallets.create(body);
  }

  // Every form that moves money picks a wallet: whoever may submit one may read the names (DESIGN, "Roles and lookups").
  @RequirePermission(MONEY_FORMS)
  @Get('choices')
  @ApiOperation({
    summary: 'Active wallets for the forms that pick one: [{id, name, currency, currency_code}] by name, then id',
    description: 'A plain array, not a page. `balance` is added only for a reader with WALLET_READ.',
  })
  choices(@CurrentUser() user: AuthUser) {
    return this.wallets.choices(user.permissions.has(P.WALLET_READ));
  }

  @RequirePermission(P.WALLETS_OVERVIEW)
  @Get('overview')
  @ApiOperation({
    summary: 'Cash desk overview: totals per currency, wallets, and per Tashkent month inflow/outflow per currency',
    description:
      'Transfers are neither inflow nor outflow. A reversed operation and its reversal cancel out (neither counts). `months` (default 12) includes the current month.',
  })
  overview(@Query() query: WalletOverviewQueryDto) {
    return this.overviewService.overview(query.months ?? 12);
  }

  @RequirePermission(P.WALLET_READ)
  @Get(':id')
  @ApiOperation({ summary: 'One wallet, with has_operations (its currency can no longer change when true)' })
  get(@IdParam() id: number) {
    return this.wallets.get(id);
  }

  @RequirePermission(P.WALLET_READ)
  @Put(':id')
  @ApiOperation({ summary: 'Rename, deactivate ({is_active: false}) or change the currency (409 wallet.currency_locked once it has operations)' })
  update(@IdParam() id: number, @Body() body: UpdateWalletDto) {
    return this.wallets.update(id, body);
  }

  @RequirePermission(P.WALLET_READ)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a wallet without operations (409 wallet.has_operations: deactivate it instead)' })
  remove(@IdParam() id: number) {
    return this.wallets.remove(id);
  }
}

@ApiTags('wallet')
@Controller('exchange-rate')
export class ExchangeRatesController {
  constructor(private readonly rates: ExchangeRateBookService) {}

  @RequirePermission(P.WALLET_READ)
  @Get()
  @ApiOperation({ summary: 'Stored USD rates (UZS per 1 USD), newest day first (filters date_from, date_to; search a day or a month)' })
  list(@Query() query: ExchangeRateListQueryDto) {
    return this.rates.list(query);
  }

  // The money forms prefill the day's rate: whoever may submit one may read it.
  @RequirePermission(MONEY_FORMS)
  @Get('today')
  @ApiOperation({
    summary: "Today's (Tashkent) rate: {date, rate, rate_date, source, set_by}; the latest earlier rate when today has none, nulls when none at all",
  })
  today() {
    return this.rates.today();
  }

  @RequirePermission(P.WALLET_READ)
  @Post()
  @ApiOperation({ summary: "Set a day's USD rate {date?, rate} (default today; replaces that day's rate, the bank's too; source manual): 201 created, 200 replaced" })
  async set(@Body() body: SetExchangeRateDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.rates.set(body, user);
    reply.status(result.created ? 201 : 200);
    return result.body;
  }

  @RequirePermission(P.WALLET_READ)
  @Post('fetch')
  @HttpCode(200)
  @ApiOperation({
    summary: "Fetch the Central Bank of Uzbekistan's USD rate now {date?} (default today) and answer the stored row",
    description:
      'The row is stored for the day the bank names (asking for a Sunday may answer Friday), with source `cbu` and `set_by` null; ' +
      "a manual rate of that day is never overwritten (it is answered as it is). 502 exchange_rate.source_unavailable when the bank " +
      'does not answer in time or answers something that is not a positive rate (nothing is stored); 404 when CBU_RATES_URL=off.',
  })
  @ApiOkResponse({ description: 'The stored row {id, date, currency, rate, source, set_by, created_at} of the day the bank named' })
  @ApiNotFoundResponse({ description: 'CBU_RATES_URL=off' })
  @ApiResponse({ status: 502, description: 'exchange_rate.source_unavailable: the bank did not answer in time or answered garbage' })
  fetch(@Body() body: FetchExchangeRateDto) {
    return this.rates.fetch(body);
  }
}
