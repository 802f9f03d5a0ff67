import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@mijozlar/shared';
import { RequirePermission } from '../../common/auth/decorators';
import { StatisticsService } from './statistics.service';

@ApiTags('statistics')
@Controller('statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @RequirePermission(P.DASHBOARD)
  @Get('dashboard')
  @ApiOperation({ summary: "This week's leads, clients and talks per weekday (Asia/Tashkent), and today's calls" })
  dashboard() {
    return this.statistics.dashboard();
  }
}
