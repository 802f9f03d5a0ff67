import { Prisma } from '../../src/generated/prisma/client';
import type { TestApp } from './test-app';

let seq = 0;
/** A phone unique within the test process: +99888PPPNNNN. */
export function uniquePhone(): string {
  seq += 1;
  return `+99888${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
}

export function api(t: TestApp, token: string) {
  const auth = (req: ReturnType<ReturnType<TestApp['http']>['get']>, lang: string) =>
    req.set('Authorization', `Bearer ${token}`).set('Accept-Language', lang);
  return {
    get: (url: string, lang = 'uz') => auth(t.http().get(url), lang),
    post: (url: string, body: object, lang = 'uz') => auth(t.http().post(url), lang).send(body),
    put: (url: string, body: object, lang = 'uz') => auth(t.http().put(url), lang).send(body),
    delete: (url: string, lang = 'uz') => auth(t.http().delete(url), lang),
  };
}

/** A building, a room and an approved sale with a debt for the client (no wallet operations). */
export async function giveDebt(
  t: TestApp,
  clientId: number,
  opts: { currency?: number; all?: string; current?: string; closed?: boolean; overdue?: boolean } = {},
) {
  const executor = await t.prisma.user.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const building = await t.prisma.building.create({ data: { name: `B-${clientId}-${seq++}`, floor_count: 9, room_count: 10, entrance_count: 1 } });
  const room = await t.prisma.room.create({
    data: { building_id: building.id, number: `${seq++}`, floor: 1, entrance: 1, area: new Prisma.Decimal('50'), price: new Prisma.Decimal('1000'), currency_id: 2 },
  });
  const all = new Prisma.Decimal(opts.all ?? '1000');
  const current = new Prisma.Decimal(opts.current ?? opts.all ?? '1000');
  const due = opts.overdue ? new Date(Date.now() - 10 * 86400_000) : new Date(Date.now() + 30 * 86400_000);
  const debt = await t.prisma.clientDebt.create({
    data: {
      client_id: clientId,
      room_id: room.id,
      currency_id: opts.currency ?? 2,
      all_debt: all,
      current_debt: current,
      payment_date: due,
      is_closed: opts.closed ?? false,
      closed_reason: opts.closed ? 'paid' : null,
      instalments: { create: [{ month: 1, amount: all, paid_amount: all.minus(current), payment_date: due }] },
    },
  });
  const wallet = await t.prisma.wallet.create({ data: { name: `W-${seq++}`, currency_id: opts.currency ?? 2 } });
  return { building, room, debt, wallet, executor };
}
