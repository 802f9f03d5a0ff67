import { HttpStatus, Injectable } from '@nestjs/common';
import { CollectionsError, type DebtContact } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import type { AuthUser } from '../../common/auth/auth-user';
import { auditChange, auditCreate, auditMany, markAuditNoChange, setAuditReason } from '../../common/audit';
import { diff } from '../../common/audit';
import { ApiError } from '../../common/errors/api-error';
import { Clock, dateOnly } from '../../common/clock/clock';
import { paginate } from '../../common/list/paginate';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { amountText, Decimal, money } from '../../common/money/money';
import { DebtsService } from '../debts/debts.service';
import { CreateDebtContactDto, DebtCollectionDto, PenaltyWaiveDto, ReassignDebtsDto } from './dto/debt-collection.dto';
import { penaltyLateral, penaltyOutstandingExpr } from '../debts/penalty-sql';
import { debtContactSelect, toDebtContact } from './debt-contacts.mapper';
import { debtContactListSpec } from './debt-collection.query';
import { penaltyRateText } from './collection-settings.mapper';

/** A debt's row as this service locks and labels it. */
interface LockedDebt {
  id: number;
  is_closed: boolean;
  responsible_id: number | null;
  responsible_name: string | null;
  penalty_rate: Decimal;
  penalty_cap_percent: Decimal;
  promised_date: Date | null;
  promised_amount: Decimal | null;
  promise_contact_date: Date | null;
  client_name: string;
  building_name: string;
  room_number: string;
}

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const debtLabel = (d: LockedDebt) => `#${d.id} · ${d.building_name}, ${d.room_number} · ${d.client_name}`;
const responsibleOf = (d: Pick<LockedDebt, 'responsible_id' | 'responsible_name'>) =>
  d.responsible_id === null ? null : { id: d.responsible_id, full_name: d.responsible_name ?? '' };
/** The collector and penalty terms as the debt's answer shows them (the audit shape of a PATCH or a reassignment). */
const termsOf = (d: LockedDebt) => ({
  responsible: responsibleOf(d),
  penalty_rate: penaltyRateText(d.penalty_rate),
  penalty_cap_percent: amountText(d.penalty_cap_percent),
});
const promiseOf = (d: Pick<LockedDebt, 'promised_date' | 'promised_amount'>) => ({
  promised_date: isoDate(d.promised_date),
  promised_amount: amountText(d.promised_amount),
});

/**
 * The collector's side of a debt: who is responsible, the penalty terms, and the collection log
 * (contacts and promises). The newest promise of the log is kept on the debt (promised_date,
 * promised_amount, promise_contact_date) so that the debt list tells a broken promise in its one statement.
 */
