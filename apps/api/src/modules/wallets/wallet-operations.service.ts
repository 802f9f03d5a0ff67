import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorCode, Locale, OperationError, P, PAYMENT_METHOD, RefusalError } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowsInOrder } from '../../database/lock';
import { OperationType, Prisma, WalletOperationKind } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock, dateOnly } from '../../common/clock/clock';
import { translate } from '../../common/i18n/messages';
import { combineWhere, paginateSql, parseOrdering, SortDirection } from '../../common/list/paginate';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { Decimal } from '../../common/money/money';
import { streamXlsx } from '../../common/xlsx';
import { auditChange, setAuditReason } from '../../common/audit';
import { LedgerService, WrittenOperation } from '../ledger/ledger.service';
import { LockedRefusal, RefusalPayoutsService } from '../refusals/refusal-payouts.service';
import { EmployeeBalanceService } from '../employees/employee-balance.service';
import { InvestorsService } from '../investors/investors.service';
import {
  CreateWalletOperationDto,
  ManualKind,
  TransferDto,
  UpdateWalletOperationDto,
  WalletOperationExportQueryDto,
  WalletOperationListQueryDto,
} from './dto/wallet-operation.dto';
import { OPERATION_COLUMNS, SHEET_NAME } from './wallet-operations-xlsx.columns';
import { operationSheetRows } from './wallet-operations.export';
import { buildOperationWhere, operationListSpec } from './wallet-operations.query';
import { linkedSource, operationInstant, Purpose, resolvePurpose } from './wallet-operations.rules';
import { OperationJson, operationForAudit, operationInclude, operationLabel, operationRows, toOperation } from './wallets.mapper';

/** An operation as the request describes it, after defaults and merging (PUT). */
interface OperationDraft {
  wallet: number;
  operation_type: OperationType;
  amount: Decimal;
  method: number;
  comment: string | null;
  date: Date;
  exchange_rate: Decimal | null;
}

type Where = Prisma.WalletOperationWhereInput;

/**
 * Wallet operations written by hand (replenish, withdraw, salary, construction, refusal payouts),
 * transfers, and their corrections. Every change of money is one ledger transaction; nothing is
 * edited in place: PUT reverses the old operation and writes a new one, DELETE reverses.
 */
