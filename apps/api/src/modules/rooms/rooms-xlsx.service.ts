import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY_USD, Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import { localName } from '../../common/i18n/locale';
import { translate } from '../../common/i18n/messages';
import { parseOrdering } from '../../common/list/paginate';
import { inBatches, parseXlsx, readUploadedFile, streamXlsx, templateXlsx, XLSX_CONTENT_TYPE, contentDisposition, XlsxRow } from '../../common/xlsx';
import { ROOM_STATUS } from '../../seed/reference-data';
import { RoomExportQueryDto } from './dto/room.dto';
import { buildRoomWhere, roomListSpec } from './rooms.query';
import { ROOM_COLUMNS } from './rooms-xlsx.columns';
import { ImportContext, validateRoomRows } from './room-import';

const SHEET = { uz: 'Xonadonlar', ru: 'Квартиры' } as const;

@Injectable()
export class RoomsXlsxService {
  constructor(private readonly prisma: PrismaService) {}

  /** Streams the building's rooms with the list's filters and ordering (constant memory). */
  async export(buildingId: number, query: RoomExportQueryDto, locale: Locale, reply: FastifyReply) {
    const building = await this.prisma.building.findUnique({ where: { id: buildingId }, select: { id: true } });
    if (!building) throw ApiError.notFound();
    const where = { ...buildRoomWhere(query), building_id: buildingId };
    const orderBy = parseOrdering(query.ordering, roomListSpec); // a bad ordering is a 400 before anything is sent
    const search = query.search?.trim();
    const fullWhere = search ? { AND: [where, roomListSpec.search!(search)] } : where;
    const rows = inBatches<XlsxRow>(async (skip, take) => {
      const page = await this.prisma.room.findMany({
        where: fullWhere,
        orderBy,
        skip,
        take,
        select: {
          number: true,
          floor: true,
          entrance: true,
          area: true,
          rooms_count: true,
          price: true,
          description: true,
          currency: { select: { code: true } },
          status: { select: { code: true, name_uz: true, name_ru: true } },
          block: { select: { name: true } },
        },
      });
      return page.map((r) => ({
        number: r.number,
        floor: r.floor,
        entrance: r.entrance,
        area: r.area.toFixed(2),
        rooms_count: r.rooms_count,
        price: r.price.toFixed(2),
        currency: r.currency.code,
        status: localName(r.status, locale),
        block: r.block?.name ?? null,
        description: r.description,
      }));
    });
    return streamXlsx(reply, { filename: `rooms-${buildingId}.xlsx`, sheetName: SHEET[locale], columns: ROOM_COLUMNS, locale, rows });
  }

  async template(buildingId: number, locale: Locale, reply: FastifyReply) {
    const building = await this.prisma.building.findUnique({ where: { id: buildingId }, select: { id: true } });
    if (!building) throw ApiError.notFound();
    const buffer = await templateXlsx(ROOM_COLUMNS, locale, SHEET[locale]);
    return reply
      .header('Content-Type', XLSX_CONTENT_TYPE)
      .header('Content-Disposition', contentDisposition('rooms-template.xlsx'))
      .header('X-Content-Type-Options', 'nosniff')
      .send(buffer);
  }

  /**
   * Checks the file (size, type, zip limits) before parsing, validates every row, then writes all
   * rooms (and the blocks they name) in one transaction, or nothing. A dry run only reports.
   */
  async import(buildingId: number, request: FastifyRequest, dryRun: boolean, locale: Locale) {
    const building = await this.prisma.building.findUnique({ where: { id: buildingId } });
    if (!building) throw ApiError.notFound();
    const buffer = await readUploadedFile(request, 'dataFile');
    const [existing, statuses, currencies] = await Promise.all([
      this.prisma.room.findMany({ where: { building_id: buildingId }, select: { number: true } }),
      this.prisma.roomStatus.findMany({ select: { id: true, code: true, name_uz: true, name_ru: true } }),
      this.prisma.currency.findMany({ select: { id: true, code: true } }),
    ]);
    const context: ImportContext = {
      building: { floor_count: building.floor_count, entrance_count: building.entrance_count },
      existingNumbers: new Set(existing.map((r) => r.number.toLowerCase())),
      statuses,
      currencies,
      defaultCurrencyId: CURRENCY_USD,
      freeStatusId: ROOM_STATUS.FREE,
    };
    // Parsed and validated in a worker thread (common/xlsx): the request thread stays free.
    const sheet = await parseXlsx<ReturnType<typeof validateRoomRows>>(buffer, ROOM_COLUMNS, {
      validate: { module: require.resolve('./room-import'), name: validateRoomRows.name, context },
    });
    const { rooms, errors } = sheet.validated!;
    if (dryRun) {
      const translated = errors.map((e) => ({ row: e.row, field: e.field, code: e.code, message: translate(locale, e.code, e.params) }));
      return { dryRun: true as const, body: { valid: errors.length === 0, rows: sheet.rowCount, errors: translated } };
    }
    if (errors.length) throw ApiError.invalid(errors);
    if (rooms.length === 0) throw ApiError.badRequest('dataFile', 'import.no_rows');

    await this.prisma.$transaction(
      async (tx) => {
        const names = [...new Set(rooms.map((r) => r.block).filter((b): b is string => !!b))];
        const blocks = new Map<string, number>();
        if (names.length) {
          const found = await tx.buildingBlock.findMany({ where: { building_id: buildingId }, select: { id: true, name: true } });
          for (const b of found) blocks.set(b.name.toLowerCase(), b.id);
          for (const name of names) {
            if (!blocks.has(name.toLowerCase())) {
              const created = await tx.buildingBlock.create({ data: { building_id: buildingId, name } });
              blocks.set(name.toLowerCase(), created.id);
            }
          }
        }
        await tx.room.createMany({
          data: rooms.map((r) => ({
            building_id: buildingId,
            block_id: r.block ? blocks.get(r.block.toLowerCase())! : null,
            number: r.number,
            floor: r.floor,
            entrance: r.entrance,
            area: r.area,
            rooms_count: r.rooms_count,
            price: r.price,
            currency_id: r.currency_id,
            status_id: r.status_id,
            description: r.description,
          })),
        });
      },
      { timeout: 60000 },
    );
    return { dryRun: false as const, body: { created: rooms.length, rows: sheet.rowCount } };
  }
}
