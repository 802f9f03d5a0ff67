import { type ApiErrorCode, ConstructionError, DateError, ErrorCode, ImportError, MoneyError } from '@mijozlar/shared';
import { COMMENT_MAX, Decimal, round2 } from '../../common/money/money';
import type { PendingFieldError } from '../../common/errors/api-error';
import type { SheetRow } from '../../common/xlsx';
import { allowedParams, namesOf, normaliseHeader } from '../../common/xlsx';
import { REQUIRED_IMPORT_COLUMNS } from './construction-xlsx.columns';
import { parseSheetDay } from '../../common/xlsx/sheet-day';

/** A row ready to be written: a `construction` withdrawal of `amount` (wallet's currency) on `day`. */
export interface ImportedExpense {
  row: number;
  day: string;
  wallet_id: number;
  amount: string;
  method_id: number;
  comment: string;
}

export interface ExpenseImportContext {
  wallets: { id: number; name: string; currency_id: number; balance: string; is_active: boolean }[];
  methods: { id: number; code: string; name_uz: string; name_ru: string; is_active: boolean }[];
  defaultMethodId: number;
  /** Today in Tashkent (YYYY-MM-DD): no expense after it. */
  today: string;
  /** The first day with a stored USD rate: a UZS expense needs a rate on or before its day. */
  firstRateDay: string | null;
  uzsCurrencyId: number;
}

export const IMPORT_MAX_ROWS = 2000;
const MIN_YEAR = 2000;

/**
 * A day as a sheet gives it: YYYY-MM-DD (also what a date cell reads as), DD.MM.YYYY (or with / or -),
 * or an Excel date serial number (days since 1899-12-30). null when none of these.
 */
export function parseDay(text: string): string | null {
  return parseSheetDay(text, { minYear: MIN_YEAR, excelSerial: true });
}

/** "1 500 000,5" → "1500000.50" (half up to the tiyin/cent); null unless above zero with at most 18 whole digits. */
export function parseAmount(text: string): string | null {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const rounded = round2(new Decimal(clean));
  if (!rounded.gt(0) || rounded.trunc().toFixed(0).length > 18) return null;
  return rounded.toFixed(2);
}

/**
 * Each wallet's balance as the rows take money from it, in the file's order: the first row that
 * would take a wallet below zero is an error (the import writes nothing then).
 */
export function overdraftErrors(rows: { row: number; wallet_id: number; amount: string }[], balances: Map<number, string>): PendingFieldError[] {
  const left = new Map<number, Decimal>();
  const errors: PendingFieldError[] = [];
  const failed = new Set<number>();
  for (const r of rows) {
    if (failed.has(r.wallet_id)) continue;
    const available = left.get(r.wallet_id) ?? new Decimal(balances.get(r.wallet_id) ?? '0');
    const amount = new Decimal(r.amount);
    if (amount.gt(available)) {
      errors.push({ row: r.row, field: 'amount', code: ConstructionError.IMPORT_INSUFFICIENT_FUNDS, params: { available: available.toFixed(2) } });
      failed.add(r.wallet_id);
      continue;
    }
    left.set(r.wallet_id, available.minus(amount));
  }
  return errors;
}

/**
 * Validates every row of an expenses sheet (pure; runs in the import worker). Wallet by name or
 * id, method by name (uz or ru), code or id (cash when empty), date as parseDay reads it, amount
 * above zero in the wallet's currency, comment required. Errors name the sheet row and column.
 */
