import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock';
import { SmsModule } from '../../modules/sms/sms.module';
import { DebtRemindersScheduler } from './debt-reminders.scheduler';
import { DebtRemindersService } from './debt-reminders.service';

/** The daily debt reminders: the work (service) and when it runs (scheduler: BullMQ or a timer). */
@Module({
  imports: [ClockModule, SmsModule],
  providers: [DebtRemindersService, DebtRemindersScheduler],
  exports: [DebtRemindersService, DebtRemindersScheduler],
})
export class DebtRemindersModule {}
