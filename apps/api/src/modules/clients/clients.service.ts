import { phoneSearchDigits } from '../../common/list/phone-search';
import { HttpStatus, Injectable } from '@nestjs/common';
import { ClientError, ErrorCode, Locale } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { localName } from '../../common/i18n/locale';
import { ListSpec, paginate, paginateSql } from '../../common/list/paginate';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { SmsService } from '../sms/sms.service';
import { smsSelect, toSms } from '../sms/sms.mapper';
import { auditSms } from '../sms/sms.audit';
import { ClientListQueryDto, ClientMiniListQueryDto, CreateClientDto, UpdateClientDto } from './dto/client.dto';
import { clientInclude, clientRows, LastSms, toClient, toMiniClient } from './clients.mapper';
import { clientAuditSelect, clientShape, readClientShape } from './clients.audit';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import { Clock, dateOnly } from '../../common/clock/clock';
import { CLIENT_DOCUMENT_FIELDS, futureDateErrors } from './client-documents';
import {
  buildClientWhere,
  clientListSpec,
  clientMiniListSpec,
  clientSearch,
  clientStatusListSpec,
  EXTRA_PHONE_MIN_DIGITS,

} from './clients.query';

type Where = Prisma.ClientWhereInput;

/**
 * A client's phone is unique: a phone that is some client's main phone belongs to no
 * other client, neither as its main phone (unique index client_phone_number_key) nor among its
 * additional numbers. Writes that use the same phones are serialised by transaction-scoped
 * advisory locks (taken in sorted order, so two writers never wait for each other in a circle);
 * the unique index stays the last word. A conflict is a 409 naming the field and, in
 * `existing_id`, the client who has the phone, so the admin can open it.
 */
