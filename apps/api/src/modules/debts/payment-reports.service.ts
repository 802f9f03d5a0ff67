import { HttpStatus, Injectable } from '@nestjs/common';
import { CollectionsError, CURRENCY_UZS, DateError, DebtError, ErrorCode, ExchangeRateError, PAYMENT_METHOD, PaymentError, WalletError } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock, tashkentDayStart, dateOnly } from '../../common/clock/clock';
import { paginate } from '../../common/list/paginate';
import { auditChange, auditCreate, setAuditReason } from '../../common/audit';
import { amountText, convert, Decimal, ONE } from '../../common/money/money';
import { LedgerService } from '../ledger/ledger.service';
import { DayRateService } from '../ledger/day-rate.service';
import { PaymentReportDto, PaymentReportListQueryDto, UpdatePaymentReportDto } from './dto/payment-report.dto';
import { planPayment, planUndo, InstalmentChange, ScheduleLine } from './payment-allocation';
import { paymentReportForAudit, paymentReportInclude, paymentReportLabel, PaymentReportRow, toPaymentReport } from './payment-reports.mapper';
import { buildPaymentReportWhere, paymentReportListSpec } from './payment-reports.query';
import { outstandingPenaltySql } from './penalty-sql';

/** A debt row as a payment locks it. */
interface LockedDebt {
  id: number;
  client_id: number;
  currency_id: number;
  current_debt: Decimal;
  is_closed: boolean;
  closed_reason: string | null;
}

interface LockedWallet {
  id: number;
  currency_id: number;
  is_active: boolean;
}

/** A payment's values, parsed and checked against the reference data. */
interface PaymentValues {
  client: number;
  client_debt: number;
  wallet: number;
  amount: Decimal;
  currency: number;
  exchange_rate: Decimal | null;
  method: number;
  description: string | null;
  payment_date: string;
  /** Pays the debt's penalty (penalty_paid), not its instalments. */
  penalty: boolean;
}

const NOON_MS = 12 * 3600 * 1000;

/**
 * Payment reports: a client's payment towards a debt. One money transaction (LedgerService)
 * locks the debt row (so parallel payments on one debt never over-allocate) and the wallets (in id
 * order), books the amount into the wallet as a `payment` operation, and pays the oldest open
 * instalments first; the debt closes (paid) when nothing is left. A penalty payment (`penalty`)
 * pays the debt's outstanding penalty instead (penalty_paid, no allocations). Editing re-applies:
 * the old operation is reversed, its allocations (or penalty_paid) undone, and the new values
 * applied as a new payment.
 */
