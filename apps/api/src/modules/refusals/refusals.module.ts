import { Module } from '@nestjs/common';
import { RefusalPayoutsService } from './refusal-payouts.service';
import { RefusalsController } from './refusals.controller';
import { RefusalsService } from './refusals.service';

/** Refusals of approved sales; RefusalPayoutsService keeps refunded_amount in step with the payouts (wallets module). */
@Module({
  controllers: [RefusalsController],
  providers: [RefusalsService, RefusalPayoutsService],
  exports: [RefusalPayoutsService],
})
export class RefusalsModule {}
