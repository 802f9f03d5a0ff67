import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Locale, P } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { ClientExportQueryDto, ClientImportQueryDto, ClientXlsxLanguageQueryDto } from './dto/client.dto';
import { ClientsXlsxService } from './clients-xlsx.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Clients as XLSX: export, import (all rows or none), a template, and a client's payments. CLIENT_READ (the spec has no client write code). */
@ApiTags('clients')
@Controller()
export class ClientsXlsxController {
  constructor(private readonly xlsx: ClientsXlsxService) {}

  @RequirePermission(P.CLIENT_READ)
  @Get('client/export/clients.xls')
  @ApiProduces(XLSX)
  @ApiOperation({ summary: 'Clients as XLSX (the client list filters, search and ordering; headers in `language` or Accept-Language)' })
  export(@Query() query: ClientExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.xlsx.export(query, query.language ?? lang, reply);
  }

  @RequirePermission(P.CLIENT_READ)
  @Get(':id/export/client_payments.xls')
  @ApiProduces(XLSX)
  @ApiOperation({ summary: "The client's payment reports as XLSX (date, debt/room, wallet, amount, currency, description)" })
  exportPayments(
    @IdParam() id: number,
    @Query() query: ClientXlsxLanguageQueryDto,
    @Res() reply: FastifyReply,
    @Lang() lang: Locale,
  ) {
    return this.xlsx.exportPayments(id, query.language ?? lang, reply);
  }

  @RequirePermission(P.CLIENT_READ)
  @Get('import-clients/template')
  @ApiProduces(XLSX)
  @ApiOperation({ summary: 'An empty clients sheet (header row) to fill in and import' })
  template(@Query() query: ClientXlsxLanguageQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.xlsx.template(query.language ?? lang, reply);
  }

  @RequirePermission(P.CLIENT_READ)
  @Post('import-clients')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['dataFile'], properties: { dataFile: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary: 'Import clients from XLSX (field dataFile, ≤ 5 MB, ≤ 10 000 rows): all rows or none',
    description:
      'Columns (uz or ru headers, or the keys): name*, phone_number*, additional_numbers (comma-separated), company_name, region (uz/ru name or id), ' +
      'city (uz/ru name or id, of the region), status (uz/ru name, code or id; default new). A phone may appear once in the file. ' +
      '201 `{created, rows}`; 400 `{errors:[{row, field, code, message}]}`; with `dry_run=true` 200 `{valid, rows, errors}` and nothing written.',
  })
  async import(
    @Query() query: ClientImportQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() actor: AuthUser,
    @Lang() lang: Locale,
  ) {
    const result = await this.xlsx.import(request, query.dry_run ?? false, lang, actor.id);
    reply.status(result.dryRun ? 200 : 201);
    return result.body;
  }
}
