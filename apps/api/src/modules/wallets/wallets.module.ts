import { Module } from '@nestjs/common';
import { RefusalsModule } from '../refusals/refusals.module';
import { EmployeesModule } from '../employees/employees.module';
import { InvestorsModule } from '../investors/investors.module';
import { CbuRatesModule } from '../../jobs/cbu-rates/cbu-rates.module';
import { ExchangeRateBookService } from './exchange-rate-book.service';
import { WalletOperationsController } from './wallet-operations.controller';
import { WalletOperationsService } from './wallet-operations.service';
import { ExchangeRatesController, WalletsController } from './wallets.controller';
import { WalletsOverviewService } from './wallets-overview.service';
import { WalletsService } from './wallets.service';

/** Wallets, their operations and transfers (through the ledger), the overview and the exchange rates. */
@Module({
  imports: [RefusalsModule, EmployeesModule, InvestorsModule, CbuRatesModule],
  controllers: [WalletsController, ExchangeRatesController, WalletOperationsController],
  providers: [WalletsService, WalletsOverviewService, WalletOperationsService, ExchangeRateBookService],
  exports: [WalletsService, WalletOperationsService],
})
export class WalletsModule {}
