import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ImportError, Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import { localName } from '../../common/i18n/locale';
import { translate } from '../../common/i18n/messages';
import { combineWhere, parseOrdering } from '../../common/list/paginate';
import { contentDisposition, inBatches, parseXlsx, readUpload, streamXlsx, templateXlsx, XLSX_CONTENT_TYPE, XlsxRow } from '../../common/xlsx';
import { Prisma } from '../../generated/prisma/client';
import { ClientsService } from './clients.service';
import { buildClientWhere, clientListSpec } from './clients.query';
import { CLIENT_COLUMNS, CLIENT_PAYMENT_COLUMNS } from './clients-xlsx.columns';
import { ClientImportContext, existingPhoneErrors, ImportedClient, validateClientRows } from './client-import';
import { onPhoneRace } from './clients.service';
import type { Tx } from '../../database/prisma.service';
import { ClientExportQueryDto } from './dto/client.dto';
import { clientShape } from './clients.audit';
import { audit, auditMany, diff } from '../../common/audit';
import { markAuditNoChange } from '../../common/audit/audit.context';
import { Clock, dateOnly } from '../../common/clock/clock';

const SHEET = { uz: 'Mijozlar', ru: 'Клиенты' } as const;
const PAYMENTS_SHEET = { uz: 'Toʻlovlar', ru: 'Платежи' } as const;
/** Seeded client status 1 (new): what a row without a status gets. */
const DEFAULT_STATUS_ID = 1;

const EXAMPLE_NAME: Record<Locale, string> = { uz: 'Karimov Anvar Olimovich', ru: 'Каримов Анвар Олимович' };

/** The rules sheet of the template: what each column accepts. */
function clientTemplateNotes(locale: Locale, v: { regions: string; statuses: string; defaultStatus: string }): string[] {
  return locale === 'ru'
    ? [
        'Строка 2 — пример. Замените её своими данными или удалите: оставленная, она тоже будет импортирована.',
        'Обязательные столбцы: Ф.И.О., Номер телефона.',
        'Телефон: номер Узбекистана в любом виде (998901234567, 90 123 45 67, +998 (90) 123-45-67). Клиент с таким номером в базе или повтор в файле — ошибка.',
        'Дополнительные номера: через запятую или точку с запятой.',
        `Регион: ${v.regions}.`,
        'Город / район: название города или района этого региона (если регион пуст, название должно быть однозначным).',
        `Статус: ${v.statuses}. Пусто — ${v.defaultStatus}.`,
        'Адрес, паспорт, ПИНФЛ, дата рождения — необязательные. Серия паспорта: латинские буквы (AA); ПИНФЛ: 14 цифр; даты: ДД.ММ.ГГГГ или ГГГГ-ММ-ДД, не в будущем.',
        'Названия можно писать по-узбекски или по-русски. Если хоть одна строка с ошибкой, ничего не записывается: сначала нажмите «Проверить».',
      ]
    : [
        '2-qator — namuna. Uni oʻz maʼlumotlaringiz bilan almashtiring yoki oʻchiring: qoldirilsa, u ham import qilinadi.',
        'Majburiy ustunlar: F.I.Sh., Telefon raqami.',
        'Telefon: Oʻzbekiston raqami istalgan koʻrinishda (998901234567, 90 123 45 67, +998 (90) 123-45-67). Bazada shu raqamli mijoz boʻlsa yoki faylda takrorlansa — xato.',
        'Qoʻshimcha raqamlar: vergul yoki nuqtali vergul bilan ajrating.',
        `Viloyat: ${v.regions}.`,
        'Shahar / tuman: shu viloyatdagi shahar yoki tuman nomi (viloyat boʻsh boʻlsa, nom bir maʼnoli boʻlishi kerak).',
        `Holat: ${v.statuses}. Boʻsh boʻlsa — ${v.defaultStatus}.`,
        'Manzil, pasport, JShShIR, tugʻilgan sana — ixtiyoriy. Pasport seriyasi: lotin harflari (AA); JShShIR: 14 ta raqam; sanalar: KK.OO.YYYY yoki YYYY-OO-KK, kelajakda emas.',
        'Nomlarni oʻzbekcha yoki ruscha yozish mumkin. Bitta xato qator boʻlsa ham hech narsa yozilmaydi: avval «Tekshirish» tugmasini bosing.',
      ];
}

