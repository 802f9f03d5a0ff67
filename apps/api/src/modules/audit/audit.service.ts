import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { combineWhere, paginate, parseOrdering, SortDirection } from '../../common/list/paginate';
import { keysetRows } from '../../common/list/keyset';
import { columns, streamXlsx } from '../../common/xlsx';
import { tashkentDateTime } from '../../common/clock/clock';
import { AuditExportQueryDto, AuditListQueryDto } from './dto/audit.dto';
import { auditListSpec, buildAuditWhere } from './audit.query';
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
    const term = query.search?.trim();
    const where = combineWhere<Prisma.AuditLogWhereInput>(buildAuditWhere(query), term ? auditListSpec.search!(term) : undefined);
    const orderBy = parseOrdering(query.ordering, auditListSpec) as Record<string, SortDirection>[];
    const rows = keysetRows(
      where,
      orderBy,
      (page, take) => this.prisma.auditLog.findMany({ where: page, orderBy, take }),
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

/** One line per field: `field: before → after`. */
function changesText(changes: Record<string, [unknown, unknown]> | null): string {
  if (!changes) return '';
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return Object.entries(changes)
    .map(([field, [before, after]]) => `${field}: ${show(before)} → ${show(after)}`)
    .join('\n');
}
