import { Inject, Injectable, Logger } from '@nestjs/common';
import { basename } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { Clock } from '../../common/clock/clock';
import { PrismaService } from '../../database/prisma.service';
import { IntervalJob } from '../interval-job';
import { tashkentHour } from '../debt-reminders/debt-reminders.scheduler';
import { createBackup, pruneBackups } from './backup-archive';

/** A run still "running" this long after it started belongs to a process that died. */
export const STALE_RUN_MS = 6 * 3600_000;

/**
 * Backups by themselves: every night from BACKUP_HOUR (Tashkent) one backup into BACKUP_DIR, then
 * only the newest BACKUP_KEEP mijozlar-*.tar files are kept; and the "back up now" requests of the
 * admin's settings page (rows queued by the API). The night is claimed by inserting its row
 * (`backup_run.day` is unique), so with several workers, or a worker and an API process running
 * jobs, one of them backs up and the others see the row. Each run's time, file, size and result
 * (or error) end in its row. Checks every minute; nothing when BACKUP_DIR=off.
 */
@Injectable()
export class BackupJob extends IntervalJob {
  protected readonly logger = new Logger('BackupJob');
  private checkedDay: string | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {
    super();
  }

  override start(intervalMs = 60_000): void {
    if (!this.config.backup.dir) {
      this.logger.log('BACKUP_DIR=off: no nightly backups');
      return;
    }
    super.start(intervalMs);
  }

  protected runOnce(): Promise<void> {
    return this.tick();
  }

  /** One check: stale runs closed, queued requests run, then tonight's backup once its hour has come. */
  async tick(): Promise<void> {
    await this.prisma.backupRun.updateMany({
      where: { status: 'running', started_at: { lt: new Date(this.clock.now().getTime() - STALE_RUN_MS) } },
      data: { status: 'error', finished_at: this.clock.now(), error: 'interrupted: the process running it stopped' },
    });
    for (let id = await this.claimQueued(); id !== null; id = await this.claimQueued()) await this.run(id);

    const today = this.clock.today();
    if (this.checkedDay === today || tashkentHour(this.clock.now()) < this.config.backup.hour) return;
    const claimed = await this.prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO backup_run (kind, day, status, started_at) VALUES ('nightly', ${today}::date, 'running', now())
      ON CONFLICT (day) DO NOTHING RETURNING id`;
    this.checkedDay = today;
    if (claimed.length) await this.run(claimed[0].id);
  }

  /** Takes the oldest queued request (SKIP LOCKED: two workers never take the same one). */
  private async claimQueued(): Promise<number | null> {
    const [row] = await this.prisma.$queryRaw<{ id: number }[]>`
      UPDATE backup_run SET status = 'running', started_at = now()
      WHERE id = (SELECT id FROM backup_run WHERE status = 'queued' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id`;
    return row?.id ?? null;
  }

  /** Backs up, records the result in row `id`, and prunes old files after a success. */
  async run(id: number): Promise<void> {
    const dir = this.config.backup.dir!;
    try {
      const result = await createBackup({
        databaseUrl: this.config.databaseUrl,
        uploadDir: this.config.uploadDir,
        outDir: dir,
        appVersion: this.config.appVersion,
        tools: this.config.backup.tools,
        now: this.clock.now(),
      });
      await this.prisma.backupRun.update({
        where: { id },
        data: { status: 'ok', finished_at: new Date(), file: basename(result.file), size_bytes: BigInt(result.size) },
      });
      this.logger.log({ file: result.file, size: result.size }, 'backup written');
      const removed = await pruneBackups(dir, this.config.backup.keep);
      if (removed.length) this.logger.log({ removed, keep: this.config.backup.keep }, 'old backups removed');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.logger.error({ err }, 'backup failed');
      await this.prisma.backupRun.update({ where: { id }, data: { status: 'error', finished_at: new Date(), error: message.slice(0, 2000) } });
    }
  }
}
