import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { P, type Locale } from '@mijozlar/shared';
import { RequirePermission } from '../../common/auth/decorators';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { AuditExportQueryDto, AuditListQueryDto } from './dto/audit.dto';
import { AuditService } from './audit.service';

/** The audit trail, read only: no route here (or anywhere) changes or deletes an entry. */
@ApiTags('audit-log')
@Controller('audit-log')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @RequirePermission(P.AUDIT_READ)
  @Get()
  @ApiOperation({
    summary: 'The audit trail, newest first: who changed what, when, before and after',
    description:
      'Filters: entity, entity_id (a record’s history), actor (user id), action, date_from, date_to (Tashkent days). ' +
      '`search` looks in entity_label and reason. `changes` is {field: [before, after]} for the fields that changed, values as the API shows them. ' +
      '`related=true` (only with entity and entity_id, else 400): the record’s history with the entries of the records that belong to it, ' +
      'in one list (same entries, same order and paging, the other filters apply to all of them): a sale — its client_debt, that debt’s ' +
      'payment_report rows, its refusal and the wallet_operation rows with its sale_id; a client_debt — its payment_report rows; a wallet — ' +
      'its wallet_operation rows; a supplier — its supplier_operation rows; an investor or an employee — the wallet_operation rows with its ' +
      'investor_id / employee_id. Other entities: the flag changes nothing. Each entry says its own entity and entity_id.',
  })
  list(@Query() query: AuditListQueryDto) {
    return this.audit.list(query);
  }

  @RequirePermission(P.AUDIT_READ)
  @Get('export/audit.xls')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: "The list's filters and search as XLSX, streamed (sheet in `language` or Accept-Language); `related=true` as in the list" })
  export(@Query() query: AuditExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.audit.export(query, query.language ?? lang, reply);
  }

  @RequirePermission(P.AUDIT_READ)
  @Get('actors')
  @ApiOperation({ summary: 'Who may appear as an actor: every user [{id, full_name}], for the "who" filter (no USER_READ needed)' })
  actors() {
    return this.audit.actors();
  }

  @RequirePermission(P.AUDIT_READ)
  @Get(':id')
  @ApiOperation({ summary: 'One entry' })
  get(@IdParam() id: number) {
    return this.audit.get(id);
  }
}
