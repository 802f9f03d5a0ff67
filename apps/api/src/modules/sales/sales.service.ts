import { HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CURRENCY_CODES, ErrorCode, ExchangeRateError, Locale, MoneyError, PAYMENT_METHOD, ROOM_STATUS, RoomError, SaleError, WalletError } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import type { AuthUser } from '../../common/auth/auth-user';
import { ApiError, PendingFieldError } from '../../common/errors/api-error';
import { Clock, dateOnly } from '../../common/clock/clock';
import { combineWhere, paginate, parseOrdering } from '../../common/list/paginate';
import { Decimal, ONE, ZERO, amountText, convert, money } from '../../common/money/money';
import { inBatches, streamXlsx } from '../../common/xlsx';
import { auditChange, auditCreate, auditDelete, setAuditReason } from '../../common/audit';
import { LedgerService } from '../ledger/ledger.service';
import { DayRateService } from '../ledger/day-rate.service';
import { convertLidInTx } from '../lids/lids.service';
import {
  ConfirmSaleDto,
  CreateSaleDto,
  DeclineSaleDto,
  PendingSaleListQueryDto,
  SaleContractDto,
  SaleExportQueryDto,
  SaleListQueryDto,
  SaleOperationsQueryDto,
} from './dto/sale.dto';
import { SaleRow, saleInclude, toSale } from './sales.mapper';
import { OperationRow, operationInclude, toOperation } from '../wallets/wallets.mapper';
import { buildSaleWhere, saleListSpec, saleOperationListSpec } from './sales.query';
import { ScheduleLine, checkSchedule, generateSchedule, normaliseSchedule, scheduleOf, toStoredSchedule } from './sales-schedule';
import { LockedRoom, roomHold } from './sale-rules';
import { SALE_COLUMNS, toSaleXlsxRow } from './sales-xlsx.columns';
import { debtForAudit, saleForAudit, saleLabel } from './sales.audit';

const ACTIVE: Prisma.SaleWhereInput['status'] = { in: ['pending', 'approved'] };

/** A contract number as confirm writes it: "<building id>-<n>". */
const CONTRACT_NUMBER = /^(\d{1,10})-\d+$/;

/** Totals of a sale list, one line per currency (UZS and USD are never added together). */
export interface SaleTotals {
  currency: number;
  currency_code: string;
  count: number;
  sold_amount: string;
  paid_amount: string;
  debt_amount: string;
}

/**
 * Sales: a sale starts pending and holds its room as booked; confirm approves it, sells the room,
 * creates the debt with its instalments and books the first payment into the wallet (a `selling`
 * operation), all in one ledger transaction; decline and delete give the room back. Every write
 * runs in LedgerService.transaction (which also claims the request's Idempotency-Key) with the
 * rows it depends on locked: the room (create), the sale then its room (confirm, decline, delete).
 */
