import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY_USD, ImportError, Locale, ROOM_STATUS } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import { localName } from '../../common/i18n/locale';
import { translate } from '../../common/i18n/messages';
import { parseOrdering } from '../../common/list/paginate';
import { inBatches, parseXlsx, readUpload, streamXlsx, templateXlsx, XLSX_CONTENT_TYPE, contentDisposition, XlsxRow } from '../../common/xlsx';
import { RoomExportQueryDto } from './dto/room.dto';
import { buildRoomWhere, roomListSpec } from './rooms.query';
import { ROOM_COLUMNS } from './rooms-xlsx.columns';
import { IMPORTABLE_STATUSES, ImportContext, validateRoomRows } from './room-import';
import { audit, auditMany, diff, markAuditNoChange, type AuditInput } from '../../common/audit';
import { roomAuditOfRow, roomLabel } from './rooms.audit';

const SHEET = { uz: 'Xonadonlar', ru: 'Квартиры' } as const;

const EXAMPLE_DESCRIPTION: Record<Locale, string> = { uz: 'Burchakdagi xonadon, janubga qaragan', ru: 'Угловая квартира, окна на юг' };

/** The rules sheet of the template: what each column accepts in this building. */
function roomTemplateNotes(locale: Locale, v: { floors: number; entrances: number; currencies: string; statuses: string }): string[] {
  return locale === 'ru'
    ? [
        'Строка 2 — пример. Замените её своими данными или удалите: оставленная, она тоже будет импортирована.',
        'Обязательные столбцы: Номер, Этаж, Подъезд, Площадь (м²), Цена. Номер не должен повторяться в доме и в файле.',
        `Этаж: от 1 до ${v.floors}. Подъезд: от 1 до ${v.entrances} (как в данных этого дома).`,
        'Площадь и цена: число, дробная часть через запятую или точку (65,4 или 65.4). Количество комнат: от 0 до 50, можно не заполнять.',
        `Валюта: ${v.currencies}. Пусто — USD.`,
        `Статус: ${v.statuses}. Пусто — первый из них. Бронь и продажа оформляются на странице квартиры.`,
        'Блок: название; новый блок создаётся сам. Описание — до 2000 символов.',
        'Если хоть одна строка с ошибкой, ничего не записывается: сначала нажмите «Проверить».',
      ]
    : [
        '2-qator — namuna. Uni oʻz maʼlumotlaringiz bilan almashtiring yoki oʻchiring: qoldirilsa, u ham import qilinadi.',
        'Majburiy ustunlar: Raqam, Qavat, Podyezd, Maydon (m²), Narx. Raqam binoda va faylda takrorlanmasin.',
        `Qavat: 1 dan ${v.floors} gacha. Podyezd: 1 dan ${v.entrances} gacha (shu bino maʼlumotlaridagidek).`,
        'Maydon va narx: son, kasr qismi vergul yoki nuqta bilan (65,4 yoki 65.4). Xonalar soni: 0 dan 50 gacha, boʻsh qolishi mumkin.',
        `Valyuta: ${v.currencies}. Boʻsh boʻlsa — USD.`,
        `Holat: ${v.statuses}. Boʻsh boʻlsa — birinchisi. Bron va sotuv xonadon sahifasida rasmiylashtiriladi.`,
        'Blok: nomi; yangi blok oʻzi yaratiladi. Izoh — 2000 belgigacha.',
        'Bitta xato qator boʻlsa ham hech narsa yozilmaydi: avval «Tekshirish» tugmasini bosing.',
      ];
}

