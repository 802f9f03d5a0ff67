import { CURRENCY_USD, PAYMENT_METHOD, ROOM_STATUS } from '@mijozlar/shared';
import { Decimal } from '../common/money/money';
import type { DemoBuildings } from './demo-buildings';
import { DEMO_BUILDING_NAMES } from './demo-buildings';
import type { DemoClients } from './demo-clients';
import { addMonths, at, day, TASHKENT_OFFSET_MS } from './demo-clock';
import { addOperation, type DemoWallet, type Tx } from './demo-ledger';

type Room = ReturnType<DemoBuildings['room']>;

interface DemoSale {
  room: Room;
  clientId: number;
  wallet: DemoWallet;
  paid: Decimal;
  method: number;
  comment: string;
  createdAt: Date;
  /** Instalment terms, for a sale with a debt. */
  terms?: { monthly_amount: Decimal; debt_type_id: number; credit_period_id: number; payment_date: Date };
  /** Approved at this moment, with the first payment into the wallet; pending (the room booked) without. */
  approved?: { at: Date; paymentComment: string };
}

/**
 * The contract number a confirm gives (sales.service.ts): "<building id>-<n>", n the building's next
 * contract_seq; the contract's day is the Tashkent day of the approval.
 */
async function nextContract(tx: Tx, buildingId: number, approvedAt: Date) {
  const [{ contract_seq }] = await tx.$queryRaw<{ contract_seq: number }[]>`
    UPDATE building SET contract_seq = contract_seq + 1 WHERE id = ${buildingId} RETURNING contract_seq`;
  const local = new Date(approvedAt.getTime() + TASHKENT_OFFSET_MS);
  return {
    contract_number: `${buildingId}-${contract_seq}`,
    contract_date: new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())),
  };
}

/** A sale of a free room to a client: the room becomes sold (approved, with its contract number and date) or booked (pending). */
async function sell(tx: Tx, people: { manager: number; approver: number }, s: DemoSale): Promise<number> {
  const contract = s.approved ? await nextContract(tx, s.room.building_id, s.approved.at) : {};
  const sale = await tx.sale.create({
    data: {
      room_id: s.room.id,
      client_id: s.clientId,
      wallet_id: s.wallet.id,
      currency_id: s.wallet.currency_id,
      sold_amount: s.room.price,
      paid_amount: s.paid,
      debt_amount: s.room.price.minus(s.paid),
      ...s.terms,
      method_id: s.method,
      comment: s.comment,
      status: s.approved ? 'approved' : 'pending',
      previous_room_status_id: ROOM_STATUS.FREE,
      created_by_id: people.manager,
      approved_by_id: s.approved ? people.approver : undefined,
      approved_at: s.approved?.at,
      ...contract,
      created_at: s.createdAt,
    },
  });
  const status = s.approved ? ROOM_STATUS.SOLD : ROOM_STATUS.BOOKED;
  await tx.room.update({ where: { id: s.room.id }, data: { status_id: status, client_id: s.clientId } });
  if (s.approved) {
    await addOperation(tx, {
      wallet: s.wallet,
      operation_type: 'replenish',
      kind: 'selling',
      amount: s.paid,
      date: s.approved.at,
      comment: s.approved.paymentComment,
      executor_id: people.approver,
      method_id: s.method,
      sale_id: sale.id,
      client_id: s.clientId,
    });
  }
  return sale.id;
}

/**
 * The demo's sales and the rooms' other statuses: an approved instalment sale in USD with its
 * schedule and two payments (the second instalment overdue), an approved sale paid in full in UZS,
 * a pending sale (its room held as booked), two bookings without a sale and two closed rooms.
 */
