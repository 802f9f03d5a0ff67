import { Module } from '@nestjs/common';
import { SaleStatisticsController, StatisticsController } from './statistics.controller';
import { OverallStatisticsService } from './overall-statistics.service';
import { PlanStatisticsService } from './plan-statistics.service';
import { SaleStatisticsService } from './sale-statistics.service';
import { StatisticsService } from './statistics.service';
import { DebtAgingService } from './debt-aging.service';

@Module({
  controllers: [StatisticsController, SaleStatisticsController],
  providers: [DebtAgingService, StatisticsService, SaleStatisticsService, PlanStatisticsService, OverallStatisticsService],
})
export class StatisticsModule {}
