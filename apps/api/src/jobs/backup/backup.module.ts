import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock';
import { BackupJob } from './backup.job';

/** The nightly backup and the "back up now" requests (jobs/backup/backup.job.ts). */
@Module({ imports: [ClockModule], providers: [BackupJob], exports: [BackupJob] })
export class BackupModule {}
