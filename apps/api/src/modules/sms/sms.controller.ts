import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { resolveLocale } from '../../common/i18n/locale';
import { PeopleGroupDto, PeopleGroupListQueryDto, SendSmsDto, SmsListQueryDto, UpdatePeopleGroupDto } from './dto/sms.dto';
import { PeopleGroupsService } from './people-groups.service';
import { SmsMessagesService } from './sms-messages.service';

@ApiTags('sms')
@Controller()
export class SmsController {
  constructor(
    private readonly messages: SmsMessagesService,
    private readonly groups: PeopleGroupsService,
  ) {}

  @RequirePermission(P.SMS_READ)
  @Get('sms')
  @ApiOperation({ summary: 'Sent SMS (filters status, client, lid, people_group; search text or phone). Recovery codes are not listed' })
  list(@Query() query: SmsListQueryDto, @Headers('accept-language') lang?: string) {
    return this.messages.list(query, resolveLocale(lang));
  }

  @RequirePermission(P.SMS_WRITE)
  @Post('sms')
  @ApiOperation({ summary: 'Sends a text to clients, or leads, and/or a people group; answers {count, results (first 100)}' })
  send(@Body() body: SendSmsDto, @CurrentUser() actor: AuthUser, @Headers('accept-language') lang?: string) {
    return this.messages.send(body, actor, resolveLocale(lang));
  }

  @RequirePermission(P.SMS_READ)
  @Get('people-group')
  @ApiOperation({ summary: 'People groups that SMS can target (manual groups and computed ones)' })
  groupsList(@Query() query: PeopleGroupListQueryDto, @Headers('accept-language') lang?: string) {
    return this.groups.list(query, resolveLocale(lang));
  }

  @RequirePermission(P.SMS_READ)
  @Get('people-group/:id')
  group(@IdParam() id: number, @Headers('accept-language') lang?: string) {
    return this.groups.get(id, resolveLocale(lang));
  }

  @RequirePermission(P.SMS_WRITE)
  @Post('people-group')
  createGroup(@Body() body: PeopleGroupDto, @CurrentUser() actor: AuthUser, @Headers('accept-language') lang?: string) {
    return this.groups.create(body, actor, resolveLocale(lang));
  }

  @RequirePermission(P.SMS_WRITE)
  @Put('people-group/:id')
  updateGroup(@IdParam() id: number, @Body() body: UpdatePeopleGroupDto, @Headers('accept-language') lang?: string) {
    return this.groups.update(id, body, resolveLocale(lang));
  }

  @RequirePermission(P.SMS_WRITE)
  @Delete('people-group/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  removeGroup(@IdParam() id: number) {
    return this.groups.remove(id);
  }
}
