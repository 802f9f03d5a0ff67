import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { CURRENCY_USD, P } from '@mijozlar/shared';
import { builtMain } from '../support/built-api';
import { makeDebt, makeWallet } from '../support/debts';
import { makeBuilding, makeRoom, unique } from '../support/inventory';
import { uniquePhone } from '../support/people';
import { freePort } from '../support/redis-server';
import { createTestApp, TestApp, testEnv } from '../support/test-app';

jest.setTimeout(180_000);

const APP_NAME = `money-faults-${process.pid}`;

/**
 * Money under faults, with real processes: the built server (two HTTP processes behind one port)
 * takes payments, transfers and sale confirmations, each with its own Idempotency-Key, while one
 * HTTP process is killed with SIGKILL and later every database connection of the server is
 * terminated. Every request that does not answer 2xx is sent again with the same key, as a
 * client would. In the end every key has answered 2xx once, no answer was a 500, and the money is
 * exact: one payment per key, debts paid to the cent, balances equal to their operations.
 */
describe('money under faults: SIGKILL and lost connections, real processes', () => {
  let t: TestApp;
  let server: ChildProcess;
  let base: string;
  let token: string;
  const statuses: Record<string, number> = {};
  let terminated = 0;

  beforeAll(async () => {
    const main = builtMain();
    t = await createTestApp();
    token = (await t.userWith([P.WALLET_READ, P.CLIENT_DEBT_READ, P.SALE_READ, P.SALE_WRITE, P.SALE_PENDING_READ])).token;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      ...testEnv(t.config.databaseUrl, { PORT: String(port), HOST: '127.0.0.1', API_PROCESSES: '2', RUN_WORKER: '0', JWT_SECRET: t.config.jwtSecret }),
      PGAPPNAME: APP_NAME,
    };
    server = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    await until(async () => (await fetch(`${base}/api/health/ready`)).ok);
    await until(() => httpChildren().length === 2);
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await t?.close(); // checks every wallet's balance against its operations
  });

  const httpChildren = () =>
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter(Boolean);

  const killOneHttpProcess = () => process.kill(httpChildren()[0], 'SIGKILL');
  const terminateConnections = async () => {
    const [{ n }] = await t.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = ${APP_NAME}`;
    terminated += n;
  };

  /** Sends until a 2xx, with the same key each time; records every status (0: no answer). */
  async function untilDone(method: string, path: string, body: object): Promise<{ status: number; body: any }> {
    const key = randomUUID();
    const deadline = Date.now() + 90_000;
    for (;;) {
      let status = 0;
      let answer: any;
      let wait = 200;
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
        status = res.status;
        answer = await res.json().catch(() => undefined);
        wait = Math.min(2000, 1000 * Number(res.headers.get('retry-after') ?? 0.2));
      } catch {
        status = 0; // the process died under the request, or the connection broke
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) return { status, body: answer };
      if (status >= 400 && status < 500 && status !== 409 && status !== 429) throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(answer)}`);
      if (Date.now() > deadline) throw new Error(`${method} ${path} never answered 2xx (last ${status})`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  /** Runs the jobs `width` at a time; `faults` fire once that many jobs have finished. */
  async function run(jobs: (() => Promise<unknown>)[], width: number, faults: Record<number, () => unknown>) {
    let next = 0;
    let done = 0;
    const lane = async () => {
      while (next < jobs.length) {
        await jobs[next++]();
        done += 1;
        await faults[done]?.();
      }
    };
    await Promise.all(Array.from({ length: width }, lane));
  }

  it('120 payments on 12 debts, 12 at a time, through a SIGKILL and a termination of every connection: each debt paid exactly once per key', async () => {
    const debts = await Promise.all(
      Array.from({ length: 12 }, () => makeDebt(t, { schedule: Array.from({ length: 10 }, (_, i) => ['100.00', `2026-${String(i + 1).padStart(2, '0')}-10`] as [string, string]) })),
    );
    const wallet = await makeWallet(t, CURRENCY_USD);
    // Interleaved (the first payment of every debt, then the second…): payments on one debt run side by side.
    const jobs = Array.from({ length: 10 }).flatMap(() =>
      debts.map(({ debt, clientId }) => () =>
        untilDone('POST', '/api/payment-report/', { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '100.00', currency: CURRENCY_USD, description: 'Naqd', payment_date: '2026-01-09' }),
      ),
    );
    await run(jobs, 12, { 30: killOneHttpProcess, 70: terminateConnections });

    for (const { debt } of debts) {
      const after = await t.prisma.clientDebt.findUniqueOrThrow({ where: { id: debt.id }, include: { instalments: true } });
      expect([after.current_debt.toFixed(2), after.is_closed]).toEqual(['0.00', true]);
      expect(after.instalments.every((i) => i.status === 'paid' && i.paid_amount.equals(i.amount))).toBe(true);
      expect(await t.prisma.paymentReport.count({ where: { client_debt_id: debt.id } })).toBe(10);
    }
    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: wallet.id } })).balance.toFixed(2)).toBe('12000.00');
    expect(await t.prisma.walletOperation.count({ where: { wallet_id: wallet.id } })).toBe(120);
  });

  it('60 transfers and 12 sale confirmations through the same faults: balances exact, each sale approved once', async () => {
    const from = await makeWallet(t, CURRENCY_USD);
    const to = await makeWallet(t, CURRENCY_USD);
    const funded = await untilDone('POST', '/api/wallet-operations/', { wallet: from.id, operation_type: 'replenish', amount: '1000.00', method: 1, comment: 'Kirim' });
    expect(funded.status).toBe(201);
    const transfers = Array.from({ length: 60 }, () => () => untilDone('POST', '/api/wallet-operations/transfer/', { from_wallet: from.id, to_wallet: to.id, amount: '2.50', comment: 'x' }));

    const building = await makeBuilding(t);
    const saleWallet = await makeWallet(t, CURRENCY_USD);
    const pending = [];
    for (let i = 0; i < 12; i += 1) {
      const room = await makeRoom(t, building.id);
      const client = await t.prisma.client.create({ data: { name: unique('Mijoz'), phone_number: uniquePhone() } });
      const sale = await untilDone('POST', '/api/sale/', {
        room: room.id, client: client.id, wallet: saleWallet.id, currency: CURRENCY_USD,
        sold_amount: '50000.00', paid_amount: '1000.00', debt_type: 1, credit_period: 1, payment_date: '2026-06-01',
      });
      pending.push(sale.body.id as number);
    }
    const confirms = pending.map((id) => async () => {
      const answer = await untilDone('POST', '/api/sale/confirm/', { id });
      expect(answer.body.status).toBe('approved');
    });

    // A confirmation after every fifth transfer.
    const mixed = transfers.flatMap((transfer, i) => (i % 5 === 4 && confirms.length ? [transfer, confirms.shift()!] : [transfer]));
    await run([...mixed, ...confirms], 10, { 20: killOneHttpProcess, 45: terminateConnections });

    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: from.id } })).balance.toFixed(2)).toBe('850.00');
    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: to.id } })).balance.toFixed(2)).toBe('150.00');
    expect(await t.prisma.walletOperation.count({ where: { wallet_id: to.id } })).toBe(60);
    for (const id of pending) {
      expect((await t.prisma.sale.findUniqueOrThrow({ where: { id } })).status).toBe('approved');
      expect(await t.prisma.walletOperation.count({ where: { sale_id: id, kind: 'selling' } })).toBe(1);
      expect(await t.prisma.clientDebt.count({ where: { sale_id: id } })).toBe(1);
    }
    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: saleWallet.id } })).balance.toFixed(2)).toBe('12000.00');
  });

  it('no answer was a 500, and the server recovered by itself (a fresh HTTP process, a fresh pool)', async () => {
    expect(statuses[500]).toBeUndefined();
    // The faults did hit requests: some found their process gone or their connection cut.
    expect(terminated).toBeGreaterThan(0);
    expect((statuses[0] ?? 0) + (statuses[503] ?? 0)).toBeGreaterThan(0);
    process.stdout.write(`money-faults: answers by status ${JSON.stringify(statuses)}, ${terminated} connections terminated\n`);
    expect(httpChildren()).toHaveLength(2);
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    // Every key got its answer stored: none is left for a replay to recover.
    expect(await t.prisma.idempotencyKey.count({ where: { status_code: null } })).toBe(0);
  });
});

async function until(check: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}
