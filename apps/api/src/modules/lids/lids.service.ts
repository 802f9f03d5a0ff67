import { Injectable } from '@nestjs/common';
import { type ApiErrorCode, ErrorCode, LidError, Locale } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { tashkentDate } from '../../common/clock/clock';
import { paginate, paginateSql } from '../../common/list/paginate';
import { ClientsService, assertPhonesFree } from '../clients/clients.service';
import { CreateLidDto, CreateLidTalkDto, LidListQueryDto, LidMiniListQueryDto, LidTalkListQueryDto, UpdateLidDto } from './dto/lid.dto';
import { lidInclude, lidRows, LidTalkRow, lidTalkInclude, lidShape, toLid, toLidTalk } from './lids.mapper';
import { readClientShape } from '../clients/clients.audit';
import { audit, auditChange, auditCreate, auditDelete } from '../../common/audit';
import { buildLidWhere, dateOnly, lidListSpec, lidMiniListSpec, lidTalkListSpec } from './lids.query';

/** A converted lead's client starts with status 1 (new). */
const NEW_CLIENT_STATUS = 1;

@Injectable()
export class LidsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clients: ClientsService,
  ) {}

  list(query: LidListQueryDto, locale: Locale) {
    return paginateSql(this.prisma, query, lidListSpec, { where: buildLidWhere(query, tashkentDate(new Date())), rows: lidRows(locale) });
  }

  miniList(query: LidMiniListQueryDto) {
    return paginate(this.prisma.lid, query, lidMiniListSpec, {
      select: { id: true, name: true, phone_number: true },
      map: (row: { id: number; name: string; phone_number: string }) => row,
    });
  }

  async get(id: number, locale: Locale) {
    const row = await this.prisma.lid.findUnique({ where: { id }, include: lidInclude });
    if (!row) throw ApiError.notFound();
    return toLid(row, locale);
  }

  async create(dto: CreateLidDto, actor: AuthUser, locale: Locale) {
    this.checkNote(dto.add_note, dto.note);
    await this.checkReferences(dto);
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.lid.create({
        data: {
          name: dto.name.trim(),
          phone_number: dto.phone_number,
          company_name: dto.company_name?.trim() || null,
          status_id: dto.status,
          region_id: dto.region ?? null,
          city_id: dto.city ?? null,
          seller_id: dto.seller,
          operator_id: dto.operator ?? null,
          source_of_interest_id: dto.source_of_interest ?? null,
          note: dto.note?.trim() || null,
          call_date: dateOnly(dto.call_date),
          next_call_date: dto.next_call_date ? dateOnly(dto.next_call_date) : null,
          archived: dto.archived ?? false,
          created_by_id: actor.id,
        },
        include: lidInclude,
      });
      await auditCreate(tx, { entity: 'lid', entity_id: created.id, label: created.name, after: lidShape(created) });
      return created;
    });
    return toLid(row, locale);
  }

  async update(id: number, dto: UpdateLidDto, locale: Locale) {
    const current = await this.prisma.lid.findUnique({ where: { id }, select: { region_id: true, note: true } });
    if (!current) throw ApiError.notFound();
    for (const field of ['name', 'phone_number', 'status', 'call_date', 'seller'] as const) {
      if (dto[field] === null || (typeof dto[field] === 'string' && !(dto[field] as string).trim())) {
        throw ApiError.badRequest(field, ErrorCode.REQUIRED);
      }
    }
    this.checkNote(dto.add_note, dto.note !== undefined ? dto.note : current.note);
    await this.checkReferences({ ...dto, region: dto.region !== undefined ? dto.region : current.region_id });
    const data: Prisma.LidUncheckedUpdateInput = {};
    if (dto.name !== undefined) data.name = dto.name.trim();
    if (dto.phone_number !== undefined) data.phone_number = dto.phone_number;
    if (dto.company_name !== undefined) data.company_name = dto.company_name?.trim() || null;
    if (dto.status !== undefined) data.status_id = dto.status;
    if (dto.region !== undefined) data.region_id = dto.region;
    if (dto.city !== undefined) data.city_id = dto.city;
    if (dto.seller !== undefined) data.seller_id = dto.seller;
    if (dto.operator !== undefined) data.operator_id = dto.operator;
    if (dto.source_of_interest !== undefined) data.source_of_interest_id = dto.source_of_interest;
    if (dto.note !== undefined) data.note = dto.note?.trim() || null;
    if (dto.call_date !== undefined) data.call_date = dateOnly(dto.call_date);
    if (dto.next_call_date !== undefined) data.next_call_date = dto.next_call_date ? dateOnly(dto.next_call_date) : null;
    if (dto.archived !== undefined) data.archived = dto.archived;
    const row = await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'lid', id);
      const before = await tx.lid.findUniqueOrThrow({ where: { id }, include: lidInclude });
      const after = await tx.lid.update({ where: { id }, data, include: lidInclude });
      await auditChange(tx, { entity: 'lid', entity_id: id, label: after.name, before: lidShape(before), after: lidShape(after) });
      return after;
    });
    return toLid(row, locale);
  }

  async remove(id: number): Promise<void> {
    const lid = await this.prisma.lid.findUnique({ where: { id }, select: { id: true } });
    if (!lid) throw ApiError.notFound();
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'lid', id);
      const before = await tx.lid.findUniqueOrThrow({ where: { id }, include: lidInclude });
      await tx.lid.delete({ where: { id } });
      await auditDelete(tx, { entity: 'lid', entity_id: id, label: before.name, before: lidShape(before) });
    });
  }

  /**
   * Creates a client from the lead (name, phones, company, region, city), links the lead and its
   * SMS history to it. The lead row is locked: of two concurrent conversions one wins, the other
   * gets 409.
   */
  async convert(id: number, actor: AuthUser, locale: Locale) {
    const clientId = await this.prisma.$transaction((tx) => convertLidInTx(tx, id, actor.id, new Date()));
    return this.clients.get(clientId, locale);
  }

  // Talks

  listTalks(query: LidTalkListQueryDto) {
    return paginate(this.prisma.lidTalk, query, lidTalkListSpec, {
      where: query.lid !== undefined ? { lid_id: query.lid } : {},
      include: lidTalkInclude,
      map: (row: LidTalkRow) => toLidTalk(row),
    });
  }

  async createTalk(dto: CreateLidTalkDto, actor: AuthUser) {
    const lid = await this.prisma.lid.findUnique({ where: { id: dto.lid }, select: { id: true } });
    if (!lid) throw ApiError.badRequest('lid', ErrorCode.INVALID);
    const row = await this.prisma.$transaction(async (tx) => {
      const talk = await tx.lidTalk.create({
        data: { lid_id: dto.lid, talk_date: new Date(dto.talk_date), result: dto.result.trim(), created_by_id: actor.id },
        include: lidTalkInclude,
      });
      const before = await tx.lid.findUniqueOrThrow({ where: { id: dto.lid }, select: { name: true, next_call_date: true } });
      if (dto.next_call_date) await tx.lid.update({ where: { id: dto.lid }, data: { next_call_date: dateOnly(dto.next_call_date) } });
      // A talk is part of its lead: an update of the lead, the talk in the details.
      const nextCall = dto.next_call_date ? dateOnly(dto.next_call_date).toISOString().slice(0, 10) : null;
      const was = before.next_call_date?.toISOString().slice(0, 10) ?? null;
      await audit(tx, {
        action: 'update',
        entity: 'lid',
        entity_id: dto.lid,
        label: before.name,
        changes: nextCall && nextCall !== was ? { next_call_date: [was, nextCall] } : null,
        details: { talk: { id: talk.id, talk_date: talk.talk_date.toISOString(), result: talk.result } },
      });
      return talk;
    });
    return toLidTalk(row);
  }

  private checkNote(addNote: boolean | undefined, note: string | null | undefined) {
    if (addNote === true && !note?.trim()) throw ApiError.badRequest('note', ErrorCode.REQUIRED);
  }

  private async checkReferences(dto: {
    status?: number | null;
    region?: number | null;
    city?: number | null;
    seller?: number | null;
    operator?: number | null;
    source_of_interest?: number | null;
  }) {
    const errors: { field: string; code: ApiErrorCode }[] = [];
    const exists = async (field: string, id: number | null | undefined, find: (id: number) => Promise<unknown>) => {
      if (id !== undefined && id !== null && !(await find(id))) errors.push({ field, code: ErrorCode.INVALID });
    };
    await exists('status', dto.status, (id) => this.prisma.lidStatus.findUnique({ where: { id }, select: { id: true } }));
    await exists('region', dto.region, (id) => this.prisma.region.findUnique({ where: { id }, select: { id: true } }));
    await exists('seller', dto.seller, (id) => this.prisma.user.findUnique({ where: { id }, select: { id: true } }));
    await exists('operator', dto.operator, (id) => this.prisma.user.findUnique({ where: { id }, select: { id: true } }));
    await exists('source_of_interest', dto.source_of_interest, (id) =>
      this.prisma.lidSource.findUnique({ where: { id }, select: { id: true } }),
    );
    if (dto.city !== undefined && dto.city !== null) {
      const city = await this.prisma.city.findUnique({ where: { id: dto.city }, select: { region_id: true } });
      if (!city || (dto.region !== undefined && dto.region !== null && city.region_id !== dto.region)) {
        errors.push({ field: 'city', code: ErrorCode.INVALID });
      }
    }
    if (errors.length) throw ApiError.invalid(errors);
  }
}

