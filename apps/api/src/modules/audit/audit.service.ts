import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { ErrorCode } from '@mijozlar/shared';
import { AuditLog, Prisma } from '../../generated/prisma/client';
import { ApiError, PendingFieldError } from '../../common/errors/api-error';
import { combineWhere, paginate, parseOrdering, SortDirection } from '../../common/list/paginate';
import { keysetRows } from '../../common/list/keyset';
import { orderSql, whereSql } from '../../common/list/sql-where';
import { columns, streamXlsx } from '../../common/xlsx';
import { tashkentDateTime } from '../../common/clock/clock';
import { AuditExportQueryDto, AuditListQueryDto } from './dto/audit.dto';
import { auditListSpec, auditSqlModel, buildAuditWhere } from './audit.query';
import { RelatedEntries } from './audit.related';
import { toAuditEntry } from './audit.mapper';
import { ACTION_NAMES, ENTITY_NAMES } from './audit.names';
import { TrailCount } from './audit-count';

const AUDIT_COLUMNS = columns(
  'int id 10 ID | ID',
  'text at 20 Vaqt | Время',
  'text actor 28 Kim | Кто',
  'text action 22 Amal | Действие',
  'text entity 22 Obyekt | Объект',
  'int entity_id 10 Obyekt ID | ID объекта',
  'text entity_label 36 Nomi | Название',
  'text changes 60 Oʻzgarishlar | Изменения',
  'text reason 36 Sabab | Причина',
  'text ip 16 IP | IP',
  'text request_id 38 Soʻrov ID | ID запроса',
);

const SHEET: Record<Locale, string> = { uz: 'Oʻzgarishlar tarixi', ru: 'Журнал изменений' };

/** Reads the audit trail. Nothing here writes to it but the export's own entry; no route changes an entry. */
@Injectable()
export class AuditService {
  private readonly trailCount: TrailCount;

  constructor(private readonly prisma: PrismaService) {
    this.trailCount = new TrailCount(prisma);
  }

  list(query: AuditListQueryDto) {
    const related = relatedOf(query);
    if (related) {
      // The same list mechanism (filters, search, ordering whitelist, page window, mapper) over the SQL of audit.related.ts.
      const delegate = {
        count: async ({ where }: { where: Prisma.AuditLogWhereInput }) =>
          (await this.prisma.rows<{ count: number }>(related.count(whereSql(auditSqlModel, where))))[0].count,
        findMany: ({ where, orderBy, skip, take }: { where: Prisma.AuditLogWhereInput; orderBy: object[]; skip: number; take: number }) =>
          this.prisma.$queryRaw<AuditLog[]>(related.rows(whereSql(auditSqlModel, where), orderSql(auditSqlModel, orderBy), take, skip)),
      };
      return paginate(delegate, query, auditListSpec, { where: buildAuditWhere(otherFilters(query)), map: toAuditEntry });
    }
    const where = buildAuditWhere(query);
    // The whole trail (no filter, no search): its count without counting every entry (audit-count.ts).
    const whole = Object.keys(where).length === 0 && !query.search?.trim();
    const delegate = whole ? { count: () => this.trailCount.count(), findMany: (args: unknown) => this.prisma.auditLog.findMany(args as Prisma.AuditLogFindManyArgs) } : this.prisma.auditLog;
    return paginate(delegate, query, auditListSpec, { where, map: toAuditEntry });
  }

  /** Everyone who can appear as an actor (the "who" filter): every user, active or not, by name. */
  actors() {
    return this.prisma.user.findMany({ select: { id: true, full_name: true }, orderBy: [{ full_name: 'asc' }, { id: 'asc' }] });
  }

  async get(id: number) {
    const row = await this.prisma.auditLog.findUnique({ where: { id: BigInt(id) } });
    if (!row) throw ApiError.notFound();
    return toAuditEntry(row);
  }

  /** The filtered trail as XLSX, streamed in keyset pages (5 million entries cost the same per page as 50). */
  async export(query: AuditExportQueryDto, locale: Locale, reply: FastifyReply) {
    const related = relatedOf(query);
    const term = query.search?.trim();
    const where = combineWhere<Prisma.AuditLogWhereInput>(buildAuditWhere(related ? otherFilters(query) : query), term ? auditListSpec.search!(term) : undefined);
    const orderBy = parseOrdering(query.ordering, auditListSpec) as Record<string, SortDirection>[];
    const rows = keysetRows(
      where,
      orderBy,
      (page, take) =>
        related
          ? this.prisma.$queryRaw<AuditLog[]>(related.rows(whereSql(auditSqlModel, page), orderSql(auditSqlModel, orderBy), take, 0))
          : this.prisma.auditLog.findMany({ where: page, orderBy, take }),
      (r) => ({
        id: Number(r.id),
        at: tashkentDateTime(r.at),
        actor: r.actor_name ?? '',
        action: ACTION_NAMES[r.action as keyof typeof ACTION_NAMES]?.[locale] ?? r.action,
        entity: ENTITY_NAMES[r.entity as keyof typeof ENTITY_NAMES]?.[locale] ?? r.entity,
        entity_id: r.entity_id,
        entity_label: r.entity_label,
        changes: changesText(r.changes as Record<string, [unknown, unknown]> | null),
        reason: r.reason,
        ip: r.ip,
        request_id: r.request_id,
      }),
    );
    return streamXlsx(reply, { filename: 'audit.xlsx', sheetName: SHEET[locale], columns: AUDIT_COLUMNS, locale, rows, audit: { db: this.prisma, entity: 'user', filters: { list: 'audit_log', ...query } } });
  }
}

/**
 * `related=true`: the record's entries and its related records' (audit.related.ts), or null for the
 * plain filters (no flag, or an entity with nothing related). The flag needs the record: entity and entity_id.
 */
function relatedOf(query: AuditListQueryDto): RelatedEntries | null {
  if (!query.related) return null;
  const errors: PendingFieldError[] = [];
  if (!query.entity) errors.push({ field: 'entity', code: ErrorCode.REQUIRED });
  if (query.entity_id === undefined) errors.push({ field: 'entity_id', code: ErrorCode.REQUIRED });
  if (errors.length) throw ApiError.invalid(errors);
  return RelatedEntries.of(query.entity!, query.entity_id!);
}

/** The filters besides the record (which RelatedEntries selects itself). */
function otherFilters(query: AuditListQueryDto): AuditListQueryDto {
  return { ...query, entity: undefined, entity_id: undefined };
}

/** One line per field: `field: before → after`. */
function changesText(changes: Record<string, [unknown, unknown]> | null): string {
  if (!changes) return '';
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return Object.entries(changes)
    .map(([field, [before, after]]) => `${field}: ${show(before)} → ${show(after)}`)
    .join('\n');
}
