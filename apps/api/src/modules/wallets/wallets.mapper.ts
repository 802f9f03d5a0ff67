import { CURRENCY_CODES, type ExchangeRate, type ExchangeRateSource, type Locale, type Wallet, type WalletOperation } from '@mijozlar/shared';
import type { OperationType, WalletOperationKind } from '../../generated/prisma/client';
import { Decimal, amountText, rateText } from '../../common/money/money';
import { localName } from '../../common/i18n/locale';
import { Prisma } from '../../generated/prisma/client';
import type { SqlRows } from '../../common/list/paginate';
import type { SqlModel } from '../../common/list/sql-where';
import { isoDateSql, isoTimestampSql, jsonRowsSql, lookupNameSql, lookupSql } from '../../common/list/json-sql';

// Wallets

export const walletSelect = {
  id: true,
  name: true,
  currency_id: true,
  balance: true,
  is_active: true,
  currency: { select: { code: true } },
} as const;

export interface WalletRow {
  id: number;
  name: string;
  currency_id: number;
  balance: Decimal;
  is_active: boolean;
  currency: { code: string };
}

export function toWallet(row: WalletRow): Wallet {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency_id,
    currency_code: row.currency.code,
    balance: amountText(row.balance)!,
    is_active: row.is_active,
  };
}

// Wallet operations

export const operationInclude = {
  wallet: { select: { name: true, currency_id: true } },
  method: { select: { name_uz: true, name_ru: true } },
  executor: { select: { id: true, full_name: true } },
  reversed_by: { select: { id: true } },
} as const;

export interface OperationRow {
  id: number;
  wallet_id: number;
  operation_type: OperationType;
  kind: WalletOperationKind;
  amount: Decimal;
  method_id: number;
  comment: string | null;
  date: Date;
  exchange_rate: Decimal;
  amount_usd: Decimal;
  executor_id: number;
  employee_id: number | null;
  salary_date: Date | null;
  construction_id: number | null;
  refusal_id: number | null;
  sale_id: number | null;
  client_id: number | null;
  investor_id: number | null;
  transfer_group: string | null;
  reversal_of_id: number | null;
  wallet: { name: string; currency_id: number };
  method: { name_uz: string; name_ru: string };
  executor: { id: number; full_name: string };
  reversed_by: { id: number } | null;
}

/** The operation JSON of DESIGN "Money API shapes", plus method_name, wallet_name and currency. */
export function toOperation(row: OperationRow, locale: Locale): WalletOperation {
  return {
    id: row.id,
    wallet: row.wallet_id,
    wallet_name: row.wallet.name,
    currency: row.wallet.currency_id,
    operation_type: row.operation_type,
    kind: row.kind,
    amount: amountText(row.amount)!,
    method: row.method_id,
    method_name: localName(row.method, locale),
    comment: row.comment,
    date: row.date.toISOString(),
    exchange_rate: rateText(row.exchange_rate)!,
    amount_usd: amountText(row.amount_usd)!,
    executor: { id: row.executor.id, full_name: row.executor.full_name },
    employee_id: row.employee_id,
    salary_date: row.salary_date ? row.salary_date.toISOString().slice(0, 10) : null,
    construction_building_id: row.construction_id,
    refusal_id: row.refusal_id,
    sale: row.sale_id,
    client: row.client_id,
    investor: row.investor_id,
    transfer_group: row.transfer_group,
    reversal_of: row.reversal_of_id,
    reversed_by: row.reversed_by?.id ?? null,
  };
}

export type OperationJson = ReturnType<typeof toOperation>;

/**
 * An operation as an audit entry compares it (the edit of an operation): the answer without the
 * names beside ids, its own links to reversals and who wrote it (the entry's actor says that).
 */
export function operationForAudit(row: OperationRow) {
  const { id: _id, wallet_name: _w, method_name: _m, executor: _e, reversal_of: _ro, reversed_by: _rb, ...shown } = toOperation(row, 'uz');
  return shown;
}

