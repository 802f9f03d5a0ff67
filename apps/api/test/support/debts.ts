import { Prisma } from '../../src/generated/prisma/client';
import { Clock } from '../../src/common/clock/clock';
import type { TestApp } from './test-app';
import { uniquePhone } from './people';

/**
 * Fixtures for the debt, payment and reminder tests: an approved sale with its debt and schedule,
 * written with Prisma as the sales module writes them on confirm (no wallet operations: money only
 * moves through the API in these tests).
 */
let seq = 0;
const next = () => `${process.pid}-${++seq}`;

export async function makeClient(t: TestApp, over: { name?: string; phone?: string } = {}) {
  return t.prisma.client.create({ data: { name: over.name ?? `Mijoz ${next()}`, phone_number: over.phone ?? uniquePhone() } });
}

export async function makeWallet(t: TestApp, currency = 2, over: { name?: string; is_active?: boolean } = {}) {
  return t.prisma.wallet.create({ data: { name: over.name ?? `Hamyon ${next()}`, currency_id: currency, is_active: over.is_active ?? true } });
}

export interface DebtFixture {
  clientId?: number;
  buildingId?: number;
  roomNumber?: string;
  currency?: number;
  /** The schedule: [amount, due date YYYY-MM-DD, paid so far?]. */
  schedule: [string, string, string?][];
  closed?: 'paid' | 'refused';
}

/** A building (unless given), a room, an approved sale and its debt with these instalments. */
export async function makeDebt(t: TestApp, f: DebtFixture) {
  const executor = await t.prisma.user.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const clientId = f.clientId ?? (await makeClient(t)).id;
  const currency = f.currency ?? 2;
  const buildingId =
    f.buildingId ?? (await t.prisma.building.create({ data: { name: `Bino ${next()}`, floor_count: 9, room_count: 10, entrance_count: 1 } })).id;
  const room = await t.prisma.room.create({
    data: {
      building_id: buildingId,
      number: f.roomNumber ?? `R${next()}`,
      floor: 1,
      entrance: 1,
      area: new Prisma.Decimal('50'),
      price: new Prisma.Decimal('1000'),
      currency_id: currency,
      status_id: 3,
      client_id: clientId,
    },
  });
  const wallet = await makeWallet(t, currency);
  const all = f.schedule.reduce((acc, [amount]) => acc.plus(amount), new Prisma.Decimal(0));
  const paid = f.schedule.reduce((acc, [, , p]) => acc.plus(p ?? '0'), new Prisma.Decimal(0));
  const sale = await t.prisma.sale.create({
    data: {
      room_id: room.id,
      client_id: clientId,
      wallet_id: wallet.id,
      currency_id: currency,
      sold_amount: all,
      paid_amount: 0,
      debt_amount: all,
      status: f.closed === 'refused' ? 'refused' : 'approved',
      created_by_id: executor.id,
      approved_by_id: executor.id,
      approved_at: new Date(),
      payment_date: new Date(`${f.schedule[0][1]}T00:00:00Z`),
    },
  });
  const debt = await t.prisma.clientDebt.create({
    data: {
      client_id: clientId,
      room_id: room.id,
      sale_id: sale.id,
      currency_id: currency,
      all_debt: all,
      current_debt: f.closed === 'paid' ? 0 : all.minus(paid),
      monthly_amount: new Prisma.Decimal(f.schedule[0][0]),
      payment_date: new Date(`${f.schedule[0][1]}T00:00:00Z`),
      is_closed: !!f.closed,
      closed_reason: f.closed ?? null,
      closed_at: f.closed ? new Date() : null,
      instalments: {
        create: f.schedule.map(([amount, date, p], i) => {
          const paidAmount = f.closed === 'paid' ? amount : (p ?? '0');
          const status = new Prisma.Decimal(paidAmount).gte(amount) ? 'paid' : new Prisma.Decimal(paidAmount).gt(0) ? 'partially_paid' : 'not_paid';
          return { month: i + 1, amount: new Prisma.Decimal(amount), paid_amount: new Prisma.Decimal(paidAmount), payment_date: new Date(`${date}T00:00:00Z`), status };
        }),
      },
    },
    include: { instalments: { orderBy: { month: 'asc' } } },
  });
  return { debt, clientId, room, buildingId, sale };
}

/** Sets the Clock to this instant (ISO) for the rest of the test file, or until restored. */
export function setNow(t: TestApp, iso: string) {
  return jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(iso));
}

export async function balanceOf(t: TestApp, walletId: number): Promise<string> {
  return (await t.prisma.wallet.findUniqueOrThrow({ where: { id: walletId } })).balance.toFixed(2);
}