export async function assertPhonesFree(tx: Tx, phone: string, extras: string[], exceptId?: number): Promise<void> {
  const phones = [...new Set([phone, ...extras])].sort();
  for (const p of phones) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`client-phone:${p}`}, 0))`;
  const other = exceptId === undefined ? {} : { id: { not: exceptId } };
  const main = await tx.client.findFirst({ where: { phone_number: phone, ...other }, select: { id: true } });
  const asExtra = main
    ? null
    : await tx.clientPhone.findFirst({ where: { phone_number: phone, ...(exceptId === undefined ? {} : { client_id: { not: exceptId } }) }, select: { client_id: true } });
  const holder = main?.id ?? asExtra?.client_id;
  if (holder !== undefined) throw phoneTaken('phone_number', holder);
  if (extras.length) {
    const mainOfOther = await tx.client.findFirst({ where: { phone_number: { in: extras }, ...other }, select: { id: true } });
    if (mainOfOther) throw phoneTaken('additional_numbers', mainOfOther.id);
  }
}

/** A writer that got past the checks without the lock (a lead's conversion) is stopped by the unique index: still a 409 with the holder. */
export async function onPhoneRace<T>(write: () => Promise<T>, prisma: PrismaService): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002' && JSON.stringify(err.meta ?? {}).includes('phone_number')) {
      const phone = /\(phone_number\)=\(([^)]+)\)/.exec(JSON.stringify(err.meta) + err.message)?.[1];
      const holder = phone ? await prisma.client.findFirst({ where: { phone_number: phone }, select: { id: true } }) : null;
      if (holder) throw phoneTaken('phone_number', holder.id);
      throw new ApiError(HttpStatus.CONFLICT, [{ field: 'phone_number', code: ClientError.PHONE_EXISTS }]);
    }
    throw err;
  }
}

export function phoneTaken(field: string, existingId: number): ApiError {
  return new ApiError(HttpStatus.CONFLICT, [{ field, code: ClientError.PHONE_EXISTS, existing_id: existingId }]);
}
type OrderBy = Prisma.ClientOrderByWithRelationInput;

/** Clients matched by an extra phone are looked up first; more than this many is not a useful search. */
const EXTRA_PHONE_MATCH_LIMIT = 1000;

@Injectable()
export class ClientsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sms: SmsService,
    private readonly clock: Clock,
  ) {}

  /** The documents' fields given in a body, as columns (dates as DATE values); 400 for a date in the future. */
  private documentData(dto: CreateClientDto | UpdateClientDto): Partial<Prisma.ClientUncheckedCreateInput> {
    const errors = futureDateErrors(dto, this.clock.today());
    if (errors.length) throw ApiError.invalid(errors);
    const data: Record<string, string | Date | null> = {};
    for (const field of CLIENT_DOCUMENT_FIELDS) {
      const value = dto[field];
      if (value === undefined) continue;
      data[field] = value !== null && (field === 'birth_date' || field === 'passport_issued_date') ? dateOnly(value) : value;
    }
    return data;
  }

  /** The list spec with the extra-phone lookup done for this search term (for the Prisma readers: mini list, export). */
  async searchSpec(base: ListSpec<Where, OrderBy>, search: string | undefined): Promise<ListSpec<Where, OrderBy>> {
    const term = search?.trim();
    if (!term) return base;
    const digits = phoneSearchDigits(term);
    let extraIds: number[] = [];
    if (digits.length >= EXTRA_PHONE_MIN_DIGITS) {
      const rows = await this.prisma.rows<{ client_id: number }>(
        Prisma.sql`SELECT DISTINCT client_id FROM client_phone WHERE phone_number LIKE ${`%${digits}%`} LIMIT ${EXTRA_PHONE_MATCH_LIMIT}`,
      );
      extraIds = rows.map((r) => r.client_id);
    }
    return { ...base, search: (t) => clientSearch(t, extraIds) };
  }

  async list(query: ClientListQueryDto, locale: Locale) {
    return paginateSql(this.prisma, query, clientListSpec, { where: buildClientWhere(query), rows: clientRows(locale) });
  }

  async miniList(query: ClientMiniListQueryDto) {
    const spec = await this.searchSpec(clientMiniListSpec, query.search);
    return paginate(this.prisma.client, query, spec, {
      select: { id: true, name: true, phone_number: true },
      map: toMiniClient,
    });
  }

  async get(id: number, locale: Locale) {
    const row = await this.prisma.client.findUnique({ where: { id }, include: clientInclude });
    if (!row) throw ApiError.notFound();
    const last = await this.lastSms([id]);
    return toClient(row, locale, last.get(id) ?? null);
  }

  async create(dto: CreateClientDto, actor: AuthUser, locale: Locale) {
    const documents = this.documentData(dto);
    await this.checkReferences(dto);
    const id = await onPhoneRace(() => this.prisma.$transaction(async (tx) => {
      await assertPhonesFree(tx, dto.phone_number, dto.additional_numbers ?? []);
      const client = await tx.client.create({
        data: {
          name: dto.name.trim(),
          phone_number: dto.phone_number,
          company_name: dto.company_name?.trim() || null,
          region_id: dto.region ?? null,
          city_id: dto.city ?? null,
          status_id: dto.status,
          ...documents,
          created_by_id: actor.id,
        },
        select: clientAuditSelect,
      });
      await this.writePhones(tx, client.id, dto.additional_numbers ?? []);
      const after = clientShape({ ...client, additional_numbers: dto.additional_numbers ?? [] });
      await auditCreate(tx, { entity: 'client', entity_id: client.id, label: client.name, after });
      return client.id;
    }), this.prisma);
    return this.get(id, locale);
  }

  async update(id: number, dto: UpdateClientDto, locale: Locale) {
    const current = await this.prisma.client.findUnique({ where: { id }, select: { region_id: true, city_id: true } });
    if (!current) throw ApiError.notFound();
    if (dto.name !== undefined && !dto.name?.trim()) throw ApiError.badRequest('name', ErrorCode.REQUIRED);
    if (dto.phone_number === null) throw ApiError.badRequest('phone_number', ErrorCode.REQUIRED);
    if (dto.status === null) throw ApiError.badRequest('status', ErrorCode.REQUIRED);
    const documents = this.documentData(dto);
    await this.checkReferences({
      status: dto.status,
      region: dto.region !== undefined ? dto.region : current.region_id,
      city: dto.city !== undefined ? dto.city : current.city_id,
    });
    const data: Prisma.ClientUncheckedUpdateInput = { ...documents };
    if (dto.name !== undefined) data.name = dto.name.trim();
    if (dto.phone_number !== undefined) data.phone_number = dto.phone_number;
    if (dto.company_name !== undefined) data.company_name = dto.company_name?.trim() || null;
    if (dto.region !== undefined) data.region_id = dto.region;
    if (dto.city !== undefined) data.city_id = dto.city;
    if (dto.status !== undefined) data.status_id = dto.status;
    await onPhoneRace(() => this.prisma.$transaction(async (tx) => {
      // Locked first, so that the entry's before is what this update replaced.
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM client WHERE id = ${id} FOR UPDATE`;
      if (!locked.length) throw ApiError.notFound();
      const before = await readClientShape(tx, id);
      if (dto.phone_number !== undefined || dto.additional_numbers !== undefined) {
        await assertPhonesFree(tx, dto.phone_number ?? before.shape.phone_number, dto.additional_numbers ?? [], id);
      }
      if (dto.additional_numbers !== undefined) {
        await tx.clientPhone.deleteMany({ where: { client_id: id } });
        await this.writePhones(tx, id, dto.additional_numbers);
      }
      // After the phones, so that the answer holds the new ones: the entry's after, with no extra read.
      const after = clientShape(await tx.client.update({ where: { id }, data, select: clientAuditSelect }));
      await auditChange(tx, { entity: 'client', entity_id: id, label: after.name, before: before.shape, after });
    }), this.prisma);
    return this.get(id, locale);
  }

  async remove(id: number): Promise<void> {
    const client = await this.prisma.client.findUnique({ where: { id }, select: { id: true } });
    if (!client) throw ApiError.notFound();
    await this.prisma.$transaction(async (tx) => {
      // Lock the client so a sale or debt cannot be added between the checks and the delete.
      await tx.$queryRaw`SELECT id FROM client WHERE id = ${id} FOR UPDATE`;
      if (await tx.clientDebt.count({ where: { client_id: id, is_closed: false } })) throw ApiError.conflict(ClientError.HAS_DEBTS);
      if (await tx.sale.count({ where: { client_id: id, status: { in: ['pending', 'approved'] } } })) {
        throw ApiError.conflict(ClientError.HAS_SALES);
      }
      const before = await readClientShape(tx, id);
      await tx.client.delete({ where: { id } });
      await auditDelete(tx, { entity: 'client', entity_id: id, label: before.label, before: before.shape });
    });
  }

  /** What the client paid per currency, and its debts per currency (refused debts left out). */
  async totalPayments(id: number) {
    const client = await this.prisma.client.findUnique({ where: { id }, select: { id: true } });
    if (!client) throw ApiError.notFound();
    const [payments, debts, currencies] = await Promise.all([
      this.prisma.paymentReport.groupBy({
        by: ['currency_id'],
        where: { client_id: id },
        _sum: { amount: true },
        _count: { _all: true },
        orderBy: { currency_id: 'asc' },
      }),
      this.prisma.clientDebt.groupBy({
        by: ['currency_id'],
        where: { client_id: id, OR: [{ closed_reason: null }, { closed_reason: 'paid' }] },
        _sum: { all_debt: true, current_debt: true },
        orderBy: { currency_id: 'asc' },
      }),
      this.prisma.currency.findMany({ select: { id: true, code: true } }),
    ]);
    const code = new Map(currencies.map((c) => [c.id, c.code]));
    const zero = new Prisma.Decimal(0);
    return {
      client: id,
      payments: payments.map((p) => ({
        currency: p.currency_id,
        currency_code: code.get(p.currency_id) ?? null,
        amount: (p._sum.amount ?? zero).toFixed(2),
        count: p._count._all,
      })),
      debts: debts.map((d) => {
        const all = d._sum.all_debt ?? zero;
        const remaining = d._sum.current_debt ?? zero;
        return {
          currency: d.currency_id,
          currency_code: code.get(d.currency_id) ?? null,
          all_debt: all.toFixed(2),
          paid: all.minus(remaining).toFixed(2),
          remaining: remaining.toFixed(2),
        };
      }),
    };
  }

  async sendSms(id: number, text: string, actor: AuthUser, locale: Locale) {
    const client = await this.prisma.client.findUnique({ where: { id }, select: { id: true, phone_number: true } });
    if (!client) throw ApiError.notFound();
    const [messageId] = await this.prisma.$transaction(async (tx) => {
      const ids = await this.sms.queue(tx, [{ recipient: client.phone_number, text: text.trim(), purpose: 'manual', client_id: id, created_by_id: actor.id }]);
      await auditSms(tx, ids, text.trim(), { client: id });
      return ids;
    });
    this.sms.dispatch([messageId]);
    const row = await this.prisma.smsMessage.findUniqueOrThrow({ where: { id: messageId }, select: smsSelect });
    return toSms(row, locale);
  }

  statuses(query: ListQueryDto, locale: Locale) {
    return paginate(this.prisma.clientStatus, query, clientStatusListSpec, {
      map: (r: { id: number; code: string; name_uz: string; name_ru: string }) => ({ id: r.id, name: localName(r, locale), code: r.code }),
    });
  }

  /** The latest SMS (not a recovery code) of each client, for the list's SMS status column. */
  private async lastSms(ids: number[]): Promise<Map<number, LastSms>> {
    if (ids.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<{ client_id: number; status: string; sent_at: Date | null }[]>`
      SELECT DISTINCT ON (client_id) client_id, status::text AS status, sent_at
      FROM sms_message WHERE client_id = ANY(${ids}) AND purpose <> 'recovery'
      ORDER BY client_id, created_at DESC, id DESC`;
    return new Map(rows.map((r) => [r.client_id, { status: r.status, sent_at: r.sent_at ? r.sent_at.toISOString() : null }]));
  }

  private async writePhones(tx: Tx, clientId: number, phones: string[]) {
    if (phones.length) await tx.clientPhone.createMany({ data: phones.map((phone_number) => ({ client_id: clientId, phone_number })) });
  }

  /** Status, region and city must exist, and the city must belong to the region. */
  async checkReferences(dto: { status?: number | null; region?: number | null; city?: number | null }) {
    if (dto.status !== undefined && dto.status !== null) {
      if (!(await this.prisma.clientStatus.findUnique({ where: { id: dto.status }, select: { id: true } }))) {
        throw ApiError.badRequest('status', ErrorCode.INVALID);
      }
    }
    if (dto.region !== undefined && dto.region !== null) {
      if (!(await this.prisma.region.findUnique({ where: { id: dto.region }, select: { id: true } }))) {
        throw ApiError.badRequest('region', ErrorCode.INVALID);
      }
    }
    if (dto.city !== undefined && dto.city !== null) {
      const city = await this.prisma.city.findUnique({ where: { id: dto.city }, select: { region_id: true } });
      if (!city || (dto.region !== undefined && dto.region !== null && city.region_id !== dto.region)) {
        throw ApiError.badRequest('city', ErrorCode.INVALID);
      }
    }
  }
}
