import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { P, type Locale } from '@mijozlar/shared';
import { anyOf, CurrentUser, RequirePermission } from '../../common/auth/decorators';
import { DeferSignInCheck } from '../../common/auth/sign-in-claim';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { CreateLidDto, CreateLidTalkDto, LidListQueryDto, LidMiniListQueryDto, LidTalkListQueryDto, UpdateLidDto } from './dto/lid.dto';
import { LidsService } from './lids.service';

/** Leads and their talks. The spec has no LID_WRITE: LID_READ (the Leads screen) guards reading and writing. */
@ApiTags('leads')
@Controller()
export class LidsController {
  constructor(private readonly lids: LidsService) {}

  @RequirePermission(P.LID_READ)
  @Get('lid')
  @DeferSignInCheck()
  @ApiOperation({ summary: 'Leads (filters status, archived, today, overdue, region, city, seller, operator, source_of_interest)' })
  list(@Query() query: LidListQueryDto, @Lang() lang: Locale) {
    return this.lids.list(query, lang);
  }

  // A lookup: the new sale form picks its buyer here, so SALE_WRITE reads it too (DESIGN, "Roles and lookups").
  @RequirePermission(anyOf(P.LID_READ, P.SALE_WRITE))
  @Get('lid/mini-list')
  @ApiOperation({ summary: 'Leads for select lists: {id, name, phone_number} (page_size 10 by default)' })
  miniList(@Query() query: LidMiniListQueryDto) {
    return this.lids.miniList(query);
  }

  @RequirePermission(P.LID_READ)
  @Post('lid')
  create(@Body() body: CreateLidDto, @CurrentUser() actor: AuthUser, @Lang() lang: Locale) {
    return this.lids.create(body, actor, lang);
  }

  @RequirePermission(P.LID_READ)
  @Get('lid/:id')
  get(@IdParam() id: number, @Lang() lang: Locale) {
    return this.lids.get(id, lang);
  }

  @RequirePermission(P.LID_READ)
  @Put('lid/:id')
  update(@IdParam() id: number, @Body() body: UpdateLidDto, @Lang() lang: Locale) {
    return this.lids.update(id, body, lang);
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
  convert(@IdParam() id: number, @CurrentUser() actor: AuthUser, @Lang() lang: Locale) {
    return this.lids.convert(id, actor, lang);
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