export async function seedDemoSales(
  tx: Tx,
  { b1, b2, room }: DemoBuildings,
  { client, lid }: DemoClients,
  { walletUzs, walletUsd }: { walletUzs: DemoWallet; walletUsd: DemoWallet },
  people: { manager: number; approver: number },
): Promise<void> {
  // Sale 1: approved instalment sale in USD; two payments, the second instalment is overdue.
  const room1 = room(b1, '3');
  const saleDate = day(-75);
  const paid1 = new Decimal('20000');
  const debt1 = room1.price.minus(paid1);
  const months = 12;
  const period = await tx.creditPeriod.findUniqueOrThrow({ where: { months } });
  const base = debt1.div(months).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  const firstDue = addMonths(saleDate, 1);
  const schedule = Array.from({ length: months }, (_, i) => ({
    month: i + 1,
    amount: i === months - 1 ? debt1.minus(base.mul(months - 1)) : base,
    payment_date: addMonths(firstDue, i),
  }));
  const sale1 = await sell(tx, people, {
    room: room1, clientId: client('aziz').id, wallet: walletUsd, paid: paid1, method: PAYMENT_METHOD.CASH,
    comment: 'Boʻlib toʻlash, 12 oy', createdAt: at(-75, 12),
    terms: { monthly_amount: base, debt_type_id: 1, credit_period_id: period.id, payment_date: firstDue },
    approved: { at: at(-75, 15), paymentComment: `Boshlang'ich to'lov, ${DEMO_BUILDING_NAMES[0]}, ${room1.number}-xonadon` },
  });
  const debt = await tx.clientDebt.create({
    data: {
      client_id: client('aziz').id,
      room_id: room1.id,
      sale_id: sale1,
      currency_id: CURRENCY_USD,
      debt_type_id: 1,
      credit_period_id: period.id,
      all_debt: debt1,
      monthly_amount: base,
      current_debt: debt1,
      payment_date: firstDue,
      // The seller collects, as a confirm decides.
      responsible_id: people.manager,
      created_at: at(-75, 15),
      instalments: { create: schedule },
    },
    include: { instalments: { orderBy: { month: 'asc' } } },
  });
  // Payment 1 pays the first instalment; payment 2 pays half of the second (now overdue).
  const payments = [
    { amount: debt.instalments[0].amount, instalment: debt.instalments[0], daysAfterDue: 0 },
    { amount: debt.instalments[1].amount.div(2).toDecimalPlaces(0, Decimal.ROUND_DOWN), instalment: debt.instalments[1], daysAfterDue: -2 },
  ];
  let current = debt1;
  for (const p of payments) {
    const when = new Date(p.instalment.payment_date.getTime() + p.daysAfterDue * 86_400_000);
    const moment = new Date(when.getTime() + 11 * 3_600_000 - TASHKENT_OFFSET_MS);
    const report = await tx.paymentReport.create({
      data: {
        client_id: client('aziz').id,
        client_debt_id: debt.id,
        wallet_id: walletUsd.id,
        method_id: PAYMENT_METHOD.CASH,
        amount: p.amount,
        currency_id: CURRENCY_USD,
        exchange_rate: new Decimal(1),
        applied_amount: p.amount,
        description: `${p.instalment.month}-oy uchun to'lov`,
        payment_date: when,
        executor_id: people.manager,
        created_at: moment,
        allocations: { create: [{ debt_instalment_id: p.instalment.id, amount: p.amount, created_at: moment }] },
      },
    });
    const operationId = await addOperation(tx, {
      wallet: walletUsd,
      operation_type: 'replenish',
      kind: 'payment',
      amount: p.amount,
      date: moment,
      comment: `Aziz Rahimov: ${p.instalment.month}-oy to'lovi`,
      executor_id: people.manager,
      client_id: client('aziz').id,
      payment_report_id: report.id,
    });
    await tx.paymentReport.update({ where: { id: report.id }, data: { wallet_operation_id: operationId } });
    const fully = p.amount.equals(p.instalment.amount);
    await tx.debtInstalment.update({
      where: { id: p.instalment.id },
      data: { paid_amount: p.amount, status: fully ? 'paid' : 'partially_paid', paid_at: fully ? moment : null },
    });
    current = current.minus(p.amount);
  }
  await tx.clientDebt.update({ where: { id: debt.id }, data: { current_debt: current } });

  // Sale 2: approved, paid in full in UZS (no debt).
  const room2 = room(b2, '5');
  await sell(tx, people, {
    room: room2, clientId: client('malika').id, wallet: walletUzs, paid: room2.price, method: PAYMENT_METHOD.BANK_TRANSFER,
    comment: "To'liq to'lov", createdAt: at(-30, 11),
    approved: { at: at(-30, 16), paymentComment: `To'liq to'lov, ${DEMO_BUILDING_NAMES[1]}, ${room2.number}-xonadon` },
  });

  // Sale 3: pending; the room is held as booked, no money has moved.
  const room3 = room(b1, '8');
  const paid3 = new Decimal('15000');
  const period24 = await tx.creditPeriod.findUniqueOrThrow({ where: { months: 24 } });
  await sell(tx, people, {
    room: room3, clientId: client('sherzod').id, wallet: walletUsd, paid: paid3, method: PAYMENT_METHOD.CASH,
    comment: 'Tasdiqlash kutilmoqda', createdAt: at(-1, 17),
    terms: {
      monthly_amount: room3.price.minus(paid3).div(24).toDecimalPlaces(0, Decimal.ROUND_DOWN),
      debt_type_id: 1,
      credit_period_id: period24.id,
      payment_date: addMonths(day(0), 1),
    },
  });

  // Bookings without a sale, and rooms closed for sale.
  await tx.room.update({
    where: { id: room(b1, '12').id },
    data: { status_id: ROOM_STATUS.BOOKED, lid_id: lid('otabek').id, booking_end_date: day(7) },
  });
  await tx.room.update({
    where: { id: room(b2, '1').id },
    data: { status_id: ROOM_STATUS.BOOKED, client_id: client('gulnora').id, booking_end_date: day(3) },
  });
  await tx.room.updateMany({
    where: { building_id: b1.id, number: { in: ['19', '20'] } },
    data: { status_id: ROOM_STATUS.CLOSED, description: 'Quruvchi kompaniya uchun ajratilgan' },
  });
}
