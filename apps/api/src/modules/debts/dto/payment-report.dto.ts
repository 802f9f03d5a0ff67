import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { CURRENCY_UZS } from '@mijozlar/shared';
import { IsAmount, IsRate } from '../../../common/money/money.validators';
import { ListQueryDto, ToInt } from '../../../common/list/list-query.dto';
import { DAY } from './client-debt.dto';

/**
 * A payment towards a client's debt. POST and PUT take the whole payment (PUT re-applies it as if
 * it were posted anew, so an omitted exchange_rate means the day's stored rate there too).
 */
export class PaymentReportDto {
  @ApiProperty({ description: 'Client id (the debt must be theirs)' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  client: number;

  @ApiProperty({ description: 'Client debt id (must be open)' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  client_debt: number;

  @ApiProperty({ description: 'Wallet id that receives the money (converted into its currency)' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  wallet: number;

  @ApiProperty({ example: '1500.00', description: 'Above zero, in `currency`; a decimal string' })
  @IsAmount()
  amount: string;

  @ApiPropertyOptional({ default: CURRENCY_UZS, description: 'Currency of `amount` (1 UZS, 2 USD); default 1, as in the spec' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  currency?: number;

  @ApiPropertyOptional({ example: '12650.00', description: 'UZS per 1 USD; default: the stored rate of payment_date (required between currencies when none is stored)' })
  @IsOptional()
  @IsRate()
  exchange_rate?: string;

  @ApiPropertyOptional({ description: 'Payment method id (default 1, cash)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  method?: number;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @ApiPropertyOptional({ example: '2026-03-15', description: 'Tashkent day of the payment (default today; not in the future)' })
  @IsOptional()
  @Matches(DAY)
  @IsDateString({ strict: true })
  payment_date?: string;
}

export class PaymentReportListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Client id' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  client?: number;

  @ApiPropertyOptional({ description: 'Client debt id' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  client_debt?: number;

  @ApiPropertyOptional({ description: 'Wallet id' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  wallet?: number;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'payment_date on or after this day' })
  @IsOptional()
  @Matches(DAY)
  @IsDateString({ strict: true })
  date_from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'payment_date on or before this day' })
  @IsOptional()
  @Matches(DAY)
  @IsDateString({ strict: true })
  date_to?: string;
}
