import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { SmsQueue } from '../../jobs/sms/sms.queue';
import { SmsWorker } from '../../jobs/sms/sms.worker';
import { createSmsProvider, SMS_PROVIDER } from './sms.provider';
import { SmsDeliveryService } from './sms-delivery.service';
import { SmsRelayService } from './sms-relay.service';
import { SmsService } from './sms.service';

/** SMS delivery core (outbox, relay, queue, worker, provider): used by the API and the worker process. */
@Module({
  providers: [
    SmsService,
    SmsRelayService,
    SmsDeliveryService,
    SmsQueue,
    SmsWorker,
    { provide: SMS_PROVIDER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createSmsProvider(config) },
  ],
  exports: [SmsService, SmsRelayService, SmsWorker, SmsQueue],
})
export class SmsModule {}