/** A warning (not an error) when the building would have more rooms than its planned count. */
function overPlanned(locale: Locale, total: number, planned: number) {
  if (planned <= 0 || total <= planned) return [];
  const params = { total, planned };
  return [{ field: null, code: ImportError.OVER_PLANNED, message: translate(locale, ImportError.OVER_PLANNED, params), params }];
}

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
    return streamXlsx(reply, { filename: `rooms-${buildingId}.xlsx`, sheetName: SHEET[locale], columns: ROOM_COLUMNS, locale, rows, audit: { db: this.prisma, entity: 'room', filters: { building: buildingId, ...query } } });
  }

  /**
   * The sheet to fill in: the header, one example row (a free room of this building) and a sheet of
   * rules naming what each column accepts, all in the request's language.
   */
  async template(buildingId: number, locale: Locale, reply: FastifyReply) {
    const building = await this.prisma.building.findUnique({ where: { id: buildingId }, select: { id: true, floor_count: true, entrance_count: true } });
    if (!building) throw ApiError.notFound();
    const [statuses, currencies] = await Promise.all([
      this.prisma.roomStatus.findMany({ where: { code: { in: IMPORTABLE_STATUSES } }, orderBy: { id: 'asc' }, select: { code: true, name_uz: true, name_ru: true } }),
      this.prisma.currency.findMany({ orderBy: { id: 'asc' }, select: { code: true } }),
    ]);
    const statusNames = statuses.map((s) => localName(s, locale));
    const free = statuses.find((s) => s.code === 'free');
    const example = {
      number: '101',
      floor: 1,
      entrance: 1,
      area: '65.40',
      rooms_count: 2,
      price: '55000.00',
      currency: 'USD',
      status: free ? localName(free, locale) : null,
      block: 'A',
      description: EXAMPLE_DESCRIPTION[locale],
    };
    const notes = roomTemplateNotes(locale, {
      floors: building.floor_count,
      entrances: building.entrance_count,
      currencies: currencies.map((c) => c.code).join(', '),
      statuses: statusNames.join(', '),
    });
    const buffer = await templateXlsx(ROOM_COLUMNS, locale, SHEET[locale], { example, notes });
    return reply
      .header('Content-Type', XLSX_CONTENT_TYPE)
      .header('Content-Disposition', contentDisposition('rooms-template.xlsx'))
      .header('X-Content-Type-Options', 'nosniff')
      .send(buffer);
  }

  /**
   * Checks the file (size, type, zip limits) before parsing, validates every row, then writes all
   * rooms (and the blocks they name) in one transaction, or nothing. A dry run only reports.
   * The trail gets a `create` entry per room and new block (details.import: the file) and one
   * `import` entry with the counts, in the same transaction.
   */
  async import(buildingId: number, request: FastifyRequest, dryRun: boolean, locale: Locale) {
    const building = await this.prisma.building.findUnique({ where: { id: buildingId } });
    if (!building) throw ApiError.notFound();
    const { buffer, filename } = await readUpload(request, 'dataFile');
    const [existing, statuses, currencies] = await Promise.all([
      this.prisma.room.findMany({ where: { building_id: buildingId }, select: { number: true } }),
      this.prisma.roomStatus.findMany({ orderBy: { id: 'asc' }, select: { id: true, code: true, name_uz: true, name_ru: true } }),
      this.prisma.currency.findMany({ orderBy: { id: 'asc' }, select: { id: true, code: true } }),
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
    const warnings = overPlanned(locale, existing.length + sheet.rowCount, building.room_count);
    if (dryRun) {
      markAuditNoChange(); // a check: nothing is written, so nothing to record
      const translated = errors.map((e) => ({ row: e.row, field: e.field, code: e.code, message: translate(locale, e.code, e.params) }));
      return { dryRun: true as const, body: { valid: errors.length === 0, rows: sheet.rowCount, errors: translated, warnings } };
    }
    if (errors.length) throw ApiError.invalid(errors);
    if (rooms.length === 0) throw ApiError.badRequest('dataFile', ImportError.NO_ROWS);

    await this.prisma.$transaction(
      async (tx) => {
        const names = [...new Set(rooms.map((r) => r.block).filter((b): b is string => !!b))];
        const blocks = new Map<string, number>();
        const entries: AuditInput[] = [];
        const details = { import: filename };
        if (names.length) {
          const found = await tx.buildingBlock.findMany({ where: { building_id: buildingId }, select: { id: true, name: true } });
          for (const b of found) blocks.set(b.name.toLowerCase(), b.id);
          for (const name of names) {
            if (!blocks.has(name.toLowerCase())) {
              const created = await tx.buildingBlock.create({ data: { building_id: buildingId, name } });
              blocks.set(name.toLowerCase(), created.id);
              const shown = { building: buildingId, name };
              entries.push({ action: 'create', entity: 'building_block', entity_id: created.id, label: `${building.name} · ${name}`, changes: diff(null, shown), details });
            }
          }
        }
        const created = await tx.room.createManyAndReturn({
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
        for (const row of created) {
          entries.push({ action: 'create', entity: 'room', entity_id: row.id, label: roomLabel(building.name, row.number), changes: diff(null, roomAuditOfRow(row)), details });
        }
        await auditMany(tx, entries);
        await audit(tx, {
          action: 'import',
          entity: 'room',
          label: `${building.name} · ${filename}`,
          details: { file: filename, building: buildingId, rows: sheet.rowCount, created: created.length, updated: 0, failed: 0 },
        });
      },
      { timeout: 60000 },
    );
    return { dryRun: false as const, body: { created: rooms.length, rows: sheet.rowCount, warnings } };
  }
}