@Injectable()
export class DebtCollectionService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
    private readonly debts: DebtsService,
  ) {}

  /** PATCH /api/client-debt/{id}/: the debt's collector and penalty terms; answers the debt. */
  async update(id: number, dto: DebtCollectionDto) {
    await this.prisma.$transaction(async (tx) => {
      const [debt] = await this.lock(tx, [id]);
      if (!debt) throw ApiError.notFound();
      const responsible = dto.responsible === undefined ? undefined : await this.responsible(tx, dto.responsible);
      const after: LockedDebt = {
        ...debt,
        ...(responsible !== undefined ? { responsible_id: responsible?.id ?? null, responsible_name: responsible?.full_name ?? null } : {}),
        ...(dto.penalty_rate !== undefined ? { penalty_rate: money(dto.penalty_rate) } : {}),
        ...(dto.penalty_cap_percent !== undefined ? { penalty_cap_percent: money(dto.penalty_cap_percent) } : {}),
      };
      await tx.clientDebt.update({
        where: { id },
        data: { responsible_id: after.responsible_id, penalty_rate: after.penalty_rate, penalty_cap_percent: after.penalty_cap_percent },
      });
      await auditChange(tx, { entity: 'client_debt', entity_id: id, label: debtLabel(debt), before: termsOf(debt), after: termsOf(after) });
    });
    return this.debts.get(id);
  }

  /**
   * POST /api/client-debt/{id}/penalty-waive/: raises penalty_waived by `amount`, which must not
   * exceed the outstanding penalty computed (in SQL, as of today) under the debt's row lock, so
   * parallel waivers queue and never waive more than was owed. Answers the debt.
   */
  async waive(id: number, dto: PenaltyWaiveDto) {
    const amount = money(dto.amount);
    setAuditReason(dto.reason);
    await this.prisma.$transaction(async (tx) => {
      const [debt] = await this.lock(tx, [id]);
      if (!debt) throw ApiError.notFound();
      const today = this.clock.today();
      const [row] = await tx.$queryRaw<{ outstanding: Decimal; penalty_waived: Decimal }[]>(Prisma.sql`
        SELECT ${penaltyOutstandingExpr} AS outstanding, cd.penalty_waived FROM client_debt cd ${penaltyLateral(today)} WHERE cd.id = ${id}`);
      if (amount.gt(row.outstanding)) {
        throw new ApiError(HttpStatus.CONFLICT, [{ field: 'amount', code: CollectionsError.WAIVE_EXCEEDS, params: { outstanding: amountText(row.outstanding) } }]);
      }
      const after = row.penalty_waived.plus(amount);
      await tx.clientDebt.update({ where: { id }, data: { penalty_waived: after } });
      await auditChange(tx, {
        entity: 'client_debt',
        entity_id: id,
        label: debtLabel(debt),
        before: { penalty_waived: amountText(row.penalty_waived) },
        after: { penalty_waived: amountText(after) },
      });
    });
    return this.debts.get(id);
  }

  /**
   * POST /api/client-debt/reassign/: every listed debt gets this collector, or none does (an
   * unknown id is a 400 naming it). One `update` entry per debt whose collector changed.
   */
  async reassign(dto: ReassignDebtsDto) {
    const ids = [...new Set(dto.debts)];
    return this.prisma.$transaction(async (tx) => {
      const responsible = await this.responsible(tx, dto.responsible);
      const rows = await this.lock(tx, ids);
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) {
        throw ApiError.badRequest('debts', CollectionsError.DEBT_NOT_FOUND, { ids: missing.slice(0, 20).join(', ') + (missing.length > 20 ? ', …' : '') });
      }
      const to = responsible!.id;
      const changed = rows.filter((r) => r.responsible_id !== to);
      if (changed.length === 0) {
        markAuditNoChange();
        return { updated: 0 };
      }
      await tx.$executeRaw`UPDATE client_debt SET responsible_id = ${to}, updated_at = now() WHERE id = ANY(${changed.map((r) => r.id)}::int[])`;
      const after = { responsible: { id: responsible!.id, full_name: responsible!.full_name } };
      await auditMany(
        tx,
        changed.map((r) => ({
          action: 'update' as const,
          entity: 'client_debt' as const,
          entity_id: r.id,
          label: debtLabel(r),
          changes: diff({ responsible: responsibleOf(r) }, after),
        })),
      );
      return { updated: changed.length };
    });
  }

  /** GET /api/client-debt/{id}/contacts/: the debt's collection log, newest first. */
  async contacts(id: number, query: ListQueryDto) {
    const debt = await this.prisma.clientDebt.findUnique({ where: { id }, select: { id: true } });
    if (!debt) throw ApiError.notFound();
    return paginate(this.prisma.debtContact, query, debtContactListSpec, { where: { client_debt_id: id }, select: debtContactSelect, map: toDebtContact });
  }

  /**
   * POST /api/client-debt/{id}/contacts/: records a contact; a promise (result `promised`) that is
   * the log's newest becomes the debt's promise, in the same transaction.
   */
  async addContact(id: number, dto: CreateDebtContactDto, actor: AuthUser): Promise<DebtContact> {
    const today = this.clock.today();
    const date = dto.date ?? today;
    if (date > today) throw ApiError.badRequest('date', CollectionsError.DATE_IN_FUTURE);
    const promised = dto.result === 'promised';
    if (promised) {
      if (!dto.promised_date) throw ApiError.badRequest('promised_date', CollectionsError.PROMISED_DATE_REQUIRED);
      if (dto.promised_date < today) throw ApiError.badRequest('promised_date', CollectionsError.PROMISED_DATE_PAST);
    } else {
      if (dto.promised_date !== undefined) throw ApiError.badRequest('promised_date', CollectionsError.PROMISE_ONLY_WHEN_PROMISED);
      if (dto.promised_amount !== undefined) throw ApiError.badRequest('promised_amount', CollectionsError.PROMISE_ONLY_WHEN_PROMISED);
    }
    return this.prisma.$transaction(async (tx) => {
      const [debt] = await this.lock(tx, [id]);
      if (!debt) throw ApiError.notFound();
      let amount: Decimal | null = null;
      if (promised) {
        if (debt.is_closed) throw ApiError.conflict(CollectionsError.DEBT_CLOSED);
        amount = dto.promised_amount !== undefined ? money(dto.promised_amount) : await this.defaultPromise(tx, id, today);
        if (!amount.gt(0)) throw ApiError.conflict(CollectionsError.DEBT_CLOSED);
      }
      const row = await tx.debtContact.create({
        data: {
          client_debt_id: id,
          date: dateOnly(date),
          channel: dto.channel,
          result: dto.result,
          promised_date: promised ? dateOnly(dto.promised_date!) : null,
          promised_amount: amount,
          comment: dto.comment ?? '',
          author_id: actor.id,
          created_at: this.clock.now(),
        },
        select: debtContactSelect,
      });
      const contact = toDebtContact(row);
      await auditCreate(tx, { entity: 'debt_contact', entity_id: contact.id, label: debtLabel(debt), after: { client_debt: id, ...contact } });
      if (promised) await this.followNewestPromise(tx, debt);
      return contact;
    });
  }

  /** The debt takes the promise of its log's newest promising contact (by date, then id). */
  private async followNewestPromise(tx: Tx, debt: LockedDebt) {
    const newest = await tx.debtContact.findFirst({
      where: { client_debt_id: debt.id, result: 'promised' },
      orderBy: [{ date: 'desc' }, { id: 'desc' }],
      select: { date: true, promised_date: true, promised_amount: true },
    });
    if (!newest) return;
    const same =
      isoDate(newest.promised_date) === isoDate(debt.promised_date) &&
      amountText(newest.promised_amount) === amountText(debt.promised_amount) &&
      isoDate(newest.date) === isoDate(debt.promise_contact_date);
    if (same) return;
    await tx.clientDebt.update({
      where: { id: debt.id },
      data: { promised_date: newest.promised_date, promised_amount: newest.promised_amount, promise_contact_date: newest.date },
    });
    await auditChange(tx, { entity: 'client_debt', entity_id: debt.id, label: debtLabel(debt), before: promiseOf(debt), after: promiseOf(newest) });
  }

  /** A promise without an amount: what is overdue today, else the unpaid part of the next instalment. */
  private async defaultPromise(tx: Tx, id: number, today: string): Promise<Decimal> {
    const [row] = await tx.$queryRaw<{ overdue: Decimal | null; next: Decimal | null }[]>`
      SELECT (SELECT sum(i.amount - i.paid_amount) FROM debt_instalment i
              WHERE i.client_debt_id = ${id} AND i.payment_date < ${today}::date AND i.paid_amount < i.amount) AS overdue,
             (SELECT i.amount - i.paid_amount FROM debt_instalment i
              WHERE i.client_debt_id = ${id} AND i.paid_amount < i.amount ORDER BY i.payment_date, i.month LIMIT 1) AS next`;
    return row?.overdue && row.overdue.gt(0) ? row.overdue : (row?.next ?? new Decimal(0));
  }

  /** The debts' rows locked for the change, in id order (parallel changes of the same debts queue, never deadlock). */
  private lock(tx: Tx, ids: number[]): Promise<LockedDebt[]> {
    return tx.$queryRaw<LockedDebt[]>(Prisma.sql`
      SELECT cd.id, cd.is_closed, cd.responsible_id, u.full_name AS responsible_name, cd.penalty_rate, cd.penalty_cap_percent,
             cd.promised_date, cd.promised_amount, cd.promise_contact_date,
             c.name AS client_name, b.name AS building_name, r.number AS room_number
      FROM client_debt cd
      JOIN client c ON c.id = cd.client_id
      JOIN room r ON r.id = cd.room_id
      JOIN building b ON b.id = r.building_id
      LEFT JOIN "user" u ON u.id = cd.responsible_id
      WHERE cd.id = ANY(${ids}::int[])
      ORDER BY cd.id
      FOR UPDATE OF cd`);
  }

  /** An active user by id (400 `responsible` otherwise); null stays null. */
  private async responsible(tx: Tx, id: number | null): Promise<{ id: number; full_name: string } | null> {
    if (id === null) return null;
    const user = await tx.user.findUnique({ where: { id }, select: { id: true, full_name: true, is_active: true } });
    if (!user?.is_active) throw ApiError.badRequest('responsible', CollectionsError.RESPONSIBLE_INACTIVE);
    return { id: user.id, full_name: user.full_name };
  }
}
