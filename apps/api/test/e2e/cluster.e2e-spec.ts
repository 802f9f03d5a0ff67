import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { builtMain } from '../support/built-api';
import { freePort } from '../support/redis-server';
import { cloneDatabase, testEnv } from '../support/test-app';

jest.setTimeout(120_000);

const children = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => Number(line.split(/\s+/)[0]));

async function until<T>(what: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve(what()).catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Production runs the HTTP API on every core (API_PROCESSES): the built main.js forks
 * the HTTP processes and the job worker, all answer on one port, and one that dies is replaced.
 */
describe('main.js with API_PROCESSES=2', () => {
  let server: ChildProcess | undefined;

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
  });

  it('serves from two HTTP processes plus a job worker, replaces one that dies, and stops on SIGTERM', async () => {
    const main = builtMain();
    const port = await freePort();
    const env = { ...process.env, ...testEnv(await cloneDatabase(), { PORT: String(port), HOST: '127.0.0.1', API_PROCESSES: '2', RUN_WORKER: '1' }) };
    server = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    await until(async () => ((await fetch(`${base}/api/health/ready`)).ok ? true : undefined));
    const first = await until(() => (children(server!.pid!).length === 3 ? children(server!.pid!) : undefined));
    expect(first).toHaveLength(3); // two HTTP processes and the job worker

    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/api/health/live`).then((r) => r.status)));
    expect(answers.every((s) => s === 200)).toBe(true);

    process.kill(first[0], 'SIGKILL');
    const next = await until(() => {
      const now = children(server!.pid!);
      return now.length === 3 && !now.includes(first[0]) ? now : undefined;
    });
    expect(next).toHaveLength(3);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    server.kill('SIGTERM');
    const code = await new Promise((r) => server!.once('exit', (c) => r(c)));
    expect(code).toBe(0);
    for (const pid of next) expect(() => process.kill(pid, 0)).toThrow();
  });
});
