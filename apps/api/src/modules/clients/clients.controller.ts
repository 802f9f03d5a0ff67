import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { P, type Locale } from '@mijozlar/shared';
import { anyOf, Authenticated, CurrentUser, RequirePermission } from '../../common/auth/decorators';
import { DeferSignInCheck } from '../../common/auth/sign-in-claim';
import type { AuthUser } from '../../common/auth/auth-user';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { ClientListQueryDto, ClientMiniListQueryDto, CreateClientDto, SendSmsTextDto, UpdateClientDto } from './dto/client.dto';
import { ClientsService } from './clients.service';

/**
 * Clients. The spec has no CLIENT_WRITE: CLIENT_READ (the Clients screen, where clients are added
 * and edited) guards reading and writing alike; sending an SMS needs SMS_WRITE.
 */
@ApiTags('clients')
@Controller()
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @RequirePermission(P.CLIENT_READ)
  @Get('client')
  @DeferSignInCheck()
  @ApiOperation({ summary: 'Clients (search name, company, phone digits, extra phones; filters region, city, status)' })
  list(@Query() query: ClientListQueryDto, @Lang() lang: Locale) {
    return this.clients.list(query, lang);
  }

  // A lookup: the new sale form picks its buyer here, so SALE_WRITE reads it too (DESIGN, "Roles and lookups").
  @RequirePermission(anyOf(P.CLIENT_READ, P.SALE_WRITE))
  @Get('client/mini-list')
  @ApiOperation({ summary: 'Clients for select lists: {id, name, phone_number} (page_size 10 by default)' })
  miniList(@Query() query: ClientMiniListQueryDto) {
    return this.clients.miniList(query);
  }

  @Authenticated()
  @Get('client/status')
  @ApiOperation({ summary: 'Client statuses' })
  statuses(@Query() query: ListQueryDto, @Lang() lang: Locale) {
    return this.clients.statuses(query, lang);
  }

  @RequirePermission(P.CLIENT_READ)
  @Post('client')
  create(@Body() body: CreateClientDto, @CurrentUser() actor: AuthUser, @Lang() lang: Locale) {
    return this.clients.create(body, actor, lang);
  }

  @RequirePermission(P.CLIENT_READ)
  @Get('client/:id')
  get(@IdParam() id: number, @Lang() lang: Locale) {
    return this.clients.get(id, lang);
  }

  @RequirePermission(P.CLIENT_READ)
  @Put('client/:id')
  update(@IdParam() id: number, @Body() body: UpdateClientDto, @Lang() lang: Locale) {
    return this.clients.update(id, body, lang);
  }

  @RequirePermission(P.CLIENT_READ)
  @Delete('client/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Refused (409) while the client has open debts or pending/approved sales' })
  remove(@IdParam() id: number) {
    return this.clients.remove(id);
  }

  @RequirePermission(P.CLIENT_READ)
  @Get('client/:id/total-payments')
  @ApiOperation({ summary: 'Payments per currency and debts (all, paid, remaining) per currency' })
  totalPayments(@IdParam() id: number) {
    return this.clients.totalPayments(id);
  }

  @RequirePermission(P.SMS_WRITE)
  @Post('client/:id/send-sms')
  @ApiOperation({ summary: 'Sends an SMS to the client; answers the stored message' })
  sendSms(@IdParam() id: number, @Body() body: SendSmsTextDto, @CurrentUser() actor: AuthUser, @Lang() lang: Locale) {
    return this.clients.sendSms(id, body.text, actor, lang);
  }
}
