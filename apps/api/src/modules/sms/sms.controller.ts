import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { P, type Locale } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import { DeferSignInCheck } from '../../common/auth/sign-in-claim';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
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
  @DeferSignInCheck()
  @ApiOperation({ summary: 'Sent SMS (filters status, client, lid, people_group; search text or phone). Recovery codes are not listed' })
  list(@Query() query: SmsListQueryDto, @Lang() lang: Locale) {
    return this.messages.list(query, lang);
  }

  @RequirePermission(P.SMS_WRITE)
  @Post('sms')
  @ApiOperation({ summary: 'Sends a text to clients, or leads, and/or a people group; answers {count, results (first 100)}' })
  send(@Body() body: SendSmsDto, @CurrentUser() actor: AuthUser, @Lang() lang: Locale) {
    return this.messages.send(body, actor, lang);
  }

  @RequirePermission(P.SMS_READ)
  @Get('people-group')
  @ApiOperation({ summary: 'People groups that SMS can target (manual groups and computed ones)' })
  groupsList(@Query() query: PeopleGroupListQueryDto, @Lang() lang: Locale) {
    return this.groups.list(query, lang);
  }

  @RequirePermission(P.SMS_READ)
  @Get('people-group/:id')
  group(@IdParam() id: number, @Lang() lang: Locale) {
    return this.groups.get(id, lang);
  }

  @RequirePermission(P.SMS_WRITE)
  @Post('people-group')
  createGroup(@Body() body: PeopleGroupDto, @CurrentUser() actor: AuthUser, @Lang() lang: Locale) {
    return this.groups.create(body, actor, lang);
  }

  @RequirePermission(P.SMS_WRITE)
  @Put('people-group/:id')
  updateGroup(@IdParam() id: number, @Body() body: UpdatePeopleGroupDto, @Lang() lang: Locale) {
    return this.groups.update(id, body, lang);
  }

  @RequirePermission(P.SMS_WRITE)
  @Delete('people-group/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  removeGroup(@IdParam() id: number) {
    return this.groups.remove(id);
  }
}
