import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock';
import { DebtRemindersModule } from '../../jobs/debt-reminders/debt-reminders.module';
import { DebtsController } from './debts.controller';
import { DebtsService } from './debts.service';
import { PaymentReportsController } from './payment-reports.controller';
import { PaymentReportsService } from './payment-reports.service';

/** Client debts, payment reports, and (through DebtRemindersModule) the daily debt reminders. */
@Module({
  imports: [ClockModule, DebtRemindersModule],
  controllers: [DebtsController, PaymentReportsController],
  providers: [DebtsService, PaymentReportsService],
  exports: [DebtsService, PaymentReportsService],
})
export class DebtsModule {}
