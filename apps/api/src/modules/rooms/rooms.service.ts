import { Injectable } from '@nestjs/common';
import { type ApiErrorCode, CURRENCY_USD, ErrorCode, Locale, ROOM_STATUS, RoomError } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { Clock, tashkentDate } from '../../common/clock/clock';
import { AnswerCache, combineWhere, paginateSql } from '../../common/list/paginate';
import { ListCache } from '../../common/list/list-cache';
import { CreateRoomDto, RoomGridQueryDto, RoomListQueryDto, RoomShortListQueryDto, UpdateRoomDto } from './dto/room.dto';
import { roomInclude, roomRows, RoomRow, toRoom } from './rooms.mapper';
import { buildRoomWhere, roomListSpec, roomShortListSpec } from './rooms.query';
import { checkRoom, normaliseRoom, RoomState, takesSomeoneElses } from './room-rules';
import { assembleGrid } from './rooms.grid';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import { roomAuditOfRow, roomLabel } from './rooms.audit';

/** Sales that hold a room: while one exists, the room's status and buyer change only through the sale. */
const ACTIVE_SALE: Prisma.SaleWhereInput = { status: { in: ['pending', 'approved'] } };

@Injectable()
export class RoomsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
    private readonly listCache: ListCache,
  ) {}

  /** Room lists are kept between requests (ListCache), checked against the changes of their building. */
  private cache(building: number | undefined): AnswerCache {
    return (key, compute) => this.listCache.get(key, building ?? null, compute);
  }

  list(query: RoomListQueryDto, locale: Locale) {
    return paginateSql(this.prisma, query, roomListSpec, { where: buildRoomWhere(query), rows: roomRows(locale), cache: this.cache(query.building) });
  }

  /** free-list: free rooms; not-free-list: every other status. */
  shortList(query: RoomShortListQueryDto, free: boolean, locale: Locale) {
    return paginateSql(this.prisma, query, roomShortListSpec, {
      where: combineWhere<Prisma.RoomWhereInput>(
        query.building !== undefined ? { building_id: query.building } : undefined,
        free ? { status_id: ROOM_STATUS.FREE } : { status_id: { not: ROOM_STATUS.FREE } },
      ),
      rows: roomRows(locale),
      cache: this.cache(query.building),
    });
  }

  async get(id: number, locale: Locale) {
    const row = await this.prisma.room.findUnique({ where: { id }, include: roomInclude });
    if (!row) throw ApiError.notFound();
    return toRoom(row, locale);
  }

  async create(dto: CreateRoomDto, buildingFromQuery: number | undefined, locale: Locale) {
    const buildingId = dto.building ?? buildingFromQuery;
    if (buildingId === undefined) throw ApiError.badRequest('building', ErrorCode.REQUIRED);
    const building = await this.prisma.building.findUnique({ where: { id: buildingId } });
    if (!building) throw ApiError.badRequest('building', ErrorCode.INVALID);
    const status = await this.status(dto.status);
    const state: RoomState = {
      floor: dto.floor,
      entrance: dto.entrance,
      area: dto.area,
      status_code: status.code,
      client: dto.client ?? null,
      lid: dto.lid ?? null,
      booking_end_date: dto.booking_end_date ?? null,
    };
    const errors = checkRoom(state, building, tashkentDate(this.clock.now()));
    if (errors.length) throw ApiError.invalid(errors);
    const room = normaliseRoom(state);
    await this.checkReferences(buildingId, { ...dto, client: room.client, lid: room.lid });
    await this.assertNumberFree(buildingId, dto.number.trim());
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.room.create({
        data: {
          building_id: buildingId,
          block_id: dto.block ?? null,
          number: dto.number.trim(),
          floor: dto.floor,
          entrance: dto.entrance,
          area: dto.area,
          rooms_count: dto.rooms_count ?? null,
          status_id: status.id,
          price: dto.price,
          currency_id: dto.currency ?? CURRENCY_USD,
          description: dto.description?.trim() || null,
          client_id: room.client,
          lid_id: room.lid,
          booking_end_date: room.booking_end_date ? new Date(room.booking_end_date) : null,
          photo_id: dto.photo ?? null,
          is_resold: dto.is_resold ?? false,
        },
        include: roomInclude,
      });
      await auditCreate(tx, { entity: 'room', entity_id: row.id, label: roomLabel(row.building.name, row.number), after: roomAuditOfRow(row) });
      return toRoom(row, locale);
    });
  }

  /**
   * A room changes state only from the state the request saw: the row is locked (FOR UPDATE) for
   * the whole check-and-write, so of 50 concurrent bookings of one free room exactly one wins.
   * A room booked or sold for someone is not free: booking or selling it for another client or
   * lead is 409 room.not_free until the booking is cancelled (status free) or has expired.
   */
  async update(id: number, dto: UpdateRoomDto, locale: Locale) {
    const today = tashkentDate(this.clock.now());
    return this.prisma.$transaction(
      async (tx) => {
        await lockRowOr404(tx, 'room', id);
        const current = await tx.room.findUniqueOrThrow({
          where: { id },
          include: { ...roomInclude, status: true, _count: { select: { sales: { where: ACTIVE_SALE } } } },
        });
        const buildingId = dto.building ?? current.building_id;
        const building = await tx.building.findUnique({ where: { id: buildingId } });
        if (!building) throw ApiError.badRequest('building', ErrorCode.INVALID);
        const status = dto.status !== undefined ? await this.status(dto.status, tx) : current.status;
        const currentDate = current.booking_end_date ? current.booking_end_date.toISOString().slice(0, 10) : null;
        const state: RoomState = {
          floor: dto.floor ?? current.floor,
          entrance: dto.entrance ?? current.entrance,
          area: dto.area ?? current.area.toFixed(2),
          status_code: status.code,
          client: dto.client !== undefined ? dto.client : current.client_id,
          lid: dto.lid !== undefined ? dto.lid : current.lid_id,
          booking_end_date: dto.booking_end_date !== undefined ? dto.booking_end_date : currentDate,
        };
        // A room booked earlier keeps its date while other fields change; a new or moved booking must not be in the past.
        const bookingTouched = status.id !== current.status_id || state.booking_end_date !== currentDate;
        const errors = checkRoom(state, building, bookingTouched ? today : '0000-00-00');
        if (errors.length) throw ApiError.invalid(errors);
        const room = normaliseRoom(state);

        const holdsSale = current._count.sales > 0;
        const saleFieldsChange =
          status.id !== current.status_id || room.client !== current.client_id || room.lid !== current.lid_id || buildingId !== current.building_id;
        if (holdsSale && saleFieldsChange) throw ApiError.conflict(RoomError.SALE_ACTIVE);
        if (takesSomeoneElses(current, room, today)) throw ApiError.conflict(RoomError.NOT_FREE);

        await this.checkReferences(
          buildingId,
          {
            block: dto.block !== undefined ? dto.block : buildingId !== current.building_id ? current.block_id : undefined,
            client: room.client !== current.client_id ? room.client : undefined,
            lid: room.lid !== current.lid_id ? room.lid : undefined,
            currency: dto.currency,
            photo: dto.photo,
          },
          tx,
        );
        const number = dto.number !== undefined ? dto.number.trim() : current.number;
        if (number !== current.number || buildingId !== current.building_id) await this.assertNumberFree(buildingId, number, id, tx);

        const data: Prisma.RoomUncheckedUpdateInput = {
          building_id: buildingId,
          number,
          floor: room.floor,
          entrance: room.entrance,
          area: room.area,
          status_id: status.id,
          client_id: room.client,
          lid_id: room.lid,
          booking_end_date: room.booking_end_date ? new Date(room.booking_end_date) : null,
        };
        if (dto.block !== undefined) data.block_id = dto.block;
        if (dto.rooms_count !== undefined) data.rooms_count = dto.rooms_count;
        if (dto.price !== undefined) data.price = dto.price;
        if (dto.currency !== undefined) data.currency_id = dto.currency;
        if (dto.description !== undefined) data.description = dto.description?.trim() || null;
        if (dto.photo !== undefined) data.photo_id = dto.photo;
        if (dto.is_resold !== undefined) data.is_resold = dto.is_resold;
        const row = await tx.room.update({ where: { id }, data, include: roomInclude });
        await auditChange(tx, { entity: 'room', entity_id: id, label: roomLabel(row.building.name, row.number), before: roomAuditOfRow(current), after: roomAuditOfRow(row) });
        return toRoom(row, locale);
      },
      // Concurrent writers of one room queue on its lock: give them time to get a connection.
      { timeout: 15000, maxWait: 10000 },
    );
  }

  /** Refused (409) when the room has sales or debts on record: they are history. */
  async remove(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'room', id);
      const room = await tx.room.findUniqueOrThrow({
        where: { id },
        include: { building: { select: { name: true } }, _count: { select: { sales: true, client_debts: true } } },
      });
      if (room._count.sales > 0 || room._count.client_debts > 0) throw ApiError.conflict(RoomError.HAS_SALES);
      await tx.room.delete({ where: { id } });
      await auditDelete(tx, { entity: 'room', entity_id: id, label: roomLabel(room.building.name, room.number), before: roomAuditOfRow(room) });
    });
  }

  /** The apartment grid: the rooms in one query, assembled in memory (rooms.grid.ts). */
  async grid(buildingId: number, query: RoomGridQueryDto, locale: Locale) {
    const building = await this.prisma.building.findUnique({
      where: { id: buildingId },
      select: { id: true, name: true, floor_count: true, entrance_count: true },
    });
    if (!building) throw ApiError.notFound();
    const [rooms, statuses, currencies] = await Promise.all([
      this.prisma.room.findMany({
        where: { ...buildRoomWhere(query), building_id: buildingId },
        select: { id: true, number: true, floor: true, entrance: true, area: true, rooms_count: true, price: true, currency_id: true, status_id: true },
      }),
      this.prisma.roomStatus.findMany({ orderBy: { id: 'asc' } }),
      this.prisma.currency.findMany({ orderBy: { id: 'asc' }, select: { id: true, code: true } }),
    ]);
    return assembleGrid({ building, rooms, statuses, currencies }, locale);
  }

  private async status(value: string, db: Tx = this.prisma) {
    const status = await db.roomStatus.findFirst({ where: /^\d+$/.test(value) ? { id: Number(value) } : { code: value } });
    if (!status) throw ApiError.badRequest('status', ErrorCode.INVALID);
    return status;
  }

  private async checkReferences(
    buildingId: number,
    refs: { block?: number | null; client?: number | null; lid?: number | null; currency?: number; photo?: number | null },
    db: Tx = this.prisma,
  ) {
    const errors: { field: string; code: ApiErrorCode }[] = [];
    // One after another: inside a transaction the queries share its one connection.
    const block = refs.block ? await db.buildingBlock.findUnique({ where: { id: refs.block }, select: { building_id: true } }) : null;
    const client = refs.client ? await db.client.findUnique({ where: { id: refs.client }, select: { id: true } }) : null;
    const lid = refs.lid ? await db.lid.findUnique({ where: { id: refs.lid }, select: { id: true } }) : null;
    const currency = refs.currency ? await db.currency.findUnique({ where: { id: refs.currency }, select: { id: true } }) : null;
    const photo = refs.photo ? await db.document.findUnique({ where: { id: refs.photo }, select: { kind: true } }) : null;
    if (refs.block && block?.building_id !== buildingId) errors.push({ field: 'block', code: ErrorCode.INVALID });
    if (refs.client && !client) errors.push({ field: 'client', code: ErrorCode.INVALID });
    if (refs.lid && !lid) errors.push({ field: 'lid', code: ErrorCode.INVALID });
    if (refs.currency && !currency) errors.push({ field: 'currency', code: ErrorCode.INVALID });
    if (refs.photo && photo?.kind !== 'building') errors.push({ field: 'photo', code: ErrorCode.INVALID });
    if (errors.length) throw ApiError.invalid(errors);
  }

  private async assertNumberFree(buildingId: number, number: string, exceptId?: number, db: Tx = this.prisma) {
    const taken = await db.room.findFirst({
      where: { building_id: buildingId, number, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { id: true },
    });
    if (taken) throw ApiError.badRequest('number', ErrorCode.UNIQUE);
  }
}
