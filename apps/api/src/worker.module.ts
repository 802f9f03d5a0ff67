import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { RedisModule } from './redis/redis.module';
import { SmsModule } from './modules/sms/sms.module';
import { BookingExpiryModule } from './jobs/booking-expiry/booking-expiry.module';
import { IdempotencyPurgeModule } from './jobs/idempotency-purge/idempotency-purge.module';
import { ListChangePruneModule } from './jobs/list-change-prune/list-change-prune.module';
import { DebtRemindersModule } from './jobs/debt-reminders/debt-reminders.module';
import { CbuRatesModule } from './jobs/cbu-rates/cbu-rates.module';
import { BackupModule } from './jobs/backup/backup.module';
import { loggerOptions } from './logger';

/** The worker process: job processors only, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ConfigModule.forRoot(config), LoggerModule.forRoot(loggerOptions(config)), DatabaseModule, RedisModule, SmsModule, BookingExpiryModule, DebtRemindersModule, IdempotencyPurgeModule, ListChangePruneModule, CbuRatesModule, BackupModule],
    };
  }
}
