import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CURRENCY_CODES, CURRENCY_USD, ErrorCode, ExchangeRateError, MoneyError, OperationError, TransferError, WalletError } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma, WalletOperationKind, OperationType } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { IdempotencyKeyTaken, idempotencyStorage } from '../../common/idempotency/idempotency.context';
import { decodeRecovery, encodeRecovery } from '../../common/idempotency/recovery-value';
import { Decimal, ONE, convert, toUsd } from '../../common/money/money';
import { Clock } from '../../common/clock/clock';
import { audit, auditCreate } from '../../common/audit/audit';
import { DayRateService } from './day-rate.service';
import { MoneyGate } from './money-gate';

/** What a wallet operation is for: the *_id links of wallet_operation. */
export interface OperationLinks {
  employee_id?: number | null;
  salary_date?: Date | null;
  construction_id?: number | null;
  refusal_id?: number | null;
  sale_id?: number | null;
  investor_id?: number | null;
  supplier_operation_id?: number | null;
  client_id?: number | null;
  payment_report_id?: number | null;
}

export interface OperationInput extends OperationLinks {
  wallet_id: number;
  operation_type: OperationType;
  kind: WalletOperationKind;
  /** Positive, in the wallet's currency. */
  amount: Decimal;
  method_id: number;
  comment?: string | null;
  /** UZS per 1 USD; when absent, the stored rate of the operation's day (required for UZS wallets). */
  exchange_rate?: Decimal | null;
  date?: Date;
  executor_id: number;
  /** Set by reverse() and transfer() only. */
  reversal_of_id?: number | null;
  transfer_group?: string | null;
  /** When it was recorded: now, except for a history written after the fact (the demo seed). */
  created_at?: Date;
}

export interface WrittenOperation {
  id: number;
  wallet_id: number;
  currency_id: number;
  amount: Decimal;
  operation_type: OperationType;
  /** The wallet's balance after this operation. */
  balance: Decimal;
}

export interface TransferInput {
  from_wallet: number;
  to_wallet: number;
  /** In from_wallet's currency. */
  amount: Decimal;
  exchange_rate?: Decimal | null;
  method_id: number;
  comment?: string | null;
  date?: Date;
  executor_id: number;
}

/** Transactions that move money wait for a connection and locks longer than Prisma's defaults. */
const MONEY_TX = { maxWait: 15_000, timeout: 20_000, isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted } as const;

