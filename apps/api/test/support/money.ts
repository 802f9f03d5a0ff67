/**
 * Fixtures for money tests (wallets, operations, sales, debts, refusals). Shared by several test
 * files: keep these signatures stable.
 */
import { CURRENCY_USD, ROOM_STATUS } from '@mijozlar/shared';
import { Prisma } from '../../src/generated/prisma/client';
import { api } from './people';
import type { TestApp } from './test-app';

export const CASH = 1;

let seq = 0;
const tag = () => `${process.pid}-${++seq}`;

/** A wallet created through POST /api/wallet/ (the token needs WALLET_READ); its JSON. */
export async function createWallet(
  t: TestApp,
  token: string,
  opts: { name?: string; currency?: number } = {},
): Promise<{ id: number; name: string; currency: number; currency_code: string; balance: string; is_active: boolean }> {
  const res = await api(t, token).post('/api/wallet/', { name: opts.name ?? `Hamyon ${tag()}`, currency: opts.currency ?? CURRENCY_USD });
  if (res.status !== 201) throw new Error(`createWallet: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Puts money in through POST /api/wallet-operations/ (replenish, inflow). A UZS wallet needs a
 * rate: pass `exchange_rate`, or store the day's rate first (setRate). Answers the operation JSON.
 */
export async function replenish(
  t: TestApp,
  token: string,
  walletId: number,
  amount: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const res = await api(t, token).post('/api/wallet-operations/', {
    wallet: walletId,
    operation_type: 'replenish',
    amount,
    method: CASH,
    comment: 'Kirim',
    ...extra,
  });
  if (res.status !== 201) throw new Error(`replenish: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A wallet with `amount` in it (created and replenished through the API). */
export async function fundedWallet(t: TestApp, token: string, amount: string, opts: { currency?: number; exchange_rate?: string } = {}) {
  const wallet = await createWallet(t, token, { currency: opts.currency });
  await replenish(t, token, wallet.id, amount, opts.exchange_rate ? { exchange_rate: opts.exchange_rate } : {});
  return wallet;
}

/** Stores the USD rate of a Tashkent day (YYYY-MM-DD) directly. */
export async function setRate(t: TestApp, day: string, rate: string): Promise<void> {
  const date = new Date(`${day}T00:00:00Z`);
  await t.prisma.exchangeRate.upsert({
    where: { currency_id_date: { currency_id: CURRENCY_USD, date } },
    create: { currency_id: CURRENCY_USD, date, rate: new Prisma.Decimal(rate) },
    update: { rate: new Prisma.Decimal(rate) },
  });
}

export interface ApprovedSaleFixture {
  building: { id: number; name: string };
  room: { id: number; number: string };
  client: { id: number; name: string; phone_number: string };
  wallet: { id: number };
  sale: { id: number; currency_id: number };
  debt: { id: number } | null;
}

/**
 * An approved sale with its debt, written directly with prisma (no wallet operations): the room
 * sold to a new client; `paid` as the first payment; a debt of `sold − paid` of which
 * `debtPaid` is already paid off (one instalment). `debt: false` when sold − paid is zero.
 */
export async function approvedSale(
  t: TestApp,
  opts: { currency?: number; sold?: string; paid?: string; debtPaid?: string; clientName?: string; phone?: string; status?: 'approved' | 'pending' | 'declined' } = {},
): Promise<ApprovedSaleFixture> {
  const currency = opts.currency ?? CURRENCY_USD;
  const sold = new Prisma.Decimal(opts.sold ?? '50000');
  const paid = new Prisma.Decimal(opts.paid ?? '10000');
  const debtAll = sold.minus(paid);
  const debtPaid = new Prisma.Decimal(opts.debtPaid ?? '0');
  const status = opts.status ?? 'approved';
  const executor = await t.prisma.user.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const building = await t.prisma.building.create({ data: { name: `Bino ${tag()}`, floor_count: 9, room_count: 36, entrance_count: 2 } });
  const client = await t.prisma.client.create({
    data: { name: opts.clientName ?? `Mijoz ${tag()}`, phone_number: opts.phone ?? `+9989${String(Date.now()).slice(-4)}${String(++seq).padStart(4, '0')}` },
  });
  const room = await t.prisma.room.create({
    data: {
      building_id: building.id,
      number: `${++seq}`,
      floor: 1,
      entrance: 1,
      area: new Prisma.Decimal('60'),
      price: sold,
      currency_id: currency,
      status_id: status === 'approved' ? ROOM_STATUS.SOLD : status === 'pending' ? ROOM_STATUS.BOOKED : ROOM_STATUS.FREE,
      client_id: status === 'declined' ? null : client.id,
    },
  });
  const wallet = await t.prisma.wallet.create({ data: { name: `Sotuv ${tag()}`, currency_id: currency } });
  const paymentDate = new Date('2026-01-15T00:00:00Z');
  const sale = await t.prisma.sale.create({
    data: {
      room_id: room.id,
      client_id: client.id,
      wallet_id: wallet.id,
      currency_id: currency,
      sold_amount: sold,
      paid_amount: paid,
      debt_amount: debtAll,
      payment_date: debtAll.gt(0) ? paymentDate : null,
      status,
      previous_room_status_id: ROOM_STATUS.FREE,
      created_by_id: executor.id,
      approved_by_id: status === 'approved' ? executor.id : null,
      approved_at: status === 'approved' ? new Date() : null,
    },
  });
  let debt: { id: number } | null = null;
  if (status === 'approved' && debtAll.gt(0)) {
    debt = await t.prisma.clientDebt.create({
      data: {
        client_id: client.id,
        room_id: room.id,
        sale_id: sale.id,
        currency_id: currency,
        all_debt: debtAll,
        current_debt: debtAll.minus(debtPaid),
        payment_date: paymentDate,
        instalments: {
          create: [
            {
              month: 1,
              amount: debtAll,
              paid_amount: debtPaid,
              payment_date: paymentDate,
              status: debtPaid.eq(0) ? 'not_paid' : debtPaid.eq(debtAll) ? 'paid' : 'partially_paid',
            },
          ],
        },
      },
      select: { id: true },
    });
  }
  return { building, room, client, wallet, sale: { id: sale.id, currency_id: currency }, debt };
}
