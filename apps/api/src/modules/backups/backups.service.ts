import { Inject, Injectable } from '@nestjs/common';
import type { BackupOverview, BackupRun } from '@mijozlar/shared';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { ApiError } from '../../common/errors/api-error';
import { audit, markAuditNoChange } from '../../common/audit';
import { PrismaService } from '../../database/prisma.service';
import { backupRunSelect, toBackupRun } from './backups.mapper';

/** How many runs the settings page shows (about a month of nights). */
export const BACKUP_RUNS_SHOWN = 30;

/**
 * The backups the settings page shows, and "back up now": a queued row that the job worker picks up
 * within a minute (jobs/backup/backup.job.ts), so that the backup is written where the worker keeps
 * them, not inside an HTTP process.
 */
@Injectable()
export class BackupsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(): Promise<BackupOverview> {
    const rows = await this.prisma.backupRun.findMany({ select: backupRunSelect, orderBy: { id: 'desc' }, take: BACKUP_RUNS_SHOWN });
    return { enabled: this.config.backup.dir !== null, hour: this.config.backup.hour, keep: this.config.backup.keep, results: rows.map(toBackupRun) };
  }

  /** Queues a backup; while one is queued or running, answers that one instead of queueing another. */
  async request(userId: number): Promise<BackupRun> {
    if (this.config.backup.dir === null) throw ApiError.conflict();
    return this.prisma.$transaction(async (tx) => {
      // One request at a time, also when two admins press the button together.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(72707370)`;
      const pending = await tx.backupRun.findFirst({ where: { status: { in: ['queued', 'running'] } }, select: backupRunSelect, orderBy: { id: 'asc' } });
      if (pending) {
        markAuditNoChange();
        return toBackupRun(pending);
      }
      const run = toBackupRun(await tx.backupRun.create({ data: { kind: 'manual', status: 'queued', requested_by_id: userId }, select: backupRunSelect }));
      // A whole copy of the company's data is asked for: who asked is on the trail.
      await audit(tx, { action: 'create', entity: 'backup', entity_id: run.id, label: `#${run.id}`, details: { kind: run.kind } });
      return run;
    });
  }

  /** The latest finished run and the latest good one, for /api/health/ready. */
  async lastForHealth(): Promise<{ last: BackupRun | null; last_ok_at: string | null }> {
    const [last, ok] = await Promise.all([
      this.prisma.backupRun.findFirst({ where: { status: { in: ['ok', 'error'] } }, select: backupRunSelect, orderBy: { finished_at: 'desc' } }),
      this.prisma.backupRun.findFirst({ where: { status: 'ok' }, select: { finished_at: true }, orderBy: { finished_at: 'desc' } }),
    ]);
    return { last: last ? toBackupRun(last) : null, last_ok_at: ok?.finished_at?.toISOString() ?? null };
  }
}