export function validateConstructionRows(
  rows: SheetRow[],
  present: string[],
  ctx: ExpenseImportContext,
): { expenses: ImportedExpense[]; errors: PendingFieldError[] } {
  const errors: PendingFieldError[] = [];
  for (const key of REQUIRED_IMPORT_COLUMNS) {
    if (!present.includes(key)) errors.push({ row: 1, field: key, code: ImportError.MISSING_COLUMN });
  }
  if (errors.length) return { expenses: [], errors };

  const walletsById = new Map(ctx.wallets.map((w) => [w.id, w]));
  const walletsByName = new Map<string, typeof ctx.wallets>();
  for (const w of ctx.wallets) {
    const key = normaliseHeader(w.name);
    walletsByName.set(key, [...(walletsByName.get(key) ?? []), w]);
  }
  const methodsById = new Map(ctx.methods.map((m) => [m.id, m]));
  const methodsByName = new Map<string, (typeof ctx.methods)[number]>();
  for (const m of ctx.methods) for (const n of [m.code, m.name_uz, m.name_ru]) methodsByName.set(normaliseHeader(n), m);

  // What an error names as allowed: the active wallets (name and ID), the active methods in the request's language.
  const active = ctx.wallets.filter((w) => w.is_active);
  const walletAllowed = allowedParams(active.map((w) => `${w.name} (${w.id})`));
  const methodAllowed = allowedParams(ctx.methods.filter((m) => m.is_active).map(namesOf));

  const expenses: ImportedExpense[] = [];
  for (const { row, values: v } of rows) {
    const err = (field: string, code: ApiErrorCode, params?: Record<string, string | number>) => errors.push({ row, field, code, params });
    const before = errors.length;

    let day: string | null = null;
    if (v.date === null) err('date', ErrorCode.REQUIRED);
    else if ((day = parseDay(v.date)) === null) err('date', ConstructionError.IMPORT_DATE_INVALID);
    else if (day > ctx.today) err('date', DateError.FUTURE);

    let wallet: (typeof ctx.wallets)[number] | undefined;
    if (v.wallet === null) err('wallet', ErrorCode.REQUIRED);
    else {
      const byName = walletsByName.get(normaliseHeader(v.wallet)) ?? [];
      if (byName.length > 1) err('wallet', ConstructionError.IMPORT_WALLET_AMBIGUOUS, allowedParams(byName.map((w) => `${w.name} (${w.id})`)));
      else {
        wallet = byName[0] ?? (/^\d{1,10}$/.test(v.wallet) ? walletsById.get(Number(v.wallet)) : undefined);
        if (!wallet) err('wallet', ConstructionError.IMPORT_WALLET_NOT_FOUND, walletAllowed);
        else if (!wallet.is_active) err('wallet', ConstructionError.IMPORT_WALLET_INACTIVE, walletAllowed);
      }
    }
    if (wallet && day && wallet.currency_id === ctx.uzsCurrencyId && (ctx.firstRateDay === null || day < ctx.firstRateDay)) {
      err('date', ConstructionError.IMPORT_NO_RATE);
    }

    const amount = v.amount === null ? null : parseAmount(v.amount);
    if (v.amount === null) err('amount', ErrorCode.REQUIRED);
    else if (amount === null) err('amount', MoneyError.INVALID_POSITIVE);

    let methodId = ctx.defaultMethodId;
    if (v.method !== null && v.method !== undefined) {
      const method = methodsByName.get(normaliseHeader(v.method)) ?? (/^\d{1,10}$/.test(v.method) ? methodsById.get(Number(v.method)) : undefined);
      if (!method || !method.is_active) err('method', ConstructionError.IMPORT_METHOD_NOT_FOUND, methodAllowed);
      else methodId = method.id;
    }

    const comment = v.comment?.trim() ?? '';
    if (!comment) err('comment', ErrorCode.REQUIRED);
    else if (comment.length > COMMENT_MAX) err('comment', ErrorCode.TOO_LONG, { max: COMMENT_MAX });

    if (errors.length === before) expenses.push({ row, day: day!, wallet_id: wallet!.id, amount: amount!, method_id: methodId, comment });
  }
  const balances = new Map(ctx.wallets.map((w) => [w.id, w.balance]));
  errors.push(...overdraftErrors(expenses, balances));
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { expenses, errors };
}