/**
 * The lead conversion inside the caller's transaction (a sale's confirm converts its lead in the
 * same transaction as the money). Locks the lead row; 404 if it is gone, 409
 * lid.already_converted if it was converted before. Returns the new client's id.
 */
export async function convertLidInTx(tx: Tx, id: number, actorId: number, at: Date): Promise<number> {
  const lid = await lockRowOr404<{
    id: number;
    name: string;
    phone_number: string;
    company_name: string | null;
    region_id: number | null;
    city_id: number | null;
    converted_client_id: number | null;
  }>(tx, 'lid', id, 'id, name, phone_number, company_name, region_id, city_id, converted_client_id');
  if (lid.converted_client_id !== null) throw ApiError.conflict(LidError.ALREADY_CONVERTED);
  // A phone some client already has (main or additional): 409 client.phone_exists naming that client.
  await assertPhonesFree(tx, lid.phone_number, []);
  const client = await tx.client.create({
    data: {
      name: lid.name,
      phone_number: lid.phone_number,
      company_name: lid.company_name,
      region_id: lid.region_id,
      city_id: lid.city_id,
      status_id: NEW_CLIENT_STATUS,
      created_by_id: actorId,
    },
    select: { id: true },
  });
  await tx.lid.update({ where: { id }, data: { converted_client_id: client.id, converted_at: at } });
  await tx.smsMessage.updateMany({ where: { lid_id: id, client_id: null }, data: { client_id: client.id } });
  const created = await readClientShape(tx, client.id);
  await auditCreate(tx, { entity: 'client', entity_id: client.id, label: created.label, after: created.shape, details: { lid: id } });
  await audit(tx, { action: 'update', entity: 'lid', entity_id: id, label: lid.name, changes: { converted_client: [null, client.id] } });
  return client.id;
}