/**
 * The one ledger write path. Only this service inserts wallet operations and changes
 * wallet.balance, in the caller's transaction: the balance moves by a conditional UPDATE (a
 * withdrawal only while the balance covers it), so the stored balance always equals the sum of
 * the operations and never goes below zero, also under concurrent requests.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly rates: DayRateService,
    private readonly clock: Clock,
    private readonly gate: MoneyGate,
  ) {}

  /**
   * A money transaction. When the request carries an Idempotency-Key, the key row is inserted
   * first, in this transaction: the key and the money commit (or roll back) together, and a
   * concurrent replay waits on the key's unique index, then finds it taken. What `work` returns
   * is written into the key row in the same transaction, so that a key whose answer was never
   * stored (the process died between the commit and the answer) can be answered again: the
   * handler then runs once more, and this returns that value instead of moving money again.
   * `work` returns what the handler needs to build its answer (ids, amounts), nothing else.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const claim = idempotencyStorage.getStore();
    if (claim?.recovering) return Promise.resolve(decodeRecovery(claim.recovering.value) as T);
    return this.gate.run(() => this.prisma.$transaction(async (tx) => {
      let keyId: number | null = null;
      if (claim && !claim.claimed) {
        const inserted = await tx.$queryRaw<{ id: number }[]>`
          INSERT INTO idempotency_key (key, user_id, method, path, request_hash)
          VALUES (${claim.key}, ${claim.userId}, ${claim.method}, ${claim.path}, ${claim.requestHash})
          ON CONFLICT (user_id, key) DO NOTHING RETURNING id`;
        if (inserted.length === 0) throw new IdempotencyKeyTaken();
        keyId = inserted[0].id;
      }
      const result = await work(tx);
      if (keyId !== null) {
        await tx.$executeRaw`
          UPDATE idempotency_key SET recovery = ${encodeRecovery(result)}::jsonb, claimed_at = clock_timestamp() WHERE id = ${keyId}`;
      }
      if (claim) claim.claimed = true;
      return result;
    }, MONEY_TX));
  }

  /**
   * Writes one operation and moves its wallet's balance. 409 wallet.insufficient_funds if it would go below zero.
   * Every operation is an audit entry, written here, in the same transaction: a reversal as `reverse`
   * on the operation it reverses, any other as `create`.
   */
  async write(tx: Tx, input: OperationInput): Promise<WrittenOperation> {
    const date = input.date ?? this.clock.now();
    const written = await writeOperation(tx, { ...input, date }, (currencyId, day) => this.rateFor(tx, currencyId, null, day));
    await auditOperation(tx, input, date, written);
    return written;
  }

  /**
   * Writes the reversal of an operation: the opposite direction, same amount, kind and links,
   * `reversal_of_id` set. An operation is reversed at most once; a reversal is not reversed.
   */
  async reverse(tx: Tx, operationId: number, executorId: number, comment?: string | null): Promise<WrittenOperation> {
    const original = await lockRowOr404<{ id: number; reversal_of_id: number | null }>(tx, 'wallet_operation', operationId, 'id, reversal_of_id');
    if (original.reversal_of_id !== null) throw ApiError.conflict(OperationError.IS_REVERSAL);
    const op = await tx.walletOperation.findUniqueOrThrow({ where: { id: operationId }, include: { reversed_by: { select: { id: true } } } });
    if (op.reversed_by) throw ApiError.conflict(OperationError.ALREADY_REVERSED);
    const written = await this.write(tx, {
      wallet_id: op.wallet_id,
      operation_type: op.operation_type === 'replenish' ? 'withdraw' : 'replenish',
      kind: op.kind,
      amount: op.amount,
      method_id: op.method_id,
      comment: comment ?? op.comment,
      exchange_rate: op.exchange_rate,
      executor_id: executorId,
      employee_id: op.employee_id,
      salary_date: op.salary_date,
      construction_id: op.construction_id,
      refusal_id: op.refusal_id,
      sale_id: op.sale_id,
      investor_id: op.investor_id,
      supplier_operation_id: op.supplier_operation_id,
      client_id: op.client_id,
      payment_report_id: op.payment_report_id,
      reversal_of_id: op.id,
      transfer_group: op.transfer_group,
    });
    return written;
  }

  /**
   * Moves money between two wallets: a withdrawal and a replenishment of kind `transfer` sharing a
   * transfer_group. Both wallets are locked in id order first, so two opposite transfers never
   * deadlock. Between currencies the rate is required; the credited amount is converted.
   */
  async transfer(tx: Tx, input: TransferInput): Promise<{ transfer_group: string; withdraw: WrittenOperation; replenish: WrittenOperation }> {
    if (input.from_wallet === input.to_wallet) throw ApiError.badRequest('to_wallet', TransferError.SAME_WALLET);
    const ids = [input.from_wallet, input.to_wallet].sort((a, b) => a - b);
    const wallets = await tx.$queryRaw<{ id: number; currency_id: number; is_active: boolean }[]>`
      SELECT id, currency_id, is_active FROM wallet WHERE id IN (${ids[0]}, ${ids[1]}) ORDER BY id FOR UPDATE`;
    const from = wallets.find((w) => w.id === input.from_wallet);
    const to = wallets.find((w) => w.id === input.to_wallet);
    if (!from) throw ApiError.badRequest('from_wallet', ErrorCode.INVALID);
    if (!to) throw ApiError.badRequest('to_wallet', ErrorCode.INVALID);
    if (!to.is_active) throw ApiError.conflict(WalletError.INACTIVE, 'to_wallet');
    const date = input.date ?? this.clock.now();
    let rate: Decimal;
    if (from.currency_id !== to.currency_id) {
      if (!input.exchange_rate) throw ApiError.badRequest('exchange_rate', ExchangeRateError.REQUIRED);
      rate = input.exchange_rate;
    } else {
      rate = await this.rateFor(tx, from.currency_id, input.exchange_rate, date);
    }
    const credited = convert(input.amount, from.currency_id, to.currency_id, rate);
    if (!credited.gt(0)) throw ApiError.badRequest('amount', TransferError.TOO_SMALL);
    const group = randomUUID();
    const common = {
      kind: 'transfer' as const,
      method_id: input.method_id,
      comment: input.comment,
      exchange_rate: rate,
      date,
      executor_id: input.executor_id,
      transfer_group: group,
    };
    const withdraw = await this.write(tx, { ...common, wallet_id: from.id, operation_type: 'withdraw', amount: input.amount });
    const replenish = await this.write(tx, { ...common, wallet_id: to.id, operation_type: 'replenish', amount: credited });
    return { transfer_group: group, withdraw, replenish };
  }

  /** The rate for an operation: the one given, else the stored rate of its day (or the latest before). */
  async rateFor(tx: Tx, currencyId: number, given: Decimal | null | undefined, date: Date): Promise<Decimal> {
    if (given) return given;
    const stored = await this.rates.rateOn(tx, date);
    if (stored) return stored;
    if (currencyId === CURRENCY_USD) return ONE;
    throw ApiError.badRequest('exchange_rate', ExchangeRateError.REQUIRED);
  }
}

/**
 * The one write of the ledger: the wallet's balance moves by a conditional UPDATE (a withdrawal
 * only while the balance covers it, so it never goes below zero, also under concurrent requests)
 * and the operation is inserted, in the caller's transaction. LedgerService.write is the way in;
 * the demo seed writes its history through this same function with its own dates and rates.
 * `rateOf` gives the stored rate of the day when the input carries none.
 */
