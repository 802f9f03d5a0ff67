import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Locale, P } from '@mijozlar/shared';
import { anyOf, CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor';
import {
  ConstructionImportQueryDto,
  ConstructionLanguageQueryDto,
  ConstructionListQueryDto,
  ConstructionOperationExportQueryDto,
  ConstructionOperationFiltersDto,
  CreateConstructionDto,
  UpdateConstructionDto,
} from './dto/construction.dto';
import { ConstructionService } from './construction.service';
import { ConstructionImportService } from './construction-import.service';


@ApiTags('construction')
@Controller('construction')
export class ConstructionController {
  constructor(
    private readonly construction: ConstructionService,
    private readonly imports: ConstructionImportService,
  ) {}

  @RequirePermission(P.CONSTRUCTION_OPERATIONS)
  @Get()
  @ApiOperation({
    summary: 'Construction projects with `spent` per currency (search by name; ordering id, name, created_at; default -created_at)',
    description:
      '`spent: [{currency, currency_code, operations, deliveries, amount}]`: operations = its construction withdrawals net of reversals (wallet currency), deliveries = supplier deliveries tied to it; amount = both. `totals` gives the same per currency over the whole filtered list.',
  })
  list(@Query() query: ConstructionListQueryDto) {
    return this.construction.list(query);
  }

  // A supplier's delivery names the project it went to (EMPLOYEE_READ, the suppliers' permission).
  @RequirePermission(anyOf(P.CONSTRUCTION_OPERATIONS, P.EMPLOYEE_READ))
  @Get('choices')
  @ApiOperation({ summary: 'Construction projects to pick: [{id, name}] by name, then id (a plain array)' })
  choices() {
    return this.construction.choices();
  }

  @RequirePermission(P.CONSTRUCTION_OPERATIONS)
  @Post()
  create(@Body() body: CreateConstructionDto) {
    return this.construction.create(body);
  }

  @RequirePermission(P.CONSTRUCTION_OPERATIONS)
  @Get('import-template.xlsx')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: 'The expenses import sheet: header (date, wallet, amount, method, comment) and an example row; rules on a second sheet' })
  template(@Query() query: ConstructionLanguageQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.imports.template(query.language ?? lang, reply);
  }

  @RequirePermission(P.CONSTRUCTION_OPERATIONS)
  @Get(':id')
  get(@IdParam() id: number) {
    return this.construction.get(id);
  }

  @RequirePermission(P.CONSTRUCTION_OPERATIONS)
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateConstructionDto) {
    return this.construction.update(id, body);
  }

  @RequirePermission(P.CONSTRUCTION_OPERATIONS)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a project without operations; 409 construction.has_operations otherwise' })
  remove(@IdParam() id: number) {
    return this.construction.remove(id);
  }

  @RequirePermission(P.CONSTRUCTION_OPERATIONS)
  @Get(':id/operations')
  @ApiOperation({
    summary: "The project's construction wallet operations and supplier deliveries in one list (newest first)",
    description:
      'Items `{id, source: wallet_operation|supplier_delivery, date, operation_type, amount, signed_amount, currency, currency_code, amount_usd, exchange_rate, wallet, method, comment, supplier, material, floor, model, unit, unit_amount, unit_price, executor, reversal_of, reversed_by}`; ' +
      'a reversal is a replenish with `reversal_of` (signed_amount negative). Filters date_from, date_to (Tashkent days), currency, source; search over comment (and supplier, model); ordering date, amount, id. `totals` per currency over the filtered list.',
  })
  operations(@IdParam() id: number, @Query() query: ConstructionOperationFiltersDto, @Lang() lang: Locale) {
    return this.construction.operations(id, query, lang);
  }

  @RequirePermission(P.CONSTRUCTION_OPERATIONS)
  @Get(':id/monthly-spending')
  @ApiOperation({
    summary: 'Spending per Tashkent month and currency: {results: [{month: YYYY-MM, currency, currency_code, operations, deliveries, amount}]}, oldest first, months with movement only',
  })
  monthly(@IdParam() id: number) {
    return this.construction.monthlySpending(id);
  }
}

/** The spec puts the project id first: /api/{id}/export/construction_operations.xls, /api/{id}/import-construction-operations/. */
@ApiTags('construction')
@Controller()
export class ConstructionXlsxController {
  constructor(
    private readonly construction: ConstructionService,
    private readonly imports: ConstructionImportService,
  ) {}

  @RequirePermission(P.CONSTRUCTION_OPERATIONS)
  @Get(':id/export/construction_operations.xls')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: "The project's operations list (its filters, search, ordering) as XLSX, streamed; sheet in `language` or Accept-Language" })
  export(@IdParam() id: number, @Query() query: ConstructionOperationExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.construction.export(id, query, query.language ?? lang, reply);
  }

  @RequirePermission(P.CONSTRUCTION_OPERATIONS, P.WALLET_READ)
  @Post(':id/import-construction-operations')
  @Idempotent()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['dataFile'], properties: { dataFile: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary: 'Import construction expenses from XLSX (field dataFile, ≤ 5 MB, ≤ 2000 rows): all rows or none',
    description:
      'Columns (uz or ru headers, or keys): date (YYYY-MM-DD, DD.MM.YYYY or an Excel date), wallet (name or id), amount (wallet currency), method (uz/ru name, code or id; default cash), comment. ' +
      'Each row is a construction withdrawal of the project; a row that would take its wallet below zero is an error. ' +
      '201 `{imported, rows, totals}`; 400 `{errors:[{row, field, code, message}]}`; with `dry_run=true` 200 `{valid, rows, errors, totals}` and nothing written. Needs WALLET_READ besides CONSTRUCTION_OPERATIONS. Template: GET /api/construction/import-template.xlsx.',
  })
  async import(
    @IdParam() id: number,
    @Query() query: ConstructionImportQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: AuthUser,
    @Lang() lang: Locale,
  ) {
    const result = await this.imports.import(id, request, query.dry_run ?? false, lang, user);
    reply.status(result.dryRun ? 200 : 201);
    return result.body;
  }
}
