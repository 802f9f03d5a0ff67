import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import ExcelJS from 'exceljs';
import { P } from '@mijozlar/shared';
import { DatabaseSlotStore, RedisSlotStore, SlotStore } from '../../src/common/xlsx/import-slots';
import { RedisService } from '../../src/redis/redis.service';
import { builtMain } from '../support/built-api';
import { freePort } from '../support/redis-server';
import { createTestApp, TestApp, testEnv } from '../support/test-app';

jest.setTimeout(180_000);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BOUNDARY = 'mijozlar-slot-test';
const withRedis = !process.env.TEST_NO_REDIS;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** The spawned server's slot lifetime (IMPORT_SLOT_TTL_MS; 30 s by default): the lapse is waited for. */
const SLOT_TTL_MS = 10_000;

/** A small valid clients sheet: a dry run of it answers 200. */
async function smallSheet(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Clients');
  ws.addRow(['F.I.Sh.', 'Telefon raqami']);
  ws.addRow(['Mijoz Slot', '+998771234567']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="dataFile"; filename="c.xlsx"\r\nContent-Type: ${XLSX}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface Answer {
  status: number;
  code?: string;
}

/**
 * One import on its own connection (agent: false), so the cluster hands each to the next HTTP
 * process. `hold`: only the first bytes are sent, the rest when `finish()` is called; `abort()`
 * drops the connection instead.
 */
function importRequest(base: string, token: string, body: Buffer, hold = false) {
  const url = new URL('/api/import-clients/?dry_run=true', base);
  let req!: ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': String(body.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let code: string | undefined;
          try {
            code = JSON.parse(text).errors?.[0]?.code;
          } catch {
            code = undefined;
          }
          resolve({ status: res.statusCode ?? 0, code });
        });
      },
    );
    req.on('error', reject);
  });
  const cut = hold ? 200 : body.length;
  req.write(body.subarray(0, cut));
  if (!hold) req.end();
  return {
    answer,
    finish: () => req.end(body.subarray(cut)),
    abort: () => {
      answer.catch(() => undefined);
      req.destroy();
    },
  };
}

async function until(check: () => Promise<boolean> | boolean, ms = 30_000, every = 100): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, every));
  }
}

/** The slot stores themselves, with a short life: taken once, only by the holder's token, lapsing by itself. */
describe('import slot stores (real Redis and PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const stores = (): [string, SlotStore][] => [
    ['PostgreSQL', new DatabaseSlotStore(t.prisma)],
    ...(withRedis ? [['Redis', new RedisSlotStore(t.app.get(RedisService), `test:${randomUUID()}:`)] as [string, SlotStore]] : []),
  ];

  it('one holder per user; another token neither releases nor renews it; it lapses after its time', async () => {
    for (const [name, store] of stores()) {
      const [a, b] = [randomUUID(), randomUUID()];
      expect([name, await store.take(101, a, 60_000)]).toEqual([name, true]);
      expect([name, await store.take(101, b, 60_000)]).toEqual([name, false]);
      expect([name, await store.take(102, b, 60_000)]).toEqual([name, true]); // another user
      await store.release(101, b);
      await store.renew(101, b, 60_000);
      expect([name, await store.take(101, b, 60_000)]).toEqual([name, false]);
      await store.release(101, a);
      expect([name, await store.take(101, b, 300)]).toEqual([name, true]);
      await new Promise((r) => setTimeout(r, 450));
      expect([name, await store.take(101, a, 60_000)]).toEqual([name, true]); // b's slot lapsed
      await store.release(101, a);
      await store.release(102, b);
    }
  });
});

describe.each([
  ...(withRedis ? [['Redis', REDIS_URL]] : []),
  ['PostgreSQL (no Redis)', ''],
])('one import per user across two API processes: %s', (_name, redisUrl) => {
  let t: TestApp;
  let server: ChildProcess;
  let base: string;
  let token: string;
  let userId: number;
  let file: Buffer;

  beforeAll(async () => {
    const main = builtMain();
    t = await createTestApp();
    ({ token, id: userId } = await t.userWith([P.CLIENT_READ]));
    file = multipart(await smallSheet());
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = testEnv(t.config.databaseUrl, {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_PROCESSES: '2',
      RUN_WORKER: '0',
      JWT_SECRET: t.config.jwtSecret,
      REDIS_URL: redisUrl,
      IMPORT_SLOT_TTL_MS: String(SLOT_TTL_MS),
    });
    server = spawn(process.execPath, [main], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    await until(async () => (await fetch(`${base}/api/health/ready`)).ok, 60_000, 250);
    await until(() => httpChildren().length === 2, 60_000, 250);
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await t?.close();
  });

  /** The supervisor's HTTP processes (none for a moment after they were killed: ps then exits 1). */
  const httpChildren = (): number[] => {
    try {
      return execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter(Boolean);
    } catch {
      return [];
    }
  };

  const one = () => importRequest(base, token, file).answer;
  /** Whether the user's slot is taken, read where the server keeps it. */
  async function slotTaken(): Promise<boolean> {
    if (redisUrl) return (await t.app.get(RedisService).client!.exists(`${t.config.queuePrefix}:import-slot:${userId}`)) === 1;
    return (await t.prisma.importSlot.count({ where: { user_id: userId, expires_at: { gt: new Date() } } })) === 1;
  }
  /** Holds an import open and waits until the server has given it the slot. */
  async function holdSlot() {
    const held = importRequest(base, token, file, true);
    await until(slotTaken);
    return held;
  }

  it('a second import by the same user is refused whichever process gets it, and allowed once the first has answered', async () => {
    const held = await holdSlot();
    // Each on a new connection: the cluster hands them to both processes in turn.
    const refused = [];
    for (let i = 0; i < 6; i++) refused.push(await one());
    expect(refused).toEqual(Array.from({ length: 6 }, () => ({ status: 429, code: 'import.in_progress' })));

    held.finish();
    expect(await held.answer).toEqual({ status: 200, code: undefined });
    // Freed before the answer left: the next import, on either process, goes through at once.
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await one());
    expect(after).toEqual(Array.from({ length: 4 }, () => ({ status: 200, code: undefined })));
  });

  it('a client that goes away mid-upload frees the slot', async () => {
    const held = await holdSlot();
    held.abort();
    await until(async () => !(await slotTaken()), 5_000);
    expect(await one()).toEqual({ status: 200, code: undefined });
  });

  it('a process that dies holding the slot does not hold it for ever: it lapses within its lifetime', async () => {
    const held = await holdSlot();
    held.answer.catch(() => undefined); // its process is about to die under it
    const killed = Date.now();
    const dead = httpChildren();
    for (const pid of dead) process.kill(pid, 'SIGKILL');
    // Its holder is gone, the slot is not.
    expect(await slotTaken()).toBe(true);
    await until(() => {
      const now = httpChildren();
      return now.length === 2 && now.every((pid) => !dead.includes(pid));
    }, 30_000, 250);
    await until(async () => (await fetch(`${base}/api/health/ready`)).ok, 30_000, 250);
    // The new processes know nothing of the old one's memory, yet the slot is still taken (when
    // they came up within its lifetime, as they do but on a machine far busier than CI's)…
    if (Date.now() - killed < SLOT_TTL_MS - 2_000) expect(await one()).toEqual({ status: 429, code: 'import.in_progress' });
    // …until it lapses.
    await until(async () => (await one()).status === 200, SLOT_TTL_MS + 15_000, 1000);
    expect(Date.now() - killed).toBeLessThan(SLOT_TTL_MS + 15_000);
  });
});