export async function writeOperation(
  tx: Tx,
  input: OperationInput & { date: Date },
  rateOf: (currencyId: number, date: Date) => Promise<Decimal>,
): Promise<WrittenOperation> {
  if (!input.amount.gt(0)) throw ApiError.badRequest('amount', MoneyError.NOT_POSITIVE);
  const delta = input.operation_type === 'replenish' ? input.amount : input.amount.neg();
  const moved = await tx.$queryRaw<{ id: number; currency_id: number; balance: Decimal }[]>`
    UPDATE wallet SET balance = balance + ${delta}::numeric, updated_at = now()
    WHERE id = ${input.wallet_id} AND is_active AND balance + ${delta}::numeric >= 0
    RETURNING id, currency_id, balance`;
  if (moved.length === 0) await refuse(tx, input.wallet_id, input.operation_type);
  const wallet = moved[0];
  const rate = input.exchange_rate ?? (await rateOf(wallet.currency_id, input.date));
  const row = await tx.walletOperation.create({
    data: {
      wallet_id: wallet.id,
      operation_type: input.operation_type,
      kind: input.kind,
      amount: input.amount,
      method_id: input.method_id,
      comment: input.comment ?? null,
      exchange_rate: rate,
      amount_usd: toUsd(input.amount, wallet.currency_id, rate),
      executor_id: input.executor_id,
      date: input.date,
      ...(input.created_at ? { created_at: input.created_at } : {}),
      employee_id: input.employee_id ?? null,
      salary_date: input.salary_date ?? null,
      construction_id: input.construction_id ?? null,
      refusal_id: input.refusal_id ?? null,
      sale_id: input.sale_id ?? null,
      investor_id: input.investor_id ?? null,
      supplier_operation_id: input.supplier_operation_id ?? null,
      client_id: input.client_id ?? null,
      payment_report_id: input.payment_report_id ?? null,
      reversal_of_id: input.reversal_of_id ?? null,
      transfer_group: input.transfer_group ?? null,
    },
    select: { id: true },
  });
  return {
    id: row.id,
    wallet_id: wallet.id,
    currency_id: wallet.currency_id,
    amount: input.amount,
    operation_type: input.operation_type,
    balance: new Decimal(wallet.balance),
  };
}

/** The audit entry of a written operation: its fields under the names the API shows them with. */
function auditOperation(tx: Tx, input: OperationInput, date: Date, written: WrittenOperation): Promise<void> {
  const sign = input.operation_type === 'replenish' ? '+' : '−';
  const label = `#${input.reversal_of_id ?? written.id} ${sign}${written.amount.toFixed(2)} ${CURRENCY_CODES[written.currency_id] ?? ''}`.trim();
  if (input.reversal_of_id) {
    return audit(tx, {
      action: 'reverse',
      entity: 'wallet_operation',
      entity_id: input.reversal_of_id,
      label,
      changes: { reversed_by: [null, written.id] },
      details: { reversal: written.id, wallet: written.wallet_id, balance: written.balance.toFixed(2) },
    });
  }
  const shown = {
    wallet: written.wallet_id,
    currency: written.currency_id,
    operation_type: input.operation_type,
    kind: input.kind,
    amount: written.amount.toFixed(2),
    method: input.method_id,
    comment: input.comment ?? null,
    date: date.toISOString(),
    exchange_rate: input.exchange_rate ? input.exchange_rate.toFixed(6) : null,
    employee_id: input.employee_id ?? null,
    salary_date: input.salary_date ? input.salary_date.toISOString().slice(0, 10) : null,
    construction_building_id: input.construction_id ?? null,
    refusal_id: input.refusal_id ?? null,
    sale: input.sale_id ?? null,
    client: input.client_id ?? null,
    investor: input.investor_id ?? null,
    supplier_operation: input.supplier_operation_id ?? null,
    payment_report: input.payment_report_id ?? null,
    transfer_group: input.transfer_group ?? null,
  };
  return auditCreate(tx, { entity: 'wallet_operation', entity_id: written.id, label, after: shown, details: { balance: written.balance.toFixed(2) } });
}

async function refuse(tx: Tx, walletId: number, type: OperationType): Promise<never> {
  const wallet = await tx.wallet.findUnique({ where: { id: walletId }, select: { is_active: true } });
  if (!wallet) throw ApiError.badRequest('wallet', ErrorCode.INVALID);
  if (!wallet.is_active) throw ApiError.conflict(WalletError.INACTIVE, 'wallet');
  // Only a withdrawal can fail the balance condition.
  throw ApiError.conflict(type === 'withdraw' ? WalletError.INSUFFICIENT_FUNDS : ErrorCode.CONFLICT, 'amount');
}
