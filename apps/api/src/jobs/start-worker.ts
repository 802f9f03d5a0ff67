import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/config';
import { WorkerModule } from '../worker.module';
import { SmsRelayService } from '../modules/sms/sms-relay.service';
import { SmsWorker } from './sms/sms.worker';
import { BookingExpiryService } from './booking-expiry/booking-expiry.service';
import { DebtRemindersScheduler } from './debt-reminders/debt-reminders.scheduler';
import { IdempotencyPurgeService } from './idempotency-purge/idempotency-purge.service';
import { ListChangePruneService } from './list-change-prune/list-change-prune.service';
import { CbuRatesJob } from './cbu-rates/cbu-rates.job';
import { BackupJob } from './backup/backup.job';

/** The job workers (SMS delivery, booking expiry, debt reminders, old idempotency keys, the room-list change log, the Central Bank's USD rate, backups) in this process, without HTTP. */
export async function startJobWorker(config: AppConfig): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  startJobs(app);
  app.get(Logger).log('worker started');
}

/** Starts every job of the worker in `app` (the worker process, or the API process when RUN_WORKER is on). */
export function startJobs(app: INestApplicationContext): void {
  app.get(SmsRelayService).start();
  app.get(SmsWorker).start();
  app.get(BookingExpiryService).start();
  app.get(DebtRemindersScheduler).start();
  app.get(IdempotencyPurgeService).start();
  app.get(ListChangePruneService).start();
  app.get(CbuRatesJob).start();
  app.get(BackupJob).start();
}
