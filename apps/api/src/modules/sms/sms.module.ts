import { Module } from '@nestjs/common';
import { LogSmsProvider, SMS_PROVIDER } from './sms.provider';
import { SmsRelayService } from './sms-relay.service';
import { SmsService } from './sms.service';

@Module({
  providers: [SmsService, SmsRelayService, { provide: SMS_PROVIDER, useClass: LogSmsProvider }],
  exports: [SmsService, SmsRelayService],
})
export class SmsModule {}
