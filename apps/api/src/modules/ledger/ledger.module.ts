import { Global, Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock';
import { IdempotencyInterceptor } from '../../common/idempotency/idempotency.interceptor';
import { DayRateService } from './day-rate.service';
import { LedgerService } from './ledger.service';
import { MoneyGate } from './money-gate';

/** The ledger write path, the day's rates and the Idempotency-Key mechanism, for every money module. */
@Global()
@Module({
  imports: [ClockModule],
  providers: [LedgerService, DayRateService, IdempotencyInterceptor, MoneyGate],
  exports: [LedgerService, DayRateService, IdempotencyInterceptor],
})
export class LedgerModule {}
