import { Injectable } from '@nestjs/common';
import { CURRENCY_USD, CURRENCY_UZS, DateError, ErrorCode, Locale, P, PAYMENT_METHOD, SupplierOperationError, WalletError } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404, lockRowsInOrder } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import type { AuthUser } from '../../common/auth/auth-user';
import { ApiError } from '../../common/errors/api-error';
import { Clock, dateOnly } from '../../common/clock/clock';
import { translate } from '../../common/i18n/messages';
import { combineWhere, paginate } from '../../common/list/paginate';
import { Decimal, MAX_AMOUNT, ZERO, amountText, convert, toUsd } from '../../common/money/money';
import { SupplierOperationText } from '../../common/i18n/suppliers.messages';
import { LedgerService } from '../ledger/ledger.service';
import { operationInstant } from '../wallets/wallet-operations.rules';
import {
  CreateSupplierOperationDto,
  SupplierOperationKindName,
  SupplierOperationListQueryDto,
  UpdateSupplierOperationDto,
} from './dto/supplier-operation.dto';
import { CODES, CURRENCY_IDS, OperationJson, OperationRow, operationInclude, toOperation } from './suppliers.mapper';
import { deliveryPrice, paymentNet } from './supplier-money';
import { checkFields, Draft, draftOf, draftOfRequest, given } from './supplier-operation.draft';
import { buildOperationWhere, operationListSpec } from './suppliers.query';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import { supplierOperationAudit, supplierOperationLabel } from './suppliers.audit';

type Where = Prisma.SupplierOperationWhereInput;

/**
 * Supplier deliveries and payments. A delivery raises the debt by operation_price =
 * round2(unit_amount × unit_price) and moves no money. A payment takes wallet_payment out of a
 * wallet (one `outflow` withdrawal linked by supplier_operation_id, in the same transaction) and
 * lowers the debt by actual_payment = round2(wallet_payment × (1 − fee/100)), converted from the
 * wallet's currency into the operation's at exchange_rate. PUT of a payment reverses its wallet
 * operation and writes a new one; DELETE reverses it and detaches it from the payment
 * (wallet_operation_id = null), which then no longer counts. Debt = Σ deliveries − Σ actual
 * payments of live operations, always.
 */
