import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { P } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { PrismaService } from '../../src/database/prisma.service';
import { BackupJob } from '../../src/jobs/backup/backup.job';
import { api } from '../support/people';
import { createTestApp, TestApp } from '../support/test-app';

jest.setTimeout(120_000);

/** The nightly backup, "back up now", the settings page's answer and the health answer. */
describe('nightly backups and the backups page', () => {
  const work = mkdtempSync(join(tmpdir(), 'mijozlar-backups-'));
  const dir = join(work, 'backups');
  let t: TestApp;
  let job: BackupJob;
  let admin: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: dir, BACKUP_HOUR: '2', BACKUP_KEEP: '2', UPLOAD_DIR: join(work, 'uploads') });
    job = t.app.get(BackupJob);
    admin = (await t.userWith([P.SETTINGS_WRITE])).token;
    other = (await t.userWith([P.USER_WRITE, P.USER_READ])).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });
  afterEach(() => jest.restoreAllMocks());

  /** Tashkent wall-clock time (UTC+5) → the instant the mocked Clock answers. */
  const at = (tashkent: string) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(new Date(`${tashkent}Z`).getTime() - 5 * 3600_000));
  const tars = () => readdirSync(dir).filter((name) => name.endsWith('.tar')).sort();

  it('GET and POST need SETTINGS_WRITE', async () => {
    expect((await t.http().get('/api/settings/backups/')).status).toBe(401);
    expect((await api(t, other).get('/api/settings/backups/')).status).toBe(403);
    expect((await api(t, other).post('/api/settings/backups/', {})).status).toBe(403);
    const unknown = await api(t, admin).post('/api/settings/backups/', { dir: '/etc' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'dir', code: 'unknown_field' });
    const res = await api(t, admin).get('/api/settings/backups/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true, hour: 2, keep: 2, results: [] });
  });

  it('"back up now" queues one run (a second press answers the same) and the worker writes it', async () => {
    const first = await api(t, admin).post('/api/settings/backups/', {});
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ kind: 'manual', status: 'queued', file: null, requested_by: { full_name: 'Test User' } });
    expect((await api(t, admin).post('/api/settings/backups/', {})).body.id).toBe(first.body.id);
    // Who asked for a copy of everything is on the audit trail, once.
    const asked = await t.prisma.auditLog.findMany({ where: { entity: 'backup' } });
    expect(asked).toEqual([expect.objectContaining({ action: 'create', entity_id: first.body.id, actor_name: 'Test User' })]);

    at('2026-11-20T01:00:00'); // before the nightly hour: only the request runs
    await job.tick();
    expect(tars()).toEqual(['mijozlar-20261120-010000.tar']);
    const [run] = (await api(t, admin).get('/api/settings/backups/')).body.results;
    expect(run).toMatchObject({ id: first.body.id, status: 'ok', file: 'mijozlar-20261120-010000.tar', size_bytes: statSync(join(dir, tars()[0])).size, error: null });
    expect(run.finished_at).toEqual(expect.any(String));
  });

  it('backs up once a night from BACKUP_HOUR, also with two workers, and keeps BACKUP_KEEP files', async () => {
    const second = new BackupJob(t.config, t.app.get(PrismaService), t.app.get(Clock));
    at('2026-11-20T02:30:00');
    await Promise.all([job.tick(), second.tick()]);
    await job.tick();
    expect(await t.prisma.backupRun.count({ where: { kind: 'nightly' } })).toBe(1);
    expect(tars()).toEqual(['mijozlar-20261120-010000.tar', 'mijozlar-20261120-023000.tar']);

    at('2026-11-21T02:05:00');
    await second.tick();
    await job.tick();
    expect(await t.prisma.backupRun.count({ where: { kind: 'nightly' } })).toBe(2);
    expect(tars()).toEqual(['mijozlar-20261120-023000.tar', 'mijozlar-20261121-020500.tar']);

    const ready = await t.http().get('/api/health/ready/');
    expect(ready.status).toBe(200);
    expect(ready.body.backup).toEqual({
      last: { finished_at: expect.any(String), file: 'mijozlar-20261121-020500.tar', size_bytes: statSync(join(dir, 'mijozlar-20261121-020500.tar')).size, status: 'ok', error: null },
      last_ok_at: ready.body.backup.last.finished_at,
    });
  });

  it('a failed backup is recorded with its error, shown on the page and the health answer', async () => {
    const blocker = join(work, 'a-file');
    writeFileSync(blocker, 'x');
    const saved = t.config.backup.dir;
    t.config.backup.dir = join(blocker, 'backups'); // a folder that cannot be made
    try {
      at('2026-11-22T03:00:00');
      await job.tick();
    } finally {
      t.config.backup.dir = saved;
    }
    const [run] = (await api(t, admin).get('/api/settings/backups/')).body.results;
    expect(run).toMatchObject({ kind: 'nightly', status: 'error', file: null, size_bytes: null });
    expect(run.error).toMatch(/ENOTDIR|not a directory/);
    const ready = await t.http().get('/api/health/ready/');
    expect(ready.body.backup.last).toMatchObject({ status: 'error', error: run.error });
    expect(ready.body.backup.last_ok_at).not.toBeNull();
  });

  it('with BACKUP_DIR=off the page says so and "back up now" is refused', async () => {
    const saved = t.config.backup.dir;
    t.config.backup.dir = null;
    try {
      expect((await api(t, admin).get('/api/settings/backups/')).body.enabled).toBe(false);
      expect((await api(t, admin).post('/api/settings/backups/', {})).status).toBe(409);
    } finally {
      t.config.backup.dir = saved;
    }
  });
});