@Injectable()
export class ClientsXlsxService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clients: ClientsService,
    private readonly clock: Clock,
  ) {}

  /** Streams the clients with the list's filters, search and ordering (constant memory). */
  async export(query: ClientExportQueryDto, locale: Locale, reply: FastifyReply) {
    const orderBy = parseOrdering(query.ordering, clientListSpec); // a bad ordering is a 400 before anything is sent
    const spec = await this.clients.searchSpec(clientListSpec, query.search);
    const term = query.search?.trim();
    const where = combineWhere<Prisma.ClientWhereInput>(buildClientWhere(query), term ? spec.search!(term) : undefined);
    const rows = inBatches<XlsxRow>(async (skip, take) => {
      const page = await this.prisma.client.findMany({
        where,
        orderBy,
        skip,
        take,
        select: {
          name: true,
          phone_number: true,
          company_name: true,
          region: { select: { name_uz: true, name_ru: true } },
          city: { select: { name_uz: true, name_ru: true } },
          status: { select: { name_uz: true, name_ru: true } },
          additional_numbers: { select: { phone_number: true }, orderBy: { id: 'asc' } },
          address: true,
          passport_series: true,
          passport_number: true,
          passport_issued_by: true,
          passport_issued_date: true,
          pinfl: true,
          birth_date: true,
        },
      });
      const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
      return page.map((c) => ({
        name: c.name,
        phone_number: c.phone_number,
        additional_numbers: c.additional_numbers.map((p) => p.phone_number).join(', '),
        company_name: c.company_name,
        region: c.region ? localName(c.region, locale) : null,
        city: c.city ? localName(c.city, locale) : null,
        status: localName(c.status, locale),
        address: c.address,
        passport_series: c.passport_series,
        passport_number: c.passport_number,
        passport_issued_by: c.passport_issued_by,
        passport_issued_date: day(c.passport_issued_date),
        pinfl: c.pinfl,
        birth_date: day(c.birth_date),
      }));
    });
    return streamXlsx(reply, { filename: 'clients.xlsx', sheetName: SHEET[locale], columns: CLIENT_COLUMNS, locale, rows, audit: { db: this.prisma, entity: 'client', filters: query } });
  }

  /**
   * The sheet to fill in: the header, one example row (a real region and one of its cities) and a
   * sheet of rules naming the regions and statuses it accepts, in the request's language.
   */
  async template(locale: Locale, reply: FastifyReply) {
    const [regions, statuses] = await Promise.all([
      this.prisma.region.findMany({ orderBy: { id: 'asc' }, select: { id: true, name_uz: true, name_ru: true } }),
      this.prisma.clientStatus.findMany({ orderBy: { id: 'asc' }, select: { id: true, name_uz: true, name_ru: true } }),
    ]);
    const city = regions.length
      ? await this.prisma.city.findFirst({ where: { region_id: regions[0].id }, orderBy: { id: 'asc' }, select: { name_uz: true, name_ru: true } })
      : null;
    const status = statuses.find((s) => s.id === DEFAULT_STATUS_ID) ?? statuses[0];
    const example = {
      name: EXAMPLE_NAME[locale],
      phone_number: '998901234567',
      additional_numbers: '998911234567',
      company_name: null,
      region: regions[0] ? localName(regions[0], locale) : null,
      city: city ? localName(city, locale) : null,
      status: status ? localName(status, locale) : null,
      address: null,
      passport_series: null,
      passport_number: null,
      passport_issued_by: null,
      passport_issued_date: null,
      pinfl: null,
      birth_date: null,
    };
    const notes = clientTemplateNotes(locale, {
      regions: regions.map((r) => localName(r, locale)).join(', '),
      statuses: statuses.map((s) => localName(s, locale)).join(', '),
      defaultStatus: status ? localName(status, locale) : '',
    });
    const buffer = await templateXlsx(CLIENT_COLUMNS, locale, SHEET[locale], { example, notes });
    return reply
      .header('Content-Type', XLSX_CONTENT_TYPE)
      .header('Content-Disposition', contentDisposition('clients-template.xlsx'))
      .header('X-Content-Type-Options', 'nosniff')
      .send(buffer);
  }

  /** The client's payment reports, oldest first (streamed). */
  async exportPayments(clientId: number, locale: Locale, reply: FastifyReply) {
    const client = await this.prisma.client.findUnique({ where: { id: clientId }, select: { id: true } });
    if (!client) throw ApiError.notFound();
    const rows = inBatches<XlsxRow>(async (skip, take) => {
      const page = await this.prisma.paymentReport.findMany({
        where: { client_id: clientId },
        orderBy: [{ payment_date: 'asc' }, { id: 'asc' }],
        skip,
        take,
        select: {
          payment_date: true,
          amount: true,
          description: true,
          currency: { select: { code: true } },
          wallet: { select: { name: true } },
          client_debt: { select: { room: { select: { number: true, building: { select: { name: true } } } } } },
        },
      });
      return page.map((p) => ({
        date: p.payment_date.toISOString().slice(0, 10),
        debt: `${p.client_debt.room.building.name}, ${p.client_debt.room.number}`,
        wallet: p.wallet.name,
        amount: p.amount.toFixed(2),
        currency: p.currency.code,
        description: p.description,
      }));
    });
    return streamXlsx(reply, {
      filename: `client-${clientId}-payments.xlsx`,
      sheetName: PAYMENTS_SHEET[locale],
      columns: CLIENT_PAYMENT_COLUMNS,
      locale,
      rows,
      audit: { db: this.prisma, entity: 'payment_report', filters: { client: clientId } },
    });
  }

  /** Errors for the rows whose phones some client already has (see existingPhoneErrors). */
  private async phonesInDatabase(db: Tx, clients: ImportedClient[]) {
    if (clients.length === 0) return [];
    const mains = clients.map((c) => c.phone_number);
    const all = [...new Set([...mains, ...clients.flatMap((c) => c.additional_numbers)])];
    // One array parameter each (10 000 phones are one value), one after the other: `db` may be a
    // transaction (one connection).
    const byMain = await db.$queryRaw<{ id: number; phone_number: string }[]>`
      SELECT id, phone_number FROM client WHERE phone_number = ANY(${all}::text[])`;
    const byExtra = await db.$queryRaw<{ client_id: number; phone_number: string }[]>`
      SELECT client_id, phone_number FROM client_phone WHERE phone_number = ANY(${mains}::text[]) ORDER BY client_id`;
    const extraOwner = new Map<string, number>();
    for (const p of byExtra) if (!extraOwner.has(p.phone_number)) extraOwner.set(p.phone_number, p.client_id);
    return existingPhoneErrors(clients, new Map(byMain.map((c) => [c.phone_number, c.id])), extraOwner);
  }

  /**
   * Checks the file (size, type, zip limits) before parsing, validates every row, then writes all
   * clients and their extra phones in one transaction, or nothing. A dry run only reports.
   */
  async import(request: FastifyRequest, dryRun: boolean, locale: Locale, actorId: number) {
    const { buffer, filename } = await readUpload(request, 'dataFile');
    const file = filename || 'clients.xlsx';
    const [regions, cities, statuses] = await Promise.all([
      // In id order: the allowed values named in errors come in the reference order, every time.
      this.prisma.region.findMany({ orderBy: { id: 'asc' }, select: { id: true, name_uz: true, name_ru: true } }),
      this.prisma.city.findMany({ orderBy: { id: 'asc' }, select: { id: true, region_id: true, name_uz: true, name_ru: true } }),
      this.prisma.clientStatus.findMany({ orderBy: { id: 'asc' }, select: { id: true, code: true, name_uz: true, name_ru: true } }),
    ]);
    // Parsed and validated in a worker thread (common/xlsx): the request thread stays free.
    const context: ClientImportContext = { regions, cities, statuses, defaultStatusId: DEFAULT_STATUS_ID, today: this.clock.today() };
    const sheet = await parseXlsx<ReturnType<typeof validateClientRows>>(buffer, CLIENT_COLUMNS, {
      validate: { module: require.resolve('./client-import'), name: validateClientRows.name, context },
    });
    const validated = sheet.validated!;
    const { clients } = validated;
    // A phone already in the database refuses its row (and so the whole file): an import twice adds nothing twice.
    const errors = [...validated.errors, ...(await this.phonesInDatabase(this.prisma, clients))].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    if (dryRun) {
      const translated = errors.map((e) => ({
        row: e.row,
        field: e.field,
        code: e.code,
        message: translate(locale, e.code, e.params),
        ...(e.existing_id !== undefined ? { existing_id: e.existing_id } : {}),
      }));
      markAuditNoChange();
      return { dryRun: true as const, body: { valid: errors.length === 0, rows: sheet.rowCount, errors: translated } };
    }
    if (errors.length) throw ApiError.invalid(errors);
    if (clients.length === 0) throw ApiError.badRequest('dataFile', ImportError.NO_ROWS);

    await onPhoneRace(() => this.prisma.$transaction(
      async (tx) => {
        // Checked again under the transaction: a client added since the check refuses the file too.
        const late = await this.phonesInDatabase(tx, clients);
        if (late.length) throw ApiError.invalid(late);
        // Main phones are unique within the file (validated), so they tell which id is whose.
        const created = await tx.client.createManyAndReturn({
          data: clients.map((c) => ({
            name: c.name,
            phone_number: c.phone_number,
            company_name: c.company_name,
            region_id: c.region_id,
            city_id: c.city_id,
            status_id: c.status_id,
            ...c.documents,
            passport_issued_date: c.documents.passport_issued_date ? dateOnly(c.documents.passport_issued_date) : null,
            birth_date: c.documents.birth_date ? dateOnly(c.documents.birth_date) : null,
            created_by_id: actorId,
          })),
          select: { id: true, phone_number: true },
        });
        const idByPhone = new Map(created.map((c) => [c.phone_number, c.id]));
        const phones = clients.flatMap((c) => c.additional_numbers.map((phone_number) => ({ client_id: idByPhone.get(c.phone_number)!, phone_number })));
        if (phones.length) await tx.clientPhone.createMany({ data: phones });
        // One entry per client (as POST /api/client/ writes it) and one for the file.
        await auditMany(
          tx,
          clients.map((c) => ({
            action: 'create' as const,
            entity: 'client' as const,
            entity_id: idByPhone.get(c.phone_number)!,
            label: c.name,
            changes: diff(null, clientShape({ ...c, ...c.documents })),
            details: { import: file },
          })),
        );
        await audit(tx, {
          action: 'import',
          entity: 'client',
          label: file,
          details: { file, rows: sheet.rowCount, created: clients.length, updated: 0, failed: 0 },
        });
      },
      { timeout: 60000 },
    ), this.prisma);
    return { dryRun: false as const, body: { created: clients.length, rows: sheet.rowCount } };
  }
}