@Injectable()
export class SupplierOperationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
  ) {}

  // Reading

  /** One page, plus `totals` per currency over every filtered operation (not only the page). */
  async list(query: SupplierOperationListQueryDto, locale: Locale) {
    const where = buildOperationWhere(query);
    const term = query.search?.trim();
    const [page, totals] = await Promise.all([
      paginate<Where, Prisma.SupplierOperationOrderByWithRelationInput, OperationRow, OperationJson>(this.prisma.supplierOperation, query, operationListSpec, {
        where,
        include: operationInclude,
        map: (row) => toOperation(row, locale),
      }),
      this.totals(combineWhere<Where>(where, term ? operationListSpec.search!(term) : undefined)),
    ]);
    return { ...page, totals };
  }

  /**
   * Per currency: delivered (Σ operation_price), paid (Σ actual_payment) and their difference
   * `debt`, all in the operations' currency; paid_usd (Σ actual_payment_usd of those payments);
   * wallet_payment: what left wallets of that currency.
   */
  async totals(where: Where) {
    const [byCurrency, byWallet] = await Promise.all([
      this.prisma.supplierOperation.groupBy({
        by: ['currency_id', 'kind'],
        where,
        _sum: { operation_price: true, actual_payment: true, actual_payment_usd: true },
      }),
      this.prisma.supplierOperation.groupBy({ by: ['wallet_id'], where: { AND: [where, { kind: 'payment' }] }, _sum: { wallet_payment: true } }),
    ]);
    const walletIds = byWallet.map((g) => g.wallet_id).filter((id): id is number => id !== null);
    const wallets = walletIds.length ? await this.prisma.wallet.findMany({ where: { id: { in: walletIds } }, select: { id: true, currency_id: true } }) : [];
    return CURRENCY_IDS.map((currency) => {
      const of = (kind: 'delivery' | 'payment') => byCurrency.find((g) => g.currency_id === currency && g.kind === kind)?._sum;
      const delivered = of('delivery')?.operation_price ?? ZERO;
      const paid = of('payment')?.actual_payment ?? ZERO;
      const walletPayment = byWallet
        .filter((g) => wallets.find((w) => w.id === g.wallet_id)?.currency_id === currency)
        .reduce((acc, g) => acc.plus(g._sum.wallet_payment ?? ZERO), ZERO);
      return {
        currency,
        currency_code: CODES[currency],
        delivered: amountText(delivered)!,
        paid: amountText(paid)!,
        debt: amountText(delivered.minus(paid))!,
        paid_usd: amountText(of('payment')?.actual_payment_usd ?? ZERO)!,
        wallet_payment: amountText(walletPayment)!,
      };
    });
  }

  /** A live operation (a deleted payment is gone: 404). */
  async get(id: number, locale: Locale): Promise<OperationJson> {
    const row = await this.prisma.supplierOperation.findUnique({ where: { id }, include: operationInclude });
    if (!row || (row.kind === 'payment' && row.wallet_operation_id === null)) throw ApiError.notFound();
    return toOperation(row, locale);
  }

  // Writing

  async create(dto: CreateSupplierOperationDto, user: AuthUser, locale: Locale): Promise<OperationJson> {
    const kind: SupplierOperationKindName = dto.kind ?? (given(dto.wallet) || given(dto.wallet_payment) ? 'payment' : 'delivery');
    if (kind === 'payment') this.assertMayPay(user);
    checkFields(kind, dto, dto);
    const draft = draftOfRequest(kind, dto);
    this.assertNotFuture(draft.date);
    return this.ledger.transaction(async (tx) => {
      const id = await (kind === 'delivery' ? this.writeDelivery(tx, draft, user) : this.writePayment(tx, draft, user, locale));
      const created = toOperation(await tx.supplierOperation.findUniqueOrThrow({ where: { id }, include: operationInclude }), locale);
      await auditCreate(tx, { entity: 'supplier_operation', entity_id: id, label: supplierOperationLabel(created), after: supplierOperationAudit(created) });
      return created;
    });
  }

  /** PUT: the fields given replace the operation's (null clears an optional one); a payment's wallet operation is reversed and written anew. */
  async update(id: number, dto: UpdateSupplierOperationDto, user: AuthUser, locale: Locale): Promise<OperationJson> {
    const old = await this.live(this.prisma, id);
    if (dto.kind !== undefined && dto.kind !== old.kind) throw ApiError.badRequest('kind', SupplierOperationError.KIND_FIXED);
    if (old.kind === 'payment') this.assertMayPay(user);
    const before = draftOf({ ...old, method_id: old.wallet_operation?.method_id ?? null });
    // The old rate is kept only while neither currency changes; otherwise the day's rate applies unless one is given.
    if (old.kind === 'payment' && (given(dto.wallet) || given(dto.currency)) && dto.exchange_rate === undefined) {
      const walletChanged = given(dto.wallet) && dto.wallet !== old.wallet_id;
      const currencyChanged = given(dto.currency) && dto.currency !== old.currency_id;
      if (walletChanged || currencyChanged) before.exchange_rate = null;
    }
    const merged: Draft = { ...before };
    for (const [key, value] of Object.entries(dto)) {
      if (key === 'kind' || value === undefined) continue;
      (merged as unknown as Record<string, unknown>)[key] = typeof value === 'string' && value === '' ? null : value;
    }
    checkFields(old.kind, dto, merged);
    if (dto.date !== undefined) this.assertNotFuture(merged.date);
    return this.ledger.transaction(async (tx) => {
      const locked = await this.live(tx, id, true);
      if (locked.kind === 'delivery') await this.writeDelivery(tx, merged, user, id);
      else await this.writePayment(tx, merged, user, locale, { id, wallet_operation_id: locked.wallet_operation_id!, wallet_id: locked.wallet_id! });
      const after = toOperation(await tx.supplierOperation.findUniqueOrThrow({ where: { id }, include: operationInclude }), locale);
      const before = supplierOperationAudit(toOperation(locked, locale));
      await auditChange(tx, { entity: 'supplier_operation', entity_id: id, label: supplierOperationLabel(after), before, after: supplierOperationAudit(after) });
      return after;
    });
  }

  /**
   * DELETE: a delivery is removed; a payment's wallet operation is reversed and the payment no
   * longer counts. Either is a `delete` entry with what the operation was (and the ledger's
   * `reverse` entry for a payment), both with the request's reason.
   */
  async remove(id: number, user: AuthUser): Promise<void> {
    await this.ledger.transaction(async (tx) => {
      const locked = await this.live(tx, id, true);
      if (locked.kind === 'payment') this.assertMayPay(user);
      const gone = toOperation(locked, 'uz');
      await auditDelete(tx, { entity: 'supplier_operation', entity_id: id, label: supplierOperationLabel(gone), before: supplierOperationAudit(gone) });
      if (locked.kind === 'delivery') {
        await tx.supplierOperation.delete({ where: { id } });
        return;
      }
      await lockRowsInOrder(tx, 'wallet', [locked.wallet_id!]);
      await this.ledger.reverse(tx, locked.wallet_operation_id!, user.id);
      await tx.supplierOperation.update({ where: { id }, data: { wallet_operation_id: null } });
    });
  }

  // Helpers

  /** A live operation with what a correction needs; `lock` takes its row lock first (inside a transaction). */
  private async live(db: Tx | PrismaService, id: number, lock = false) {
    if (lock) await lockRowOr404(db as Tx, 'supplier_operation', id);
    const row = await db.supplierOperation.findUnique({ where: { id }, include: { ...operationInclude, wallet_operation: { select: { method_id: true } } } });
    if (!row || (row.kind === 'payment' && row.wallet_operation_id === null)) throw ApiError.notFound();
    return row;
  }

  private assertNotFuture(day: string): void {
    if (day > this.clock.today()) throw ApiError.badRequest('date', DateError.FUTURE);
  }

  /** Payments move wallet money: they need WALLET_READ besides the route's EMPLOYEE_READ. */
  private assertMayPay(user: AuthUser): void {
    if (!user.permissions.has(P.WALLET_READ)) throw ApiError.forbidden();
  }

  /** The supplier (400 supplier invalid), the construction project, the sale and the material, when given. */
  private async references(tx: Tx, d: Draft): Promise<{ supplier: { id: number; name: string; material_id: number } }> {
    const supplier = await tx.supplier.findUnique({ where: { id: d.supplier }, select: { id: true, name: true, material_id: true } });
    if (!supplier) throw ApiError.badRequest('supplier', ErrorCode.INVALID);
    if (d.construction !== null) {
      const project = await tx.constructionProject.findUnique({ where: { id: d.construction }, select: { id: true } });
      if (!project) throw ApiError.badRequest('construction', ErrorCode.INVALID);
    }
    if (d.sale !== null) {
      const sale = await tx.sale.findUnique({ where: { id: d.sale }, select: { id: true } });
      if (!sale) throw ApiError.badRequest('sale', SupplierOperationError.SALE_NOT_FOUND);
    }
    if (d.kind === 'delivery' && d.material !== null) {
      const material = await tx.supplierMaterial.findUnique({ where: { id: d.material }, select: { id: true } });
      if (!material) throw ApiError.badRequest('material', ErrorCode.INVALID);
    }
    return { supplier };
  }

  /** Writes (or rewrites, `existingId`) a delivery: operation_price = round2(unit_amount × unit_price). */
  private async writeDelivery(tx: Tx, d: Draft, user: AuthUser, existingId?: number): Promise<number> {
    const { supplier } = await this.references(tx, d);
    const unitAmount = new Decimal(d.unit_amount!);
    const unitPrice = new Decimal(d.unit_price!);
    const price = deliveryPrice(unitAmount, unitPrice);
    if (price.gt(MAX_AMOUNT)) throw ApiError.badRequest('unit_price', SupplierOperationError.PRICE_TOO_LARGE);
    if (!price.gt(0)) throw ApiError.badRequest('unit_amount', SupplierOperationError.PRICE_ZERO);
    const data = {
      supplier_id: d.supplier,
      date: dateOnly(d.date),
      currency_id: d.currency,
      floor: d.floor,
      material_id: d.material ?? supplier.material_id,
      model: d.model,
      unit: d.unit,
      unit_amount: unitAmount,
      unit_price: unitPrice,
      operation_price: price,
      machine_number: d.machine_number,
      construction_id: d.construction,
      sale_id: d.sale,
      comment: d.comment,
    };
    if (existingId !== undefined) {
      await tx.supplierOperation.update({ where: { id: existingId }, data });
      return existingId;
    }
    const row = await tx.supplierOperation.create({ data: { ...data, kind: 'delivery', created_by_id: user.id }, select: { id: true } });
    return row.id;
  }

  /**
   * Writes (or rewrites, `existing`) a payment and its one wallet withdrawal, in the caller's
   * transaction. The rate (UZS per 1 USD): the one given, else the stored rate of the payment's day
   * (or the latest before it); a payment that involves UZS without either is 400
   * exchange_rate.required. Between equal currencies it only values the payment in USD.
   */
  private async writePayment(
    tx: Tx,
    d: Draft,
    user: AuthUser,
    locale: Locale,
    existing?: { id: number; wallet_operation_id: number; wallet_id: number },
  ): Promise<number> {
    const { supplier } = await this.references(tx, d);
    const method = d.method ?? PAYMENT_METHOD.CASH;
    const methodRow = await tx.paymentMethod.findUnique({ where: { id: method }, select: { is_active: true } });
    if (!methodRow || !methodRow.is_active) throw ApiError.badRequest('method', ErrorCode.INVALID);
    await lockRowsInOrder(tx, 'wallet', existing ? [existing.wallet_id, d.wallet!] : [d.wallet!]);
    const wallet = await tx.wallet.findUnique({ where: { id: d.wallet! }, select: { currency_id: true, is_active: true } });
    if (!wallet) throw ApiError.badRequest('wallet', ErrorCode.INVALID);
    if (!wallet.is_active) throw ApiError.conflict(WalletError.INACTIVE, 'wallet');

    const instant = operationInstant(d.date, this.clock.now());
    const walletPayment = new Decimal(d.wallet_payment!);
    const fee = new Decimal(d.fee_percentage ?? '0');
    const net = paymentNet(walletPayment, fee);
    const involvesUzs = wallet.currency_id === CURRENCY_UZS || d.currency === CURRENCY_UZS;
    const rate = await this.ledger.rateFor(tx, involvesUzs ? CURRENCY_UZS : CURRENCY_USD, d.exchange_rate ? new Decimal(d.exchange_rate) : null, instant);
    const actual = convert(net, wallet.currency_id, d.currency, rate);
    const actualUsd = toUsd(actual, d.currency, rate);

    const data = {
      supplier_id: d.supplier,
      date: dateOnly(d.date),
      currency_id: d.currency,
      wallet_id: d.wallet!,
      wallet_payment: walletPayment,
      fee_percentage: fee,
      actual_payment: actual,
      actual_payment_usd: actualUsd,
      exchange_rate: rate,
      construction_id: d.construction,
      sale_id: d.sale,
      comment: d.comment,
    };
    let id: number;
    if (existing) {
      await this.ledger.reverse(tx, existing.wallet_operation_id, user.id);
      await tx.supplierOperation.update({ where: { id: existing.id }, data: { ...data, wallet_operation_id: null } });
      id = existing.id;
    } else {
      id = (await tx.supplierOperation.create({ data: { ...data, kind: 'payment', created_by_id: user.id }, select: { id: true } })).id;
    }
    const written = await this.ledger
      .write(tx, {
        wallet_id: d.wallet!,
        operation_type: 'withdraw',
        kind: 'outflow',
        amount: walletPayment,
        method_id: method,
        comment: d.comment ?? translate(locale, SupplierOperationText.WALLET_COMMENT, { name: supplier.name }),
        exchange_rate: rate,
        date: instant,
        executor_id: user.id,
        construction_id: d.construction,
        supplier_operation_id: id,
      })
      .catch((error: unknown) => {
        // The ledger names its own field (amount); here the money that did not fit is wallet_payment.
        if (error instanceof ApiError && error.errors[0]?.code === WalletError.INSUFFICIENT_FUNDS) throw ApiError.conflict(WalletError.INSUFFICIENT_FUNDS, 'wallet_payment');
        throw error;
      });
    await tx.supplierOperation.update({ where: { id }, data: { wallet_operation_id: written.id } });
    return id;
  }

}
