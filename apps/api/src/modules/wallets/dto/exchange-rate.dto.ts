import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsOptional, Matches } from 'class-validator';
import { IsRate } from '../../../common/money/money.validators';
import { ListQueryDto } from '../../../common/list/list-query.dto';

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export class SetExchangeRateDto {
  @ApiPropertyOptional({ example: '2026-03-01', description: "Tashkent day; default today. Not in the future." })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY_PATTERN)
  date?: string;

  @ApiProperty({ example: '12650.00', description: 'UZS per 1 USD, up to 6 decimals' })
  @IsRate()
  rate: string;
}

export class FetchExchangeRateDto {
  @ApiPropertyOptional({ example: '2026-03-01', description: 'Tashkent day to ask the Central Bank for; default today. Not in the future.' })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY_PATTERN)
  date?: string;
}

export class ExchangeRateListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'From this day (inclusive)' })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY_PATTERN)
  date_from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'To this day (inclusive)' })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY_PATTERN)
  date_to?: string;
}
