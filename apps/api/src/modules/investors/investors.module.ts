import { Module } from '@nestjs/common';
import { InvestorOperationsService } from './investor-operations.service';
import { InvestorsController, TotalInvestmentsController } from './investors.controller';
import { InvestorsService } from './investors.service';

/**
 * Investors: CRUD, their money in and out (`investments` wallet operations with
 * investor_id, through the ledger), the operations list and exports, and the totals per currency.
 * GET /api/investors/types/ is reference data (modules/reference).
 */
@Module({
  controllers: [InvestorsController, TotalInvestmentsController],
  providers: [InvestorsService, InvestorOperationsService],
  exports: [InvestorsService],
})
export class InvestorsModule {}
