import { ApiProperty } from '@nestjs/swagger';
import { IsRate } from '../../../common/money/money.validators';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { DayFilter } from '../../../common/list/fields';

export class SetExchangeRateDto {
  @DayFilter('2026-03-01', "Tashkent day; default today. Not in the future.")
  date?: string;

  @ApiProperty({ example: '12650.00', description: 'UZS per 1 USD, up to 6 decimals' })
  @IsRate()
  rate: string;
}

export class FetchExchangeRateDto {
  @DayFilter('2026-03-01', 'Tashkent day to ask the Central Bank for; default today. Not in the future.')
  date?: string;
}

export class ExchangeRateListQueryDto extends ListQueryDto {
  @DayFilter('2026-01-01', 'From this day (inclusive)')
  date_from?: string;

  @DayFilter('2026-01-31', 'To this day (inclusive)')
  date_to?: string;
}
