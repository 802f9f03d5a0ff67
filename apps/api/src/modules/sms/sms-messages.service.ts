import { Injectable } from '@nestjs/common';
import { ErrorCode, Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { ListSpec, orderByColumns, paginateSql } from '../../common/list/paginate';
import { SendSmsDto, SmsListQueryDto } from './dto/sms.dto';
import { PeopleGroupsService, Recipient } from './people-groups.service';
import { smsRows, smsSelect, toSms } from './sms.mapper';
import { checkRecipientChoice, uniqueByPhone } from './sms.recipients';
import { SmsService } from './sms.service';
import { auditSms } from './sms.audit';

type Where = Prisma.SmsMessageWhereInput;
type OrderBy = Prisma.SmsMessageOrderByWithRelationInput;

/** How many of the stored messages the POST answer shows (a group may reach thousands). */
const ANSWER_LIMIT = 100;

export const smsListSpec: ListSpec<Where, OrderBy> = {
  ordering: {
    ...orderByColumns<OrderBy>('id', 'created_at'),
    sent_at: (d) => ({ sent_at: { sort: d, nulls: 'last' } }),
  },
  defaultOrdering: '-created_at',
  tiebreaker: { id: 'desc' },
  search: (term) => {
    const digits = term.replace(/\D/g, '');
    const or: Where[] = [{ text: { contains: term, mode: 'insensitive' } }];
    if (digits.length >= 2) or.push({ recipient: { contains: digits } });
    return { OR: or };
  },
};

/** Recovery messages carry a code: they are never listed. */
export function buildSmsWhere(filters: Pick<SmsListQueryDto, 'status' | 'client' | 'lid' | 'people_group'>): Where {
  const where: Where = { purpose: { not: 'recovery' } };
  if (filters.status) where.status = filters.status;
  if (filters.client !== undefined) where.client_id = filters.client;
  if (filters.lid !== undefined) where.lid_id = filters.lid;
  if (filters.people_group !== undefined) where.people_group_id = filters.people_group;
  return where;
}

@Injectable()
export class SmsMessagesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sms: SmsService,
    private readonly groups: PeopleGroupsService,
  ) {}

  list(query: SmsListQueryDto, locale: Locale) {
    return paginateSql(this.prisma, query, smsListSpec, { where: buildSmsWhere(query), rows: smsRows(locale) });
  }

  async send(dto: SendSmsDto, actor: AuthUser, locale: Locale) {
    const choice = checkRecipientChoice(dto);
    if (choice) throw ApiError.invalid([choice]);
    const text = dto.text.trim();
    const ids = await this.prisma.$transaction(
      async (tx) => {
        const recipients: (Recipient & { people_group_id: number | null })[] = [];
        const clientIds = [...new Set(dto.clients ?? [])];
        const lidIds = [...new Set(dto.lids ?? [])];
        if (clientIds.length) {
          const rows = await tx.client.findMany({ where: { id: { in: clientIds } }, select: { id: true, phone_number: true } });
          if (rows.length !== clientIds.length) throw ApiError.badRequest('clients', ErrorCode.INVALID);
          const byId = new Map(rows.map((r) => [r.id, r]));
          for (const id of clientIds) recipients.push({ phone: byId.get(id)!.phone_number, client_id: id, lid_id: null, people_group_id: null });
        }
        if (lidIds.length) {
          const rows = await tx.lid.findMany({ where: { id: { in: lidIds } }, select: { id: true, phone_number: true } });
          if (rows.length !== lidIds.length) throw ApiError.badRequest('lids', ErrorCode.INVALID);
          const byId = new Map(rows.map((r) => [r.id, r]));
          for (const id of lidIds) recipients.push({ phone: byId.get(id)!.phone_number, client_id: null, lid_id: id, people_group_id: null });
        }
        if (dto.people_group) {
          for (const r of await this.groups.resolve(tx, dto.people_group)) recipients.push({ ...r, people_group_id: dto.people_group });
        }
        const queued = await this.sms.queue(
          tx,
          uniqueByPhone(recipients).map((r) => ({
            recipient: r.phone,
            text,
            purpose: 'manual' as const,
            client_id: r.client_id,
            lid_id: r.lid_id,
            people_group_id: r.people_group_id,
            created_by_id: actor.id,
          })),
        );
        await auditSms(tx, queued, text, { clients: clientIds, lids: lidIds, people_group: dto.people_group ?? null });
        return queued;
      },
      { timeout: 60000 },
    );
    this.sms.dispatch(ids);
    const rows = await this.prisma.smsMessage.findMany({
      where: { id: { in: ids.slice(0, ANSWER_LIMIT) } },
      select: smsSelect,
      orderBy: { id: 'asc' },
    });
    return { count: ids.length, results: rows.map((r) => toSms(r, locale)) };
  }
}
