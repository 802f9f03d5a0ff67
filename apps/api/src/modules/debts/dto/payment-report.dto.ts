import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { CURRENCY_UZS } from '@mijozlar/shared';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { DayFilter, PositiveIntFilter } from '../../../common/list/fields';
import { AmountField, RateField } from '../../../common/money/money.fields';
import { ReasonField } from '../../../common/list/reason.field';

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

  @AmountField('1500.00', 'Above zero, in `currency`; a decimal string')
  amount: string;

  @ApiPropertyOptional({ default: CURRENCY_UZS, description: 'Currency of `amount` (1 UZS, 2 USD); default 1, as in the spec' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  currency?: number;

  @RateField('UZS per 1 USD; default: the stored rate of payment_date (required between currencies when none is stored)')
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

  @DayFilter('2026-03-15', 'Tashkent day of the payment (default today; not in the future)')
  payment_date?: string;

  @ApiPropertyOptional({ default: false, description: "true: pays the debt's penalty (at most its outstanding penalty_amount, else 409 collections.penalty_exceeds), not its instalments" })
  @IsOptional()
  @IsBoolean()
  penalty?: boolean;
}

/** PUT: the whole payment, as for POST, and why it is edited. */
export class UpdatePaymentReportDto extends PaymentReportDto {
  @ReasonField('Why the payment is edited: recorded on the audit entries of the edit (the payment, the reversal, the new operation)')
  reason?: string | null;
}

export class PaymentReportListQueryDto extends ListQueryDto {
  @PositiveIntFilter('Client id')
  client?: number;

  @PositiveIntFilter('Client debt id')
  client_debt?: number;

  @PositiveIntFilter('Wallet id')
  wallet?: number;

  @DayFilter('2026-01-01', 'payment_date on or after this day')
  date_from?: string;

  @DayFilter('2026-01-31', 'payment_date on or before this day')
  date_to?: string;
}
