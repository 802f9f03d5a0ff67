import { Injectable } from '@nestjs/common';
import { type ApiErrorCode, ErrorCode, LID_STATUS, Locale, PeopleGroupError } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import type { PeopleGroupKind } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import type { AuthUser } from '../../common/auth/auth-user';
import { tashkentDate } from '../../common/clock/clock';
import { localName } from '../../common/i18n/locale';
import { ListSpec, paginate } from '../../common/list/paginate';
import { PeopleGroupDto, PeopleGroupListQueryDto, UpdatePeopleGroupDto } from './dto/sms.dto';

type Where = Prisma.PeopleGroupWhereInput;
type OrderBy = Prisma.PeopleGroupOrderByWithRelationInput;

export interface Recipient {
  phone: string;
  client_id: number | null;
  lid_id: number | null;
}

const groupInclude = {
  members: { select: { client_id: true, lid_id: true }, orderBy: { id: 'asc' } },
  _count: { select: { members: true } },
} as const satisfies Prisma.PeopleGroupInclude;
type GroupRow = Prisma.PeopleGroupGetPayload<{ include: typeof groupInclude }>;

export const peopleGroupListSpec: ListSpec<Where, OrderBy> = {
  ordering: { id: (d) => ({ id: d }), created_at: (d) => ({ created_at: d }), name: (d) => ({ name_uz: d }) },
  defaultOrdering: 'id',
  tiebreaker: { id: 'asc' },
  search: (term) => ({
    OR: [{ name_uz: { contains: term, mode: 'insensitive' } }, { name_ru: { contains: term, mode: 'insensitive' } }],
  }),
  defaultPageSize: 1000,
};

/** Who a computed group holds right now. `today` is the business date (Asia/Tashkent). */
export function computedGroupWhere(kind: Exclude<PeopleGroupKind, 'manual'>, today: Date) {
  switch (kind) {
    case 'all_clients':
      return { client: {} as Prisma.ClientWhereInput };
    case 'debtors':
      return { client: { client_debts: { some: { is_closed: false, current_debt: { gt: 0 } } } } as Prisma.ClientWhereInput };
    case 'overdue_debtors':
      return {
        client: {
          client_debts: {
            some: { is_closed: false, instalments: { some: { status: { not: 'paid' }, payment_date: { lt: today } } } },
          },
        } as Prisma.ClientWhereInput,
      };
    case 'active_lids':
      return {
        lid: { archived: false, status_id: { not: LID_STATUS.CANCELLED }, converted_client_id: null } as Prisma.LidWhereInput,
      };
  }
}

/** A manual group as the audit trail records it: its names and members (ids). */
async function groupShape(tx: Tx, id: number) {
  const row = await tx.peopleGroup.findUniqueOrThrow({ where: { id }, include: { members: { select: { client_id: true, lid_id: true }, orderBy: { id: 'asc' } } } });
  return {
    name_uz: row.name_uz,
    name_ru: row.name_ru,
    kind: row.kind,
    clients: row.members.filter((m) => m.client_id !== null).map((m) => m.client_id as number),
    lids: row.members.filter((m) => m.lid_id !== null).map((m) => m.lid_id as number),
  };
}

/**
 * AUDIT_ENTITIES has no people group yet (the lead adds `people_group` to it and to the audit
 * module's names): until then a group's entries go under `sms`, the group's id in the details.
 */
function groupEntry(id: number, group: { name_uz: string }) {
  return { entity: 'people_group' as const, entity_id: id, label: group.name_uz };
}

const todayDate = () => new Date(`${tashkentDate(new Date())}T00:00:00.000Z`);

@Injectable()
export class PeopleGroupsService {
  constructor(private readonly prisma: PrismaService) {}

  async list(query: PeopleGroupListQueryDto, locale: Locale) {
    const page = await paginate(this.prisma.peopleGroup, query, peopleGroupListSpec, {
      where: query.kind ? { kind: query.kind } : {},
      include: groupInclude,
      map: (row: GroupRow) => row,
    });
    const results = [];
    for (const row of page.results) results.push(await this.toGroup(row, locale));
    return { count: page.count, results };
  }

  async get(id: number, locale: Locale) {
    const row = await this.prisma.peopleGroup.findUnique({ where: { id }, include: groupInclude });
    if (!row) throw ApiError.notFound();
    return this.toGroup(row, locale);
  }

  async create(dto: PeopleGroupDto, actor: AuthUser, locale: Locale) {
    await this.checkMembers(dto.clients ?? [], dto.lids ?? []);
    const id = await this.prisma.$transaction(async (tx) => {
      const group = await tx.peopleGroup.create({
        data: { name_uz: dto.name.trim(), name_ru: dto.name_ru?.trim() || dto.name.trim(), kind: 'manual', created_by_id: actor.id },
        select: { id: true },
      });
      await this.writeMembers(tx, group.id, dto.clients ?? [], dto.lids ?? []);
      const after = await groupShape(tx, group.id);
      await auditCreate(tx, { ...groupEntry(group.id, after), after });
      return group.id;
    });
    return this.get(id, locale);
  }