/** An operation as the ledger's entries name it: "#12 +2500.50 USD". */
export function operationLabel(row: Pick<OperationRow, 'id' | 'operation_type' | 'amount' | 'wallet'>): string {
  return `#${row.id} ${row.operation_type === 'replenish' ? '+' : '−'}${row.amount.toFixed(2)} ${CURRENCY_CODES[row.wallet.currency_id] ?? ''}`.trim();
}

/** The columns and relations the operation list filters and orders by (the SQL list path). */
export const operationSqlModel: SqlModel = {
  table: 'wallet_operation',
  columns: {
    id: 'int', wallet_id: 'int', operation_type: 'enum:operation_type', kind: 'enum:wallet_operation_kind', amount: 'numeric',
    method_id: 'int', comment: 'text', date: 'timestamptz', executor_id: 'int', employee_id: 'int', construction_id: 'int',
    refusal_id: 'int', sale_id: 'int', client_id: 'int', investor_id: 'int', transfer_group: 'text',
  },
  relations: {
    wallet: { model: { table: 'wallet', columns: { id: 'int', currency_id: 'int' } }, foreignKey: 'wallet_id' },
  },
};

/**
 * The operation list's rows as PostgreSQL writes them (paginateSql): the fields, values and order
 * of toOperation(). A test compares every row with GET /api/wallet-operations/{id}/.
 */
export function operationRows(locale: Locale): SqlRows {
  return {
    model: operationSqlModel,
    json: (ids) =>
      jsonRowsSql(
        ids,
        Prisma.sql`
          JOIN wallet_operation o ON o.id = p.id
          LEFT JOIN wallet_operation rb ON rb.reversal_of_id = o.id`,
        Prisma.sql`
          o.id, o.wallet_id AS wallet, ${lookupSql('wallet', 'w', 'o.wallet_id', 'w.name')} AS wallet_name,
          ${lookupSql('wallet', 'w', 'o.wallet_id', 'w.currency_id')} AS currency,
          o.operation_type::text AS operation_type, o.kind::text AS kind, o.amount::text AS amount,
          o.method_id AS method, ${lookupNameSql('payment_method', 'o.method_id', locale)} AS method_name, o.comment,
          ${isoTimestampSql('o.date')} AS date, o.exchange_rate::text AS exchange_rate, o.amount_usd::text AS amount_usd,
          ${lookupSql('"user"', 'u', 'o.executor_id', "json_build_object('id', u.id, 'full_name', u.full_name)")} AS executor,
          o.employee_id, ${isoDateSql('o.salary_date')} AS salary_date, o.construction_id AS construction_building_id,
          o.refusal_id, o.sale_id AS sale, o.client_id AS client, o.investor_id AS investor,
          o.transfer_group::text AS transfer_group, o.reversal_of_id AS reversal_of, rb.id AS reversed_by`,
      ),
  };
}

// Exchange rates

/** A stored rate with who set it (null: the bank), as the exchange-rate routes and the bank's job read it. */
export interface ExchangeRateRow {
  id: number;
  date: Date;
  currency_id: number;
  rate: Decimal;
  source: string;
  created_at: Date;
  created_by: { id: number; full_name: string } | null;
}

export function toExchangeRate(row: ExchangeRateRow): ExchangeRate {
  const source: ExchangeRateSource = row.source === 'cbu' ? 'cbu' : 'manual';
  return {
    id: row.id,
    date: row.date.toISOString().slice(0, 10),
    currency: row.currency_id,
    rate: rateText(row.rate)!,
    source,
    // The bank's rate has no author; a manual one keeps its author (null once that user is deleted).
    set_by: source === 'manual' && row.created_by ? { id: row.created_by.id, full_name: row.created_by.full_name } : null,
    created_at: row.created_at.toISOString(),
  };
}
