import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock';
import { SalesController } from './sales.controller';
import { SalesService } from './sales.service';

/** Sales; the ledger (LedgerModule) is global. */
@Module({
  imports: [ClockModule],
  controllers: [SalesController],
  providers: [SalesService],
  exports: [SalesService],
})
export class SalesModule {}