@Injectable()
export class PaymentReportsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly rates: DayRateService,
    private readonly clock: Clock,
  ) {}

  list(query: PaymentReportListQueryDto) {
    if (query.date_from && query.date_to && query.date_from > query.date_to) throw ApiError.badRequest('date_from', DateError.RANGE);
    return paginate(this.prisma.paymentReport, query, paymentReportListSpec, {
      where: buildPaymentReportWhere(query),
      include: paymentReportInclude,
      map: (row: PaymentReportRow) => toPaymentReport(row),
    });
  }

  async get(id: number) {
    const row = await this.prisma.paymentReport.findUnique({ where: { id }, include: paymentReportInclude });
    if (!row) throw ApiError.notFound();
    return toPaymentReport(row);
  }

  async create(dto: PaymentReportDto, actor: AuthUser) {
    const values = this.parse(dto);
    const id = await this.ledger.transaction(async (tx) => {
      await this.checkReferences(tx, values);
      const [debt] = await this.lockDebts(tx, [values.client_debt]);
      const wallets = await this.lockWallets(tx, [values.wallet]);
      const created = await this.apply(tx, null, values, debt, wallets.get(values.wallet)!, actor);
      const after = await tx.paymentReport.findUniqueOrThrow({ where: { id: created }, include: paymentReportInclude });
      await auditCreate(tx, { entity: 'payment_report', entity_id: created, label: paymentReportLabel(after), after: paymentReportForAudit(after) });
      return created;
    });
    return this.get(id);
  }

  /** PUT: the payment re-applied (see the class); `reason` goes on every audit entry of the edit. */
  async update(id: number, dto: UpdatePaymentReportDto, actor: AuthUser) {
    const { reason, ...payment } = dto;
    const values = this.parse(payment);
    setAuditReason(reason);
    await this.ledger.transaction(async (tx) => {
      const report = await lockRowOr404<{ id: number; client_debt_id: number; wallet_id: number; wallet_operation_id: number | null; penalty: boolean; applied_amount: Decimal }>(
        tx,
        'payment_report',
        id,
        'id, client_debt_id, wallet_id, wallet_operation_id, penalty, applied_amount',
      );
      await this.checkReferences(tx, values);
      const debts = await this.lockDebts(tx, [report.client_debt_id, values.client_debt]);
      const wallets = await this.lockWallets(tx, [report.wallet_id, values.wallet]);
      const old = debts.find((d) => d.id === report.client_debt_id)!;
      // A refused debt's payments stay as they are (the refusal counted them).
      if (old.is_closed && old.closed_reason !== 'paid') throw ApiError.conflict(DebtError.CLOSED, 'client_debt');
      const before = await tx.paymentReport.findUniqueOrThrow({ where: { id }, include: paymentReportInclude });

      if (report.wallet_operation_id !== null) await this.ledger.reverse(tx, report.wallet_operation_id, actor.id);
      const restored = report.penalty ? await this.undoPenalty(tx, old, new Decimal(report.applied_amount)) : await this.undo(tx, report.id, old);
      const debt = values.client_debt === old.id ? restored : debts.find((d) => d.id === values.client_debt)!;
      await this.apply(tx, report.id, values, debt, wallets.get(values.wallet)!, actor);
      const after = await tx.paymentReport.findUniqueOrThrow({ where: { id }, include: paymentReportInclude });
      await auditChange(tx, { entity: 'payment_report', entity_id: id, label: paymentReportLabel(after), before: paymentReportForAudit(before), after: paymentReportForAudit(after) });
    });
    return this.get(id);
  }

  /** Amounts and rates as Decimals; defaults (UZS, cash, today). */
  private parse(dto: PaymentReportDto): PaymentValues {
    const today = this.clock.today();
    const paymentDate = dto.payment_date ?? today;
    if (paymentDate > today) throw ApiError.badRequest('payment_date', DateError.FUTURE);
    return {
      client: dto.client,
      client_debt: dto.client_debt,
      wallet: dto.wallet,
      amount: new Decimal(dto.amount),
      currency: dto.currency ?? CURRENCY_UZS,
      exchange_rate: dto.exchange_rate ? new Decimal(dto.exchange_rate) : null,
      method: dto.method ?? PAYMENT_METHOD.CASH,
      description: dto.description?.trim() || null,
      payment_date: paymentDate,
      penalty: dto.penalty === true,
    };
  }

  private async checkReferences(tx: Tx, v: PaymentValues) {
    const [currency, method] = await Promise.all([
      tx.currency.findUnique({ where: { id: v.currency }, select: { id: true } }),
      tx.paymentMethod.findUnique({ where: { id: v.method }, select: { id: true } }),
    ]);
    if (!currency) throw ApiError.badRequest('currency', ErrorCode.INVALID);
    if (!method) throw ApiError.badRequest('method', ErrorCode.INVALID);
  }

  /** Locks the debts (id order); 400 client_debt when one does not exist. */
  private async lockDebts(tx: Tx, ids: number[]): Promise<LockedDebt[]> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const rows = await tx.$queryRaw<LockedDebt[]>`
      SELECT id, client_id, currency_id, current_debt, is_closed, closed_reason::text AS closed_reason
      FROM client_debt WHERE id = ANY(${unique}) ORDER BY id FOR UPDATE`;
    if (rows.length !== unique.length) throw ApiError.badRequest('client_debt', ErrorCode.INVALID);
    return rows.map((r) => ({ ...r, current_debt: new Decimal(r.current_debt) }));
  }

  /** Locks the wallets in id order (so two edits moving money between the same wallets never deadlock). */
  private async lockWallets(tx: Tx, ids: number[]): Promise<Map<number, LockedWallet>> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const rows = await tx.$queryRaw<LockedWallet[]>`
      SELECT id, currency_id, is_active FROM wallet WHERE id = ANY(${unique}) ORDER BY id FOR UPDATE`;
    if (rows.length !== unique.length) throw ApiError.badRequest('wallet', ErrorCode.INVALID);
    return new Map(rows.map((w) => [w.id, w]));
  }

  /**
   * Applies a payment: checks the debt, converts, writes (or rewrites) the report, books the
   * wallet operation and allocates to the instalments. Returns the report id.
   */
  private async apply(tx: Tx, reportId: number | null, v: PaymentValues, debt: LockedDebt, wallet: LockedWallet, actor: AuthUser): Promise<number> {
    if (debt.client_id !== v.client) {
      const client = await tx.client.findUnique({ where: { id: v.client }, select: { id: true } });
      if (!client) throw ApiError.badRequest('client', ErrorCode.INVALID);
      throw ApiError.badRequest('client_debt', DebtError.NOT_OF_CLIENT);
    }
    // A penalty may still be owed on a paid-off debt; a refused one owes nothing more.
    if (debt.is_closed && !(v.penalty && debt.closed_reason === 'paid')) throw ApiError.conflict(DebtError.CLOSED, 'client_debt');
    if (!wallet.is_active) throw ApiError.conflict(WalletError.INACTIVE, 'wallet');

    const dayStart = tashkentDayStart(v.payment_date);
    const needsRate = v.currency !== debt.currency_id || v.currency !== wallet.currency_id;
    const rate = v.exchange_rate ?? (await this.rates.rateOn(tx, dayStart));
    if (needsRate && !rate) throw ApiError.badRequest('exchange_rate', ExchangeRateError.REQUIRED);
    const applied = convert(v.amount, v.currency, debt.currency_id, rate ?? ONE);
    const credited = convert(v.amount, v.currency, wallet.currency_id, rate ?? ONE);
    if (!applied.gt(0) || !credited.gt(0)) throw ApiError.badRequest('amount', PaymentError.TOO_SMALL);
    if (v.penalty) {
      // Under the debt's row lock (taken by the caller): parallel penalty payments queue and never pay more than is outstanding.
      const [owed] = await tx.$queryRaw<{ outstanding: Decimal }[]>(outstandingPenaltySql(debt.id, this.clock.today()));
      if (applied.gt(owed.outstanding)) {
        throw new ApiError(HttpStatus.CONFLICT, [{ field: 'amount', code: CollectionsError.PENALTY_EXCEEDS, params: { outstanding: amountText(owed.outstanding) } }]);
      }
    } else if (applied.gt(debt.current_debt)) {
      const code = await tx.currency.findUnique({ where: { id: debt.currency_id }, select: { code: true } });
      throw ApiError.badRequest('amount', PaymentError.EXCEEDS_DEBT, { amount: `${amountText(debt.current_debt)} ${code?.code ?? ''}`.trim() });
    }

    const data = {
      client_id: v.client,
      client_debt_id: v.client_debt,
      wallet_id: v.wallet,
      method_id: v.method,
      amount: v.amount,
      currency_id: v.currency,
      exchange_rate: rate ?? ONE,
      applied_amount: applied,
      penalty: v.penalty,
      description: v.description,
      payment_date: dateOnly(v.payment_date),
    };
    const id = reportId
      ? (await tx.paymentReport.update({ where: { id: reportId }, data: { ...data, wallet_operation_id: null }, select: { id: true } })).id
      : (await tx.paymentReport.create({ data: { ...data, executor_id: actor.id }, select: { id: true } })).id;

    // Today's payment is booked now; a back-dated one at noon of its Tashkent day.
    const date = v.payment_date === this.clock.today() ? this.clock.now() : new Date(dayStart.getTime() + NOON_MS);
    const operation = await this.ledger.write(tx, {
      wallet_id: wallet.id,
      operation_type: 'replenish',
      kind: 'payment',
      amount: credited,
      method_id: v.method,
      comment: v.description,
      exchange_rate: rate,
      date,
      executor_id: actor.id,
      client_id: v.client,
      payment_report_id: id,
    });
    await tx.paymentReport.update({ where: { id }, data: { wallet_operation_id: operation.id } });
    if (v.penalty) await tx.$executeRaw`UPDATE client_debt SET penalty_paid = penalty_paid + ${applied}::numeric, updated_at = now() WHERE id = ${debt.id}`;
    else await this.allocate(tx, id, debt, applied);
    return id;
  }

  /** Pays the debt's oldest open instalments with `applied`; closes the debt when nothing is left. */
  private async allocate(tx: Tx, reportId: number, debt: LockedDebt, applied: Decimal) {
    const now = this.clock.now();
    const lines = await this.schedule(tx, debt.id);
    const plan = planPayment(lines, applied, now);
    // The schedule no longer adds up to current_debt: refuse rather than lose money.
    if (plan.rest.gt(0)) throw ApiError.conflict(PaymentError.EXCEEDS_DEBT, 'amount');
    await this.writeInstalments(tx, plan.changes);
    await tx.paymentAllocation.createMany({
      data: plan.allocations.map((a) => ({ payment_report_id: reportId, debt_instalment_id: a.instalment_id, amount: a.amount })),
    });
    const left = debt.current_debt.minus(applied);
    const closed = left.isZero();
    await tx.clientDebt.update({
      where: { id: debt.id },
      data: { current_debt: left, is_closed: closed, closed_reason: closed ? 'paid' : null, closed_at: closed ? now : null },
    });
    // A paid-off debt shows every line paid, also lines of 0 that no payment ever touched.
    if (closed) {
      await tx.debtInstalment.updateMany({
        where: { client_debt_id: debt.id, status: { not: 'paid' }, amount: 0 },
        data: { status: 'paid', paid_at: now },
      });
    }
  }

  /** Takes a payment's allocations back off its debt; returns the debt as it stands after (open). */
  private async undo(tx: Tx, reportId: number, debt: LockedDebt): Promise<LockedDebt> {
    const allocations = await tx.paymentAllocation.findMany({ where: { payment_report_id: reportId }, select: { debt_instalment_id: true, amount: true } });
    const lines = await this.schedule(tx, debt.id);
    const plan = planUndo(
      lines,
      allocations.map((a) => ({ instalment_id: a.debt_instalment_id, amount: new Decimal(a.amount) })),
    );
    await this.writeInstalments(tx, plan.changes);
    await tx.paymentAllocation.deleteMany({ where: { payment_report_id: reportId } });
    const current = debt.current_debt.plus(plan.total);
    await tx.clientDebt.update({ where: { id: debt.id }, data: { current_debt: current, is_closed: false, closed_reason: null, closed_at: null } });
    return { ...debt, current_debt: current, is_closed: false, closed_reason: null };
  }

  /** Takes a penalty payment back off its debt's penalty_paid; the debt is otherwise as it was. */
  private async undoPenalty(tx: Tx, debt: LockedDebt, applied: Decimal): Promise<LockedDebt> {
    await tx.$executeRaw`UPDATE client_debt SET penalty_paid = penalty_paid - ${applied}::numeric, updated_at = now() WHERE id = ${debt.id}`;
    return debt;
  }

  /** The debt's instalments, oldest first. */
  private async schedule(tx: Tx, debtId: number): Promise<ScheduleLine[]> {
    const rows = await tx.debtInstalment.findMany({
      where: { client_debt_id: debtId },
      orderBy: [{ payment_date: 'asc' }, { month: 'asc' }],
      select: { id: true, amount: true, paid_amount: true, paid_at: true },
    });
    return rows.map((r) => ({ id: r.id, amount: new Decimal(r.amount), paid: new Decimal(r.paid_amount), paid_at: r.paid_at }));
  }

  /** One UPDATE for all changed instalments (the next_payment_date trigger then runs once). */
  private async writeInstalments(tx: Tx, changes: InstalmentChange[]) {
    if (changes.length === 0) return;
    await tx.$executeRaw`
      UPDATE debt_instalment i
      SET paid_amount = u.paid, status = u.status::instalment_status, paid_at = u.paid_at, updated_at = now()
      FROM unnest(${changes.map((c) => c.id)}::int[], ${changes.map((c) => c.paid.toFixed(2))}::numeric[],
                  ${changes.map((c) => c.status)}::text[], ${changes.map((c) => (c.paid_at ? c.paid_at.toISOString() : null))}::timestamptz[])
           AS u(id, paid, status, paid_at)
      WHERE i.id = u.id`;
  }
}