@Injectable()
export class WalletOperationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly payouts: RefusalPayoutsService,
    private readonly clock: Clock,
    private readonly employeeBalance: EmployeeBalanceService,
    private readonly investors: InvestorsService,
  ) {}

  // Reading

  list(query: WalletOperationListQueryDto, locale: Locale, extra?: Where) {
    return this.page(query, combineWhere<Where>(buildOperationWhere(query), extra), locale);
  }

  /** One page of operations under `where` (the list mechanism, written as JSON by PostgreSQL). */
  page(query: ListQueryDto, where: Where, locale: Locale) {
    return paginateSql(this.prisma, query, operationListSpec, { where, rows: operationRows(locale) });
  }

  async get(id: number, locale: Locale): Promise<OperationJson> {
    const row = await this.prisma.walletOperation.findUnique({ where: { id }, include: operationInclude });
    if (!row) throw ApiError.notFound();
    return toOperation(row, locale);
  }

  private async many(ids: number[], locale: Locale): Promise<OperationJson[]> {
    const rows = await this.prisma.walletOperation.findMany({ where: { id: { in: ids } }, include: operationInclude, orderBy: { id: 'asc' } });
    return rows.map((row) => toOperation(row, locale));
  }

  // Writing

  async create(dto: CreateWalletOperationDto, user: AuthUser, locale: Locale): Promise<OperationJson> {
    const purpose = resolvePurpose(dto);
    if (purpose.kind === 'return_refusal') this.assertMayPayOut(user);
    if (purpose.kind === 'salary') this.assertMayPaySalary(user);
    const draft: OperationDraft = {
      wallet: dto.wallet,
      operation_type: dto.operation_type,
      amount: new Decimal(dto.amount),
      method: dto.method,
      comment: dto.comment,
      date: operationInstant(dto.date, this.clock.now()),
      exchange_rate: dto.exchange_rate ? new Decimal(dto.exchange_rate) : null,
    };
    const id = await this.ledger.transaction(async (tx) => {
      const refusals = await this.payouts.lock(tx, purpose.kind === 'return_refusal' ? [purpose.refusal_id] : []);
      return (await this.writeOne(tx, draft, purpose, refusals, user)).id;
    });
    return this.get(id, locale);
  }

  /**
   * PUT: the fields given replace the old operation's (null clears a link or the rate); the old
   * operation is reversed and the new one written, in one transaction. Answers the new operation.
   * Besides the ledger's entries (`reverse` on the old one, `create` of the new one), an `update`
   * entry on the old operation shows what the correction changed; `reason` goes on all three.
   */
  async update(id: number, body: UpdateWalletOperationDto, user: AuthUser, locale: Locale): Promise<OperationJson> {
    const { reason, ...dto } = body;
    // A correction is a reversal and a new operation: an empty one would write both for nothing.
    if (Object.values(dto).every((value) => value === undefined)) throw ApiError.badRequest(null, OperationError.NO_CHANGES);
    setAuditReason(reason);
    // An operation never changes once written (a reversal adds a row), so it is read before the transaction.
    const old = await this.prisma.walletOperation.findUnique({ where: { id }, include: operationInclude });
    if (!old) throw ApiError.notFound();
    this.assertCorrectable(old, locale);
    if (old.transfer_group !== null) throw ApiError.conflict(OperationError.TRANSFER_EDIT);

    const walletId = dto.wallet ?? old.wallet_id;
    const operationType = dto.operation_type ?? old.operation_type;
    // A kind chosen by hand stays unless replaced; inflow/outflow follow the direction.
    const oldManual: ManualKind | null = old.kind === 'prepaid' || old.kind === 'investments' ? old.kind : null;
    const keep = <T>(given: T | undefined, previous: T): T => (given !== undefined ? given : previous);
    const links = {
      employee_id: keep(dto.employee_id, old.employee_id),
      salary_date: keep(dto.salary_date, old.salary_date ? old.salary_date.toISOString().slice(0, 10) : null),
      construction_building_id: keep(dto.construction_building_id, old.construction_id),
      refusal_id: keep(dto.refusal_id, old.refusal_id),
    };
    const linked = Object.values(links).some((v) => v !== null && v !== undefined);
    // An old hand-chosen kind gives way to a link; a kind sent with a link is still an error.
    const purpose = resolvePurpose({ operation_type: operationType, kind: keep(dto.kind, linked ? null : oldManual), ...links });
    if (old.refusal_id !== null || purpose.kind === 'return_refusal') this.assertMayPayOut(user);
    if (old.kind === 'salary' || purpose.kind === 'salary') this.assertMayPaySalary(user);

    let rate: Decimal | null;
    if (dto.exchange_rate !== undefined) rate = dto.exchange_rate ? new Decimal(dto.exchange_rate) : null;
    else if (walletId === old.wallet_id) rate = old.exchange_rate;
    else {
      const target = await this.prisma.wallet.findUnique({ where: { id: walletId }, select: { currency_id: true } });
      // Another wallet of the same currency keeps the rate; another currency takes the day's.
      rate = target?.currency_id === old.wallet.currency_id ? old.exchange_rate : null;
    }
    const draft: OperationDraft = {
      wallet: walletId,
      operation_type: operationType,
      amount: dto.amount ? new Decimal(dto.amount) : old.amount,
      method: dto.method ?? old.method_id,
      comment: dto.comment ?? old.comment,
      date: dto.date ? operationInstant(dto.date, this.clock.now()) : old.date,
      exchange_rate: rate,
    };

    const newId = await this.ledger.transaction(async (tx) => {
      const refusalIds = [old.refusal_id, purpose.kind === 'return_refusal' ? purpose.refusal_id : null].filter((v): v is number => v !== null);
      const refusals = await this.payouts.lock(tx, refusalIds);
      await lockRowsInOrder(tx, 'wallet', [old.wallet_id, draft.wallet]);
      await this.reverseOne(tx, old, refusals, user);
      // Links this route does not set (an investor's operation) stay with the new version.
      const carry = { investor_id: old.investor_id, client_id: purpose.kind === 'return_refusal' ? undefined : old.client_id };
      const written = await this.writeOne(tx, draft, purpose, refusals, user, carry);
      if (old.investor_id !== null) await this.investors.assertNotOverdrawn(tx, old.investor_id);
      const replacement = await tx.walletOperation.findUniqueOrThrow({ where: { id: written.id }, include: operationInclude });
      await auditChange(tx, {
        entity: 'wallet_operation',
        entity_id: old.id,
        label: operationLabel(old),
        before: operationForAudit(old),
        after: operationForAudit(replacement),
        details: { replaced_by: written.id },
      });
      return written.id;
    });
    return this.get(newId, locale);
  }

  /**
   * DELETE: writes the reversal; a transfer leg reverses both legs. Answers `{reversals: [operation]}`.
   * The ledger records each reversal (`reverse` on the reversed operation) with `reason`.
   */
  async remove(id: number, user: AuthUser, locale: Locale, reason?: string | null): Promise<{ reversals: OperationJson[] }> {
    setAuditReason(reason);
    const old = await this.prisma.walletOperation.findUnique({ where: { id } });
    if (!old) throw ApiError.notFound();
    this.assertCorrectable(old, locale);
    const legs =
      old.transfer_group === null
        ? [old]
        : await this.prisma.walletOperation.findMany({ where: { transfer_group: old.transfer_group, reversal_of_id: null }, orderBy: { id: 'asc' } });
    if (legs.some((leg) => leg.refusal_id !== null)) this.assertMayPayOut(user);
    if (legs.some((leg) => leg.kind === 'salary')) this.assertMayPaySalary(user);

    const ids = await this.ledger.transaction(async (tx) => {
      const refusals = await this.payouts.lock(tx, legs.map((leg) => leg.refusal_id).filter((v): v is number => v !== null));
      await lockRowsInOrder(tx, 'wallet', legs.map((leg) => leg.wallet_id));
      const written: number[] = [];
      for (const leg of legs) written.push((await this.reverseOne(tx, leg, refusals, user)).id);
      // Cancelling an investor's money in must not leave them having taken out more than they put in.
      for (const investorId of new Set(legs.map((leg) => leg.investor_id).filter((v): v is number => v !== null))) {
        await this.investors.assertNotOverdrawn(tx, investorId);
      }
      return written;
    });
    return { reversals: await this.many(ids, locale) };
  }

  /** POST transfer/: `amount` leaves from_wallet; to_wallet receives it converted at the rate. */
  async transfer(dto: TransferDto, user: AuthUser, locale: Locale) {
    const date = operationInstant(dto.date, this.clock.now());
    const method = dto.method ?? PAYMENT_METHOD.CASH;
    await this.assertMethod(this.prisma, method);
    const moved = await this.ledger.transaction((tx) =>
      this.ledger.transfer(tx, {
        from_wallet: dto.from_wallet,
        to_wallet: dto.to_wallet,
        amount: new Decimal(dto.amount),
        exchange_rate: dto.exchange_rate ? new Decimal(dto.exchange_rate) : null,
        method_id: method,
        comment: dto.comment,
        date,
        executor_id: user.id,
      }),
    );
    const [withdraw, replenish] = await this.many([moved.withdraw.id, moved.replenish.id], locale);
    return { transfer_group: moved.transfer_group, withdraw, replenish };
  }

  /**
   * Salary payments: the employee's payment entry, in the same transaction as the operation
   * (DESIGN, employees), in the salary currency (converted at the rate the request gave when the
   * wallet's currency differs; without one 400 exchange_rate.required).
   */
  protected async recordSalaryPayment(
    tx: Tx,
    operation: WrittenOperation,
    link: { employee_id: number; salary_date: Date; exchange_rate: Decimal | null },
  ): Promise<void> {
    await this.employeeBalance.recordPayment(tx, operation, link);
  }

  /** The counterpart of recordSalaryPayment when a salary operation is reversed: its payment entry goes, the salary is owed again. */
  protected async reverseSalaryPayment(tx: Tx, reversedOperationId: number, _reversal: WrittenOperation): Promise<void> {
    await this.employeeBalance.reversePayment(tx, reversedOperationId);
  }

  // Export

  /** The filtered list as XLSX, streamed in keyset pages (constant memory, constant cost per page). */
  async export(query: WalletOperationExportQueryDto, locale: Locale, reply: FastifyReply) {
    const term = query.search?.trim();
    const where = combineWhere<Where>(buildOperationWhere(query), term ? operationListSpec.search!(term) : undefined);
    const orderBy = parseOrdering(query.ordering, operationListSpec) as Record<string, SortDirection>[]; // a bad ordering is a 400 before anything is sent
    return streamXlsx(reply, { filename: 'operations.xlsx', sheetName: SHEET_NAME[locale], columns: OPERATION_COLUMNS, locale, rows: operationSheetRows(this.prisma, where, orderBy, locale), audit: { db: this.prisma, entity: 'wallet_operation', filters: query } });
  }

  // Helpers

  /** Writes one hand-made operation with its link; refusals are already locked by the caller. */
  private async writeOne(
    tx: Tx,
    draft: OperationDraft,
    purpose: Purpose,
    refusals: Map<number, LockedRefusal>,
    user: AuthUser,
    carry: { investor_id?: number | null; client_id?: number | null } = {},
  ): Promise<WrittenOperation> {
    await this.assertMethod(tx, draft.method);
    const wallet = await tx.wallet.findUnique({ where: { id: draft.wallet }, select: { currency_id: true } });
    if (!wallet) throw ApiError.badRequest('wallet', ErrorCode.INVALID);

    const links: { employee_id?: number; salary_date?: Date; construction_id?: number; refusal_id?: number; client_id?: number | null; investor_id?: number | null } = {
      ...(carry.investor_id !== undefined ? { investor_id: carry.investor_id } : {}),
      ...(carry.client_id !== undefined ? { client_id: carry.client_id } : {}),
    };
    if (purpose.kind === 'salary') {
      const employee = await tx.employee.findUnique({ where: { id: purpose.employee_id }, select: { id: true } });
      if (!employee) throw ApiError.badRequest('employee_id', ErrorCode.INVALID);
      links.employee_id = purpose.employee_id;
      links.salary_date = dateOnly(purpose.salary_date);
    } else if (purpose.kind === 'construction') {
      const project = await tx.constructionProject.findUnique({ where: { id: purpose.construction_id }, select: { id: true } });
      if (!project) throw ApiError.badRequest('construction_building_id', ErrorCode.INVALID);
      links.construction_id = purpose.construction_id;
    } else if (purpose.kind === 'return_refusal') {
      const refusal = refusals.get(purpose.refusal_id)!;
      if (refusal.currency_id !== wallet.currency_id) throw ApiError.badRequest('wallet', RefusalError.CURRENCY_MISMATCH);
      await this.payouts.pay(tx, refusal, draft.amount);
      links.refusal_id = refusal.id;
      links.client_id = refusal.client_id;
    }

    const written = await this.ledger.write(tx, {
      wallet_id: draft.wallet,
      operation_type: draft.operation_type,
      kind: purpose.kind,
      amount: draft.amount,
      method_id: draft.method,
      comment: draft.comment,
      exchange_rate: draft.exchange_rate,
      date: draft.date,
      executor_id: user.id,
      ...links,
    });
    if (purpose.kind === 'salary') await this.recordSalaryPayment(tx, written, { employee_id: links.employee_id!, salary_date: links.salary_date!, exchange_rate: draft.exchange_rate });
    return written;
  }

  /** Reverses one operation and undoes what its link did (a payout is due again). */
  private async reverseOne(
    tx: Tx,
    op: { id: number; refusal_id: number | null; amount: Decimal; kind: WalletOperationKind },
    refusals: Map<number, LockedRefusal>,
    user: AuthUser,
  ): Promise<WrittenOperation> {
    const reversal = await this.ledger.reverse(tx, op.id, user.id);
    if (op.refusal_id !== null) await this.payouts.unpay(tx, refusals.get(op.refusal_id)!, op.amount);
    if (op.kind === 'salary') await this.reverseSalaryPayment(tx, op.id, reversal);
    return reversal;
  }

  /** Reversals, other flows' operations and operations already reversed are not corrected here (409). */
  private assertCorrectable(
    op: { kind: WalletOperationKind; reversal_of_id: number | null; sale_id: number | null; payment_report_id: number | null; supplier_operation_id: number | null },
    locale: Locale,
  ): void {
    if (op.reversal_of_id !== null) throw ApiError.conflict(OperationError.IS_REVERSAL);
    const source = linkedSource(op);
    if (source) throw new ApiError(409, [{ field: null, code: OperationError.LINKED, params: { source: translate(locale, `operation.source.${source}`) } }]);
    // Whether it was reversed already is checked under the row's lock by LedgerService.reverse
    // (409 operation.already_reversed): this runs before the money transaction, also when the
    // request runs again to rebuild a lost answer, so it checks only what a correction never changes.
  }

  /** Refusal payouts need REFUSAL_WRITE besides the route's WALLET_READ. */
  private assertMayPayOut(user: AuthUser): void {
    if (!user.permissions.has(P.REFUSAL_WRITE)) throw ApiError.forbidden();
  }

  /** Salary payments (and their corrections) need EMPLOYEE_READ besides the route's WALLET_READ. */
  private assertMayPaySalary(user: AuthUser): void {
    if (!user.permissions.has(P.EMPLOYEE_READ)) throw ApiError.forbidden();
  }

  private async assertMethod(db: Tx | PrismaService, id: number): Promise<void> {
    const method = await db.paymentMethod.findUnique({ where: { id }, select: { is_active: true } });
    if (!method || !method.is_active) throw ApiError.badRequest('method', ErrorCode.INVALID);
  }
}
