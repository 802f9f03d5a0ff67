import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { CURRENCY_UZS, ImportError, Locale, PAYMENT_METHOD, WalletError } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import type { AuthUser } from '../../common/auth/auth-user';
import { ApiError } from '../../common/errors/api-error';
import { Clock } from '../../common/clock/clock';
import { localName } from '../../common/i18n/locale';
import { translate } from '../../common/i18n/messages';
import { amountText, Decimal } from '../../common/money/money';
import { contentDisposition, escapeCell, headerOf, parseXlsx, readUpload, XLSX_CONTENT_TYPE } from '../../common/xlsx';
import { audit, markAuditNoChange } from '../../common/audit';
import { LedgerService } from '../ledger/ledger.service';
import { operationInstant } from '../wallets/wallet-operations.rules';
import { ExpenseImportContext, IMPORT_MAX_ROWS, overdraftErrors, validateConstructionRows } from './construction-import';
import { IMPORT_COLUMNS, IMPORT_SHEET } from './construction-xlsx.columns';

const CODES: Record<number, string> = { 1: 'UZS', 2: 'USD' };

/** The example row of the template, per language (the wallet and method names of the demo data). */
const EXAMPLE: Record<Locale, Record<string, string | number>> = {
  uz: { date: '2026-03-15', wallet: 'Asosiy kassa', amount: 1500000, method: 'Naqd pul', comment: 'Armatura uchun avans' },
  ru: { date: '2026-03-15', wallet: 'Asosiy kassa', amount: 1500000, method: 'Наличные', comment: 'Аванс за арматуру' },
};

const NOTE: Record<Locale, string[]> = {
  uz: [
    'Sana: YYYY-MM-DD, DD.MM.YYYY yoki Excel sanasi; bugundan keyin boʻlmasin.',
    'Hamyon: nomi yoki ID raqami. Summa hamyon valyutasida, noldan katta.',
    'Toʻlov usuli: nomi (oʻzbekcha yoki ruscha) yoki ID; boʻsh boʻlsa naqd pul.',
    'Izoh majburiy. Bitta xato qator boʻlsa ham hech narsa yozilmaydi.',
  ],
  ru: [
    'Дата: ГГГГ-ММ-ДД, ДД.ММ.ГГГГ или дата Excel; не позже сегодняшнего дня.',
    'Кошелёк: название или ID. Сумма в валюте кошелька, больше нуля.',
    'Способ оплаты: название (на узбекском или русском) или ID; пусто — наличные.',
    'Комментарий обязателен. Если хоть одна строка с ошибкой, ничего не записывается.',
  ],
};

/**
 * POST /api/{id}/import-construction-operations/: rows of date, wallet, amount, method, comment
 * become `construction` withdrawals of the project through the ledger, all in one transaction or
 * none. The file checks and parsing of common/xlsx (worker thread); a dry run answers the errors.
 */