  async update(id: number, dto: UpdatePeopleGroupDto, locale: Locale) {
    const group = await this.prisma.peopleGroup.findUnique({ where: { id }, select: { kind: true } });
    if (!group) throw ApiError.notFound();
    if (group.kind !== 'manual') throw ApiError.conflict(PeopleGroupError.COMPUTED);
    if (dto.name !== undefined && !dto.name?.trim()) throw ApiError.badRequest('name', ErrorCode.REQUIRED);
    await this.checkMembers(dto.clients ?? [], dto.lids ?? []);
    await this.prisma.$transaction(async (tx) => {
      const before = await groupShape(tx, id);
      const data: Prisma.PeopleGroupUpdateInput = {};
      if (dto.name !== undefined) {
        data.name_uz = dto.name.trim();
        if (dto.name_ru === undefined) data.name_ru = dto.name.trim();
      }
      if (dto.name_ru !== undefined) data.name_ru = dto.name_ru?.trim() || dto.name?.trim() || undefined;
      await tx.peopleGroup.update({ where: { id }, data });
      if (dto.clients !== undefined) {
        await tx.peopleGroupMember.deleteMany({ where: { people_group_id: id, client_id: { not: null } } });
        await this.writeMembers(tx, id, dto.clients, []);
      }
      if (dto.lids !== undefined) {
        await tx.peopleGroupMember.deleteMany({ where: { people_group_id: id, lid_id: { not: null } } });
        await this.writeMembers(tx, id, [], dto.lids);
      }
      const after = await groupShape(tx, id);
      await auditChange(tx, { ...groupEntry(id, after), before, after });
    });
    return this.get(id, locale);
  }

  async remove(id: number): Promise<void> {
    const group = await this.prisma.peopleGroup.findUnique({ where: { id }, select: { kind: true } });
    if (!group) throw ApiError.notFound();
    if (group.kind !== 'manual') throw ApiError.conflict(PeopleGroupError.COMPUTED);
    await this.prisma.$transaction(async (tx) => {
      const before = await groupShape(tx, id);
      await tx.peopleGroup.delete({ where: { id } });
      await auditDelete(tx, { ...groupEntry(id, before), before });
    });
  }

  /** Everyone a group reaches now, with their phone (computed kinds resolved at this moment). */
  async resolve(tx: Tx, groupId: number): Promise<Recipient[]> {
    const group = await tx.peopleGroup.findUnique({ where: { id: groupId }, select: { kind: true } });
    if (!group) throw ApiError.badRequest('people_group', ErrorCode.INVALID);
    if (group.kind === 'manual') {
      const members = await tx.peopleGroupMember.findMany({
        where: { people_group_id: groupId },
        select: { client: { select: { id: true, phone_number: true } }, lid: { select: { id: true, phone_number: true } } },
        orderBy: { id: 'asc' },
      });
      return members.map((m) =>
        m.client
          ? { phone: m.client.phone_number, client_id: m.client.id, lid_id: null }
          : { phone: m.lid!.phone_number, client_id: null, lid_id: m.lid!.id },
      );
    }
    const where = computedGroupWhere(group.kind, todayDate());
    if ('lid' in where) {
      const lids = await tx.lid.findMany({ where: where.lid, select: { id: true, phone_number: true }, orderBy: { id: 'asc' } });
      return lids.map((l) => ({ phone: l.phone_number, client_id: null, lid_id: l.id }));
    }
    const clients = await tx.client.findMany({ where: where.client, select: { id: true, phone_number: true }, orderBy: { id: 'asc' } });
    return clients.map((c) => ({ phone: c.phone_number, client_id: c.id, lid_id: null }));
  }

  private async toGroup(row: GroupRow, locale: Locale) {
    let membersCount = row._count.members;
    if (row.kind !== 'manual') {
      const where = computedGroupWhere(row.kind, todayDate());
      membersCount = 'lid' in where ? await this.prisma.lid.count({ where: where.lid }) : await this.prisma.client.count({ where: where.client });
    }
    return {
      id: row.id,
      name: localName(row, locale),
      name_uz: row.name_uz,
      name_ru: row.name_ru,
      kind: row.kind,
      members_count: membersCount,
      clients: row.members.filter((m) => m.client_id !== null).map((m) => m.client_id as number),
      lids: row.members.filter((m) => m.lid_id !== null).map((m) => m.lid_id as number),
      created_at: row.created_at.toISOString(),
    };
  }

  private async checkMembers(clients: number[], lids: number[]) {
    const errors: { field: string; code: ApiErrorCode }[] = [];
    const uniqueClients = [...new Set(clients)];
    const uniqueLids = [...new Set(lids)];
    if (uniqueClients.length && (await this.prisma.client.count({ where: { id: { in: uniqueClients } } })) !== uniqueClients.length) {
      errors.push({ field: 'clients', code: ErrorCode.INVALID });
    }
    if (uniqueLids.length && (await this.prisma.lid.count({ where: { id: { in: uniqueLids } } })) !== uniqueLids.length) {
      errors.push({ field: 'lids', code: ErrorCode.INVALID });
    }
    if (errors.length) throw ApiError.invalid(errors);
  }

  private async writeMembers(tx: Tx, groupId: number, clients: number[], lids: number[]) {
    const data = [
      ...[...new Set(clients)].map((client_id) => ({ people_group_id: groupId, client_id })),
      ...[...new Set(lids)].map((lid_id) => ({ people_group_id: groupId, lid_id })),
    ];
    if (data.length) await tx.peopleGroupMember.createMany({ data, skipDuplicates: true });
  }
}
