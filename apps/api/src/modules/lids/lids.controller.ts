import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { resolveLocale } from '../../common/i18n/locale';
import { CreateLidDto, CreateLidTalkDto, LidListQueryDto, LidMiniListQueryDto, LidTalkListQueryDto, UpdateLidDto } from './dto/lid.dto';
import { LidsService } from './lids.service';

/** Leads and their talks. The spec has no LID_WRITE: LID_READ (the Leads screen) guards reading and writing. */
@ApiTags('leads')
@Controller()
export class LidsController {
  constructor(private readonly lids: LidsService) {}

  @RequirePermission(P.LID_READ)
  @Get('lid')
  @ApiOperation({ summary: 'Leads (filters status, archived, today, overdue, region, city, seller, operator, source_of_interest)' })
  list(@Query() query: LidListQueryDto, @Headers('accept-language') lang?: string) {
    return this.lids.list(query, resolveLocale(lang));
  }

  @RequirePermission(P.LID_READ)
  @Get('lid/mini-list')
  @ApiOperation({ summary: 'Leads for select lists: {id, name, phone_number} (page_size 10 by default)' })
  miniList(@Query() query: LidMiniListQueryDto) {
    return this.lids.miniList(query);
  }

  @RequirePermission(P.LID_READ)
  @Post('lid')
  create(@Body() body: CreateLidDto, @CurrentUser() actor: AuthUser, @Headers('accept-language') lang?: string) {
    return this.lids.create(body, actor, resolveLocale(lang));
  }

  @RequirePermission(P.LID_READ)
  @Get('lid/:id')
  get(@IdParam() id: number, @Headers('accept-language') lang?: string) {
    return this.lids.get(id, resolveLocale(lang));
  }

  @RequirePermission(P.LID_READ)
  @Put('lid/:id')
  update(@IdParam() id: number, @Body() body: UpdateLidDto, @Headers('accept-language') lang?: string) {
    return this.lids.update(id, body, resolveLocale(lang));
  }

  @RequirePermission(P.LID_READ)
  @Delete('lid/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@IdParam() id: number) {
    return this.lids.remove(id);
  }

  @RequirePermission(P.LID_READ, P.CLIENT_READ)
  @Get('lid/:id/lid-to-client')
  @ApiOperation({ summary: 'Converts the lead into a client and answers the client; a second conversion is a 409' })
  convert(@IdParam() id: number, @CurrentUser() actor: AuthUser, @Headers('accept-language') lang?: string) {
    return this.lids.convert(id, actor, resolveLocale(lang));
  }

  @RequirePermission(P.LID_READ)
  @Get('lid-talk')
  @ApiOperation({ summary: 'Talks with leads (filter lid)' })
  talks(@Query() query: LidTalkListQueryDto) {
    return this.lids.listTalks(query);
  }

  @RequirePermission(P.LID_READ)
  @Post('lid-talk')
  @ApiOperation({ summary: 'Records a talk; next_call_date, when given, is set on the lead too' })
  createTalk(@Body() body: CreateLidTalkDto, @CurrentUser() actor: AuthUser) {
    return this.lids.createTalk(body, actor);
  }
}
