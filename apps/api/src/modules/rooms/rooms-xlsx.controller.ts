import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Locale, P } from '@mijozlar/shared';
import { RequirePermission } from '../../common/auth/decorators';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { RoomExportQueryDto, RoomImportQueryDto, RoomTemplateQueryDto } from './dto/room.dto';
import { RoomsXlsxService } from './rooms-xlsx.service';


/** The spec's paths put the building id first: /api/{buildId}/import-rooms/, /api/{buildId}/export/rooms.xls. */
@ApiTags('room')
@Controller()
export class RoomsXlsxController {
  constructor(private readonly xlsx: RoomsXlsxService) {}

  @RequirePermission(P.BUILDING_READ)
  @Get(':buildId/export/rooms.xls')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: "The building's rooms as XLSX (the room list's filters and ordering; headers in `language` or Accept-Language)" })
  export(
    @IdParam('buildId') buildId: number,
    @Query() query: RoomExportQueryDto,
    @Res() reply: FastifyReply,
    @Lang() lang: Locale,
  ) {
    return this.xlsx.export(buildId, query, query.language ?? lang, reply);
  }

  @RequirePermission(P.BUILDING_READ)
  @Get(':buildId/import-rooms/template')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: 'An empty rooms sheet (header row) to fill in and import' })
  template(
    @IdParam('buildId') buildId: number,
    @Query() query: RoomTemplateQueryDto,
    @Res() reply: FastifyReply,
    @Lang() lang: Locale,
  ) {
    return this.xlsx.template(buildId, query.language ?? lang, reply);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Post(':buildId/import-rooms')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['dataFile'], properties: { dataFile: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary: 'Import rooms from XLSX (field dataFile, ≤ 5 MB, ≤ 10 000 rows): all rows or none',
    description:
      'Columns (uz or ru headers): number, floor, entrance, area, rooms_count, price, currency (UZS/USD), status (free or closed), block (created when missing), description. ' +
      '201 `{created, rows}`; 400 `{errors:[{row, field, code, message}]}`; with `dry_run=true` 200 `{valid, rows, errors}` and nothing written.',
  })
  async import(
    @IdParam('buildId') buildId: number,
    @Query() query: RoomImportQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Lang() lang: Locale,
  ) {
    const result = await this.xlsx.import(buildId, request, query.dry_run ?? false, lang);
    reply.status(result.dryRun ? 200 : 201);
    return result.body;
  }
}