@Injectable()
export class ConstructionImportService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
  ) {}

  /** The sheet to fill in: header row, one example row, and a second sheet with the rules. */
  async template(locale: Locale, reply: FastifyReply) {
    const [wallets, methods] = await Promise.all([
      this.prisma.wallet.findMany({ where: { is_active: true }, orderBy: { id: 'asc' }, select: { id: true, name: true } }),
      this.prisma.paymentMethod.findMany({ where: { is_active: true }, orderBy: { id: 'asc' }, select: { id: true, name_uz: true, name_ru: true } }),
    ]);
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Mijozlar';
    const sheet = workbook.addWorksheet(IMPORT_SHEET[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = IMPORT_COLUMNS.map((c) => ({ key: c.key, width: c.width ?? 14 }));
    sheet.addRow(IMPORT_COLUMNS.map((c) => headerOf(c, locale))).font = { bold: true };
    // The example names a wallet and a method that exist here (the demo's names when there are none).
    const method = methods.find((m) => m.id === PAYMENT_METHOD.CASH) ?? methods[0];
    const example: Record<string, string | number> = { ...EXAMPLE[locale], ...(wallets[0] ? { wallet: wallets[0].name } : {}), ...(method ? { method: localName(method, locale) } : {}) };
    sheet.addRow(IMPORT_COLUMNS.map((c) => (typeof example[c.key] === 'string' ? escapeCell(example[c.key] as string) : example[c.key])));
    const notes = workbook.addWorksheet(locale === 'ru' ? 'Правила' : 'Qoidalar');
    notes.getColumn(1).width = 100;
    const lists =
      locale === 'ru'
        ? [`Активные кошельки (название или ID): ${wallets.map((w) => `${w.name} (${w.id})`).join(', ')}.`, `Способы оплаты: ${methods.map((m) => m.name_ru).join(', ')}.`]
        : [`Faol hamyonlar (nomi yoki ID): ${wallets.map((w) => `${w.name} (${w.id})`).join(', ')}.`, `Toʻlov usullari: ${methods.map((m) => m.name_uz).join(', ')}.`];
    for (const line of [...NOTE[locale], ...lists]) notes.addRow([escapeCell(line)]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply
      .header('Content-Type', XLSX_CONTENT_TYPE)
      .header('Content-Disposition', contentDisposition('construction-expenses-template.xlsx'))
      .header('X-Content-Type-Options', 'nosniff')
      .send(buffer);
  }

  async import(projectId: number, request: FastifyRequest, dryRun: boolean, locale: Locale, user: AuthUser) {
    const project = await this.prisma.constructionProject.findUnique({ where: { id: projectId }, select: { id: true, name: true } });
    if (!project) throw ApiError.notFound();
    const { buffer, filename } = await readUpload(request, 'dataFile');
    const [wallets, methods, firstRate] = await Promise.all([
      this.prisma.wallet.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true, currency_id: true, balance: true, is_active: true } }),
      this.prisma.paymentMethod.findMany({ orderBy: { id: 'asc' }, select: { id: true, code: true, name_uz: true, name_ru: true, is_active: true } }),
      this.prisma.exchangeRate.findFirst({ orderBy: { date: 'asc' }, select: { date: true } }),
    ]);
    const context: ExpenseImportContext = {
      wallets: wallets.map((w) => ({ ...w, balance: w.balance.toFixed(2) })),
      methods,
      defaultMethodId: PAYMENT_METHOD.CASH,
      today: this.clock.today(),
      firstRateDay: firstRate ? firstRate.date.toISOString().slice(0, 10) : null,
      uzsCurrencyId: CURRENCY_UZS,
    };
    const sheet = await parseXlsx<ReturnType<typeof validateConstructionRows>>(buffer, IMPORT_COLUMNS, {
      maxRows: IMPORT_MAX_ROWS,
      validate: { module: require.resolve('./construction-import'), name: validateConstructionRows.name, context },
    });
    const { expenses, errors } = sheet.validated!;
    const currencyOf = new Map(wallets.map((w) => [w.id, w.currency_id]));
    const totals = () => {
      const sums = new Map<number, Decimal>();
      for (const e of expenses) {
        const c = currencyOf.get(e.wallet_id)!;
        sums.set(c, (sums.get(c) ?? new Decimal(0)).plus(e.amount));
      }
      return [...sums.entries()].sort(([a], [b]) => a - b).map(([currency, amount]) => ({ currency, currency_code: CODES[currency], amount: amountText(amount)! }));
    };
    if (dryRun) {
      markAuditNoChange(); // a check: nothing is written, so nothing to record
      const translated = errors.map((e) => ({ row: e.row, field: e.field, code: e.code, message: translate(locale, e.code, e.params) }));
      return { dryRun: true as const, body: { valid: errors.length === 0 && expenses.length > 0, rows: sheet.rowCount, errors: translated, totals: errors.length ? [] : totals() } };
    }
    if (errors.length) throw ApiError.invalid(errors);
    if (expenses.length === 0) throw ApiError.badRequest('dataFile', ImportError.NO_ROWS);

    const now = this.clock.now();
    const ids = await this.ledger.transaction(async (tx) => {
      // The wallets are locked and read again: money spent since the check is counted.
      const walletIds = [...new Set(expenses.map((e) => e.wallet_id))].sort((a, b) => a - b);
      const locked = await tx.$queryRaw<{ id: number; balance: Prisma.Decimal; is_active: boolean }[]>`
        SELECT id, balance, is_active FROM wallet WHERE id IN (${Prisma.join(walletIds)}) ORDER BY id FOR UPDATE`;
      const inactive = expenses.filter((e) => !locked.find((w) => w.id === e.wallet_id)?.is_active);
      if (inactive.length) throw ApiError.invalid(inactive.map((e) => ({ row: e.row, field: 'wallet', code: WalletError.INACTIVE })));
      const short = overdraftErrors(expenses, new Map(locked.map((w) => [w.id, w.balance.toFixed(2)])));
      if (short.length) throw ApiError.invalid(short);
      const written: number[] = [];
      for (const e of expenses) {
        const op = await this.ledger.write(tx, {
          wallet_id: e.wallet_id,
          operation_type: 'withdraw',
          kind: 'construction',
          amount: new Decimal(e.amount),
          method_id: e.method_id,
          comment: e.comment,
          date: operationInstant(e.day, now),
          executor_id: user.id,
          construction_id: projectId,
        });
        written.push(op.id);
      }
      // Each withdrawal has the ledger's entry; the import itself, on the project:
      await audit(tx, {
        action: 'import',
        entity: 'construction',
        entity_id: projectId,
        label: `${project.name} · ${filename}`,
        details: { file: filename, rows: sheet.rowCount, created: written.length, updated: 0, failed: 0, wallet_operations: written, totals: totals() },
      });
      return written;
    });
    return { dryRun: false as const, body: { imported: ids.length, rows: sheet.rowCount, totals: totals() } };
  }
}