@Injectable()
export class SalesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly rates: DayRateService,
    private readonly clock: Clock,
  ) {}

  // Reading

  async list(query: SaleListQueryDto, locale: Locale) {
    const where = buildSaleWhere(query);
    const term = query.search?.trim();
    const [page, totals] = await Promise.all([
      paginate(this.prisma.sale, query, saleListSpec, { where, include: saleInclude, map: (row: SaleRow) => toSale(row, locale) }),
      this.totals(combineWhere<Prisma.SaleWhereInput>(where, term ? saleListSpec.search!(term) : undefined)),
    ]);
    return { ...page, totals };
  }

  pending(query: PendingSaleListQueryDto, locale: Locale) {
    return paginate(this.prisma.sale, query, saleListSpec, {
      where: { ...buildSaleWhere(query), status: 'pending' },
      include: saleInclude,
      map: (row: SaleRow) => toSale(row, locale),
    });
  }

  async get(id: number, locale: Locale) {
    const row = await this.prisma.sale.findUnique({ where: { id }, include: saleInclude });
    if (!row) throw ApiError.notFound();
    return toSale(row, locale);
  }

  async operations(id: number, query: SaleOperationsQueryDto, locale: Locale) {
    const sale = await this.prisma.sale.findUnique({ where: { id }, select: { id: true } });
    if (!sale) throw ApiError.notFound();
    return paginate(this.prisma.walletOperation, query, saleOperationListSpec, {
      where: { sale_id: id },
      include: operationInclude,
      map: (row: OperationRow) => toOperation(row, locale),
    });
  }

  /** Streams the filtered, ordered list as XLSX, page by page (constant memory). */
  async export(query: SaleExportQueryDto, locale: Locale, reply: FastifyReply) {
    const term = query.search?.trim();
    const where = combineWhere<Prisma.SaleWhereInput>(buildSaleWhere(query), term ? saleListSpec.search!(term) : undefined);
    const orderBy = parseOrdering(query.ordering, saleListSpec); // a bad ordering is a 400 before anything is sent
    const rows = inBatches(async (skip, take) => {
      const page = await this.prisma.sale.findMany({ where, orderBy, skip, take, include: saleInclude });
      return page.map((row) => toSaleXlsxRow(row, locale));
    });
    return streamXlsx(reply, { filename: 'sales.xlsx', sheetName: locale === 'ru' ? 'Продажи' : 'Sotuvlar', columns: SALE_COLUMNS, locale, rows, audit: { db: this.prisma, entity: 'sale', filters: query } });
  }

  private async totals(where: Prisma.SaleWhereInput): Promise<SaleTotals[]> {
    const groups = await this.prisma.sale.groupBy({
      by: ['currency_id'],
      where,
      _count: { _all: true },
      _sum: { sold_amount: true, paid_amount: true, debt_amount: true },
      orderBy: { currency_id: 'asc' },
    });
    return groups.map((g) => ({
      currency: g.currency_id,
      currency_code: CURRENCY_CODES[g.currency_id] ?? String(g.currency_id),
      count: g._count._all,
      sold_amount: amountText(g._sum.sold_amount ?? ZERO)!,
      paid_amount: amountText(g._sum.paid_amount ?? ZERO)!,
      debt_amount: amountText(g._sum.debt_amount ?? ZERO)!,
    }));
  }

  // Writing

  /**
   * A pending sale. Amounts and the schedule are checked first (400), then the references (400,
   * 409 wallet.inactive), then, with the room row locked, that the room is free or booked for this
   * buyer and held by no other sale (409 room.not_free; the partial unique index
   * sale_room_id_active_key stops any race that got past the check, answered the same way).
   */
  async create(dto: CreateSaleDto, actor: AuthUser, locale: Locale) {
    const sold = money(dto.sold_amount);
    const paid = money(dto.paid_amount);
    const debt = sold.minus(paid);
    const given = dto.monthly_amount && dto.monthly_amount.length > 0 ? dto.monthly_amount : null;
    this.checkAmounts(dto, sold, paid, debt, given !== null);

    const refs = await this.references(dto, actor);
    let lines: ScheduleLine[] = [];
    if (debt.gt(0)) {
      const months = refs.months!;
      if (given) {
        const errors = checkSchedule(given, debt, months, dto.payment_date ?? null);
        if (errors.length) throw ApiError.invalid(errors);
        lines = normaliseSchedule(given);
      } else {
        lines = generateSchedule(debt, months, dto.payment_date!);
      }
    }
    const firstDate = lines[0]?.paymentDate ?? dto.payment_date ?? null;
    const buyer = { client: dto.client ?? null, lid: dto.lid ?? null, lid_converted_client_id: refs.lidConvertedClient };
    const now = this.clock.now();

    const id = await this.ledger.transaction(async (tx) => {
      const room = await this.lockRoom(tx, dto.room);
      if (!room) throw ApiError.badRequest('room', ErrorCode.INVALID);
      const active = await tx.sale.findFirst({ where: { room_id: room.id, status: ACTIVE }, select: { id: true } });
      if (active) throw ApiError.conflict(RoomError.NOT_FREE, 'room');
      const hold = roomHold(room, buyer, this.clock.today());
      if (!hold) throw ApiError.conflict(RoomError.NOT_FREE, 'room');
      const sale = await tx.sale.create({
        data: {
          room_id: room.id,
          client_id: buyer.client,
          lid_id: buyer.lid,
          wallet_id: dto.wallet,
          currency_id: dto.currency,
          sold_amount: sold,
          paid_amount: paid,
          debt_amount: debt,
          monthly_amount: lines[0]?.amount ?? null,
          method_id: dto.method ?? PAYMENT_METHOD.CASH,
          exchange_rate: dto.exchange_rate ? money(dto.exchange_rate) : ONE,
          debt_type_id: dto.debt_type ?? null,
          credit_period_id: dto.credit_period ?? null,
          payment_date: firstDate ? dateOnly(firstDate) : null,
          ...(lines.length ? { schedule: toStoredSchedule(lines) as unknown as Prisma.InputJsonValue } : {}),
          comment: dto.comment?.trim() || null,
          previous_room_status_id: hold.previous_status_id,
          seller_id: dto.seller ?? actor.id,
          created_by_id: actor.id,
          created_at: now,
        },
        include: saleInclude,
      });
      await tx.room.update({
        where: { id: room.id },
        data: {
          status_id: ROOM_STATUS.BOOKED,
          client_id: buyer.client,
          lid_id: buyer.lid,
          booking_end_date: hold.booking_end_date ? dateOnly(hold.booking_end_date) : null,
        },
      });
      await auditCreate(tx, { entity: 'sale', entity_id: sale.id, label: saleLabel(sale), after: saleForAudit(sale) });
      return sale.id;
    });
    return this.get(id, locale);
  }

  /**
   * Approves a pending sale in one ledger transaction, the sale row locked first (of parallel
   * confirms one wins, the others get 409 sale.not_pending): a lead buyer becomes a client (or its
   * earlier conversion is used), the room is sold to the client, the debt and its instalments are
   * created from the schedule, and paid_amount is booked into the wallet as a `selling` operation,
   * converted into the wallet's currency at the sale's rate (or the given one, or the day's stored one).
   */
  async confirm(dto: ConfirmSaleDto, actor: AuthUser, locale: Locale) {
    const givenRate = dto.exchange_rate ? money(dto.exchange_rate) : null;
    await this.ledger.transaction(async (tx) => {
      await this.lockPendingSale(tx, dto.id);
      const sale = await tx.sale.findUniqueOrThrow({ where: { id: dto.id }, include: saleInclude });
      await this.lockRoom(tx, sale.room_id);
      const now = this.clock.now();

      let clientId = sale.client_id;
      if (clientId === null) {
        const [lid] = await tx.$queryRaw<{ converted_client_id: number | null }[]>`
          SELECT converted_client_id FROM lid WHERE id = ${sale.lid_id} FOR UPDATE`;
        clientId = lid?.converted_client_id ?? (await convertLidInTx(tx, sale.lid_id!, actor.id, now));
      }

      let rate: Decimal | null = givenRate ?? (sale.exchange_rate.eq(ONE) ? null : sale.exchange_rate);
      let amount = sale.paid_amount;
      if (sale.wallet.currency_id !== sale.currency_id && amount.gt(0)) {
        rate = rate ?? (await this.rates.rateOn(tx, now));
        if (!rate) throw ApiError.badRequest('exchange_rate', ExchangeRateError.REQUIRED);
        amount = convert(amount, sale.currency_id, sale.wallet.currency_id, rate);
        // 0.01 UZS is 0.00 USD: a first payment that vanishes in conversion is refused, not dropped.
        if (!amount.gt(0)) throw ApiError.badRequest('paid_amount', MoneyError.NOT_POSITIVE);
      }

      const contractNumber = await this.nextContractNumber(tx, sale.room.building_id);
      await tx.sale.update({
        where: { id: sale.id },
        data: {
          status: 'approved',
          approved_by_id: actor.id,
          approved_at: now,
          client_id: clientId,
          contract_number: contractNumber,
          contract_date: dateOnly(this.clock.today()),
          ...(rate ? { exchange_rate: rate } : {}),
        },
      });
      await tx.room.update({
        where: { id: sale.room_id },
        data: { status_id: ROOM_STATUS.SOLD, client_id: clientId, lid_id: null, booking_end_date: null },
      });

      let debt: { id: number; lines: ScheduleLine[] } | null = null;
      if (sale.debt_amount.gt(0)) {
        let lines = scheduleOf(sale);
        // A sale recorded without a period (imported): one instalment on its date.
        if (lines.length === 0) lines = [{ month: 1, paymentDate: (sale.payment_date ?? this.clock.todayDate()).toISOString().slice(0, 10), amount: sale.debt_amount }];
        // Collections: the penalty terms of the day's settings, and the seller (else who recorded the sale) collects.
        const terms = await tx.collectionSettings.findUnique({ where: { id: 1 }, select: { penalty_rate: true, penalty_cap_percent: true } });
        const created = await tx.clientDebt.create({
          data: {
            client_id: clientId,
            room_id: sale.room_id,
            sale_id: sale.id,
            currency_id: sale.currency_id,
            debt_type_id: sale.debt_type_id,
            credit_period_id: sale.credit_period_id,
            all_debt: sale.debt_amount,
            current_debt: sale.debt_amount,
            monthly_amount: lines[0].amount,
            payment_date: dateOnly(lines[0].paymentDate),
            responsible_id: sale.seller_id ?? sale.created_by_id,
            ...(terms ? { penalty_rate: terms.penalty_rate, penalty_cap_percent: terms.penalty_cap_percent } : {}),
            created_at: now,
            instalments: { create: lines.map((l) => ({ month: l.month, amount: l.amount, payment_date: dateOnly(l.paymentDate) })) },
          },
          select: { id: true },
        });
        debt = { id: created.id, lines };
      }

      if (amount.gt(0)) {
        await this.ledger.write(tx, {
          wallet_id: sale.wallet_id,
          operation_type: 'replenish',
          kind: 'selling',
          amount,
          method_id: sale.method_id ?? PAYMENT_METHOD.CASH,
          comment: `#${sale.id} ${sale.room.building.name}, ${sale.room.number}`,
          exchange_rate: rate,
          date: now,
          executor_id: actor.id,
          sale_id: sale.id,
          client_id: clientId,
        });
      }

      const approved = await tx.sale.findUniqueOrThrow({ where: { id: sale.id }, include: saleInclude });
      const label = saleLabel(approved);
      await auditChange(tx, { action: 'confirm', entity: 'sale', entity_id: sale.id, label, before: saleForAudit(sale), after: saleForAudit(approved) });
      if (debt) {
        await auditCreate(tx, { entity: 'client_debt', entity_id: debt.id, label: saleLabel({ ...approved, id: debt.id }), after: debtForAudit(sale, clientId, debt.lines) });
      }
    });
    return this.get(dto.id, locale);
  }

  /**
   * Edits a confirmed or refused sale's contract number and date (409 sale.no_contract for
   * another status). A number another sale holds is 409 sale.contract_number_taken, checked here
   * and by the unique index (constraints.ts answers a race the same way). A number written like
   * the confirm's ("<building id>-<n>") locks that building's row first, so that a confirm in that
   * building, which takes its next number under the same lock, sees it and skips it.
   */
  async editContract(id: number, dto: SaleContractDto, locale: Locale) {
    await this.prisma.$transaction(async (tx) => {
      const sale = await this.lockSale(tx, id);
      if (sale.status !== 'approved' && sale.status !== 'refused') throw ApiError.conflict(SaleError.NO_CONTRACT);
      const number = dto.contract_number;
      if (number !== undefined) {
        const building = CONTRACT_NUMBER.exec(number)?.[1];
        if (building && Number(building) <= 2147483647) await tx.$queryRaw`SELECT id FROM building WHERE id = ${Number(building)} FOR UPDATE`;
        const holder = await tx.sale.findFirst({ where: { contract_number: number, id: { not: id } }, select: { id: true } });
        if (holder) throw new ApiError(HttpStatus.CONFLICT, [{ field: 'contract_number', code: SaleError.CONTRACT_NUMBER_TAKEN, existing_id: holder.id }]);
      }
      const before = await tx.sale.findUniqueOrThrow({ where: { id }, include: saleInclude });
      const after = await tx.sale.update({
        where: { id },
        data: {
          ...(number !== undefined ? { contract_number: number } : {}),
          ...(dto.contract_date !== undefined ? { contract_date: dateOnly(dto.contract_date) } : {}),
        },
        include: saleInclude,
      });
      await auditChange(tx, { entity: 'sale', entity_id: id, label: saleLabel(after), before: saleForAudit(before), after: saleForAudit(after) });
    });
    return this.get(id, locale);
  }

  /** Declines a pending sale: the room returns to its previous state; no money moves. */
  async decline(dto: DeclineSaleDto, actor: AuthUser, locale: Locale) {
    setAuditReason(dto.reason);
    await this.ledger.transaction(async (tx) => {
      const sale = await this.lockPendingSale(tx, dto.id);
      const before = await tx.sale.findUniqueOrThrow({ where: { id: sale.id }, include: saleInclude });
      await this.releaseRoom(tx, sale);
      const after = await tx.sale.update({
        where: { id: sale.id },
        data: { status: 'declined', declined_by_id: actor.id, declined_at: this.clock.now() },
        include: saleInclude,
      });
      await auditChange(tx, { action: 'decline', entity: 'sale', entity_id: sale.id, label: saleLabel(after), before: saleForAudit(before), after: saleForAudit(after) });
    });
    return this.get(dto.id, locale);
  }

  /**
   * Deletes a pending sale (its room is given back, as on decline) or a declined one; 409
   * sale.not_deletable otherwise. `reason` goes on the deletion's audit entry.
   */
  async remove(id: number, reason?: string | null): Promise<void> {
    setAuditReason(reason);
    await this.ledger.transaction(async (tx) => {
      const sale = await this.lockSale(tx, id);
      if (sale.status === 'pending') await this.releaseRoom(tx, sale);
      else if (sale.status !== 'declined') throw ApiError.conflict(SaleError.NOT_DELETABLE);
      const before = await tx.sale.findUniqueOrThrow({ where: { id }, include: saleInclude });
      await tx.sale.delete({ where: { id } });
      await auditDelete(tx, { entity: 'sale', entity_id: id, label: saleLabel(before), before: saleForAudit(before) });
    });
  }

  // Helpers

  /** 400s that need no database: buyer, amounts, what a debt needs. */
  private checkAmounts(dto: CreateSaleDto, sold: Decimal, paid: Decimal, debt: Decimal, hasSchedule: boolean) {
    const errors: PendingFieldError[] = [];
    const hasClient = dto.client !== undefined && dto.client !== null;
    const hasLid = dto.lid !== undefined && dto.lid !== null;
    if (hasClient && hasLid) errors.push({ field: 'client', code: ErrorCode.CLIENT_OR_LID });
    else if (!hasClient && !hasLid) errors.push({ field: 'client', code: ErrorCode.REQUIRED });
    if (paid.gt(sold)) {
      errors.push({ field: 'paid_amount', code: SaleError.PAID_EXCEEDS_SOLD });
    } else {
      if (dto.debt_amount !== undefined && dto.debt_amount !== null && !money(dto.debt_amount).eq(debt)) {
        errors.push({ field: 'debt_amount', code: SaleError.AMOUNTS_MISMATCH });
      }
      if (debt.gt(0)) {
        if (dto.debt_type === undefined || dto.debt_type === null) errors.push({ field: 'debt_type', code: ErrorCode.REQUIRED });
        if (dto.credit_period === undefined || dto.credit_period === null) errors.push({ field: 'credit_period', code: SaleError.CREDIT_PERIOD_REQUIRED });
        if (!dto.payment_date && !hasSchedule) errors.push({ field: 'payment_date', code: SaleError.CREDIT_PERIOD_REQUIRED });
      } else if (hasSchedule) {
        errors.push({ field: 'monthly_amount', code: SaleError.SCHEDULE_SUM, params: { amount: amountText(ZERO)! } });
      }
    }
    if (errors.length) throw ApiError.invalid(errors);
  }

  /** Every id of the body names an existing row (400 invalid per field); the wallet is active (409). */
  private async references(dto: CreateSaleDto, actor: AuthUser) {
    const p = this.prisma;
    const [currency, wallet, client, lid, debtType, period, method, seller] = await Promise.all([
      p.currency.findUnique({ where: { id: dto.currency }, select: { id: true } }),
      p.wallet.findUnique({ where: { id: dto.wallet }, select: { id: true, is_active: true } }),
      dto.client ? p.client.findUnique({ where: { id: dto.client }, select: { id: true } }) : null,
      dto.lid ? p.lid.findUnique({ where: { id: dto.lid }, select: { id: true, converted_client_id: true } }) : null,
      dto.debt_type ? p.debtType.findUnique({ where: { id: dto.debt_type }, select: { id: true } }) : null,
      dto.credit_period ? p.creditPeriod.findUnique({ where: { id: dto.credit_period }, select: { months: true } }) : null,
      dto.method ? p.paymentMethod.findUnique({ where: { id: dto.method }, select: { id: true } }) : null,
      dto.seller && dto.seller !== actor.id ? p.user.findUnique({ where: { id: dto.seller }, select: { id: true } }) : null,
    ]);
    const errors: PendingFieldError[] = [];
    const need = (field: string, asked: unknown, found: unknown) => {
      if (asked !== undefined && asked !== null && !found) errors.push({ field, code: ErrorCode.INVALID });
    };
    need('currency', dto.currency, currency);
    need('wallet', dto.wallet, wallet);
    need('client', dto.client, client);
    need('lid', dto.lid, lid);
    need('debt_type', dto.debt_type, debtType);
    need('credit_period', dto.credit_period, period);
    need('method', dto.method, method);
    if (dto.seller !== actor.id) need('seller', dto.seller, seller);
    if (errors.length) throw ApiError.invalid(errors);
    if (!wallet!.is_active) throw ApiError.conflict(WalletError.INACTIVE, 'wallet');
    return { months: period?.months ?? null, lidConvertedClient: lid?.converted_client_id ?? null };
  }

  /** The room row locked FOR UPDATE, with its booker lead's client; null if it does not exist. */
  private async lockRoom(tx: Tx, id: number): Promise<LockedRoom | null> {
    const [room] = await tx.$queryRaw<{ id: number; status_id: number; client_id: number | null; lid_id: number | null; booking_end_date: Date | null }[]>`
      SELECT id, status_id, client_id, lid_id, booking_end_date FROM room WHERE id = ${id} FOR UPDATE`;
    if (!room) return null;
    let lidClient: number | null = null;
    if (room.lid_id !== null) {
      const lid = await tx.lid.findUnique({ where: { id: room.lid_id }, select: { converted_client_id: true } });
      lidClient = lid?.converted_client_id ?? null;
    }
    return {
      id: room.id,
      status_id: room.status_id,
      client_id: room.client_id,
      lid_id: room.lid_id,
      booking_end_date: room.booking_end_date ? room.booking_end_date.toISOString().slice(0, 10) : null,
      lid_converted_client_id: lidClient,
    };
  }

  /**
   * The next contract number of a building, "<building id>-<n>": n from building.contract_seq + 1,
   * moved on past numbers another sale already holds (given by an edit). The UPDATE locks the
   * building's row until the commit, so parallel confirms in one building take distinct numbers.
   */
  private async nextContractNumber(tx: Tx, buildingId: number): Promise<string> {
    for (;;) {
      const [{ contract_seq }] = await tx.$queryRaw<{ contract_seq: number }[]>`
        UPDATE building SET contract_seq = contract_seq + 1 WHERE id = ${buildingId} RETURNING contract_seq`;
      const number = `${buildingId}-${contract_seq}`;
      const taken = await tx.sale.findFirst({ where: { contract_number: number }, select: { id: true } });
      if (!taken) return number;
    }
  }

  /** The sale row locked FOR UPDATE; 404 if it does not exist. */
  private lockSale(tx: Tx, id: number) {
    return lockRowOr404<{ id: number; status: string; room_id: number; previous_room_status_id: number | null }>(tx, 'sale', id, 'id, status::text AS status, room_id, previous_room_status_id');
  }

  private async lockPendingSale(tx: Tx, id: number) {
    const sale = await this.lockSale(tx, id);
    if (sale.status !== 'pending') throw ApiError.conflict(SaleError.NOT_PENDING);
    return sale;
  }

  /**
   * Gives a pending sale's room back: booked as before (same booker and booking date; the expiry
   * job frees it if that date has passed), else free without a booker.
   */
  private async releaseRoom(tx: Tx, sale: { room_id: number; previous_room_status_id: number | null }) {
    await tx.$queryRaw`SELECT id FROM room WHERE id = ${sale.room_id} FOR UPDATE`;
    if (sale.previous_room_status_id === ROOM_STATUS.BOOKED) {
      await tx.room.update({ where: { id: sale.room_id }, data: { status_id: ROOM_STATUS.BOOKED } });
    } else {
      await tx.room.update({ where: { id: sale.room_id }, data: { status_id: ROOM_STATUS.FREE, client_id: null, lid_id: null, booking_end_date: null } });
    }
  }
}
