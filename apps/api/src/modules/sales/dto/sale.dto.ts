import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { SALE_STATUSES } from '@mijozlar/shared';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { DAY, DayFilter, IntFilter, SheetLanguage, Trim } from '../../../common/list/fields';
import { ReasonField } from '../../../common/list/reason.field';
import { IsAmount, IsRate } from '../../../common/money/money.validators';
import { COMMENT_MAX } from '../../../common/money/money.fields';

/** The longest schedule a sale may carry (the longest seeded credit period is 240 months). */
export const SCHEDULE_MAX = 600;

/** One line of a given schedule (the spec's `monthly_amount` list; the spec's instalment names). */
export class ScheduleLineDto {
  @ApiProperty({ minimum: 1, description: '1-based position in the schedule' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(SCHEDULE_MAX)
  month: number;

  @ApiProperty({ example: '2026-03-15', description: 'Due date (YYYY-MM-DD)' })
  @Matches(DAY)
  @IsDateString({ strict: true })
  paymentDate: string;

  @ApiProperty({ example: '14285.00', description: 'Above zero, in the sale currency' })
  @IsAmount()
  amount: string;
}

export class CreateSaleDto {
  @ApiProperty({ description: 'Room id; it must be free, or booked for this same client or lead' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  room: number;

  @ApiPropertyOptional({ nullable: true, description: 'Client id; exactly one of client and lid' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  client?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'Lead id; the lead becomes a client on confirm' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  lid?: number | null;

  @ApiProperty({ description: 'Wallet that receives paid_amount on confirm; its currency may differ from the sale' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  wallet: number;

  @ApiProperty({ description: 'Currency id of the amounts (1 UZS, 2 USD)' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  currency: number;

  @ApiProperty({ example: '100000.00' })
  @IsAmount()
  sold_amount: string;

  @ApiProperty({ example: '30000.00', description: 'The first payment, booked into the wallet on confirm; 0 allowed' })
  @IsAmount({ allowZero: true })
  paid_amount: string;

  @ApiPropertyOptional({ example: '70000.00', description: 'Computed as sold_amount − paid_amount; when sent it must match' })
  @IsOptional()
  @IsAmount({ allowZero: true })
  debt_amount?: string;

  @ApiPropertyOptional({ nullable: true, description: 'Debt type id (GET /api/dept-type/); required with a debt' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  debt_type?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'Credit period id (GET /api/credit-period/): the number of instalments; required with a debt' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  credit_period?: number | null;

  @ApiPropertyOptional({ nullable: true, example: '2026-03-15', description: 'Due date of the first instalment; required with a debt unless monthly_amount is given' })
  @IsOptional()
  @Matches(DAY)
  @IsDateString({ strict: true })
  payment_date?: string | null;

  @ApiPropertyOptional({
    type: [ScheduleLineDto],
    description: 'A given schedule: one line per month of the credit period, amounts summing exactly to the debt, dates increasing. Without it the debt is split into equal whole-unit instalments, the last taking the remainder.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SCHEDULE_MAX)
  @ValidateNested({ each: true })
  @Type(() => ScheduleLineDto)
  monthly_amount?: ScheduleLineDto[] | null;

  @ApiPropertyOptional({ nullable: true, description: 'Payment method id of the first payment (default cash)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  method?: number | null;

  @ApiPropertyOptional({ nullable: true, example: '12650.000000', description: 'UZS per 1 USD, for a wallet in another currency; default: the stored rate of the confirm day' })
  @IsOptional()
  @IsRate()
  exchange_rate?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'User id of the manager credited with the sale (default: the creator)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  seller?: number | null;

  @ApiPropertyOptional({ nullable: true, maxLength: COMMENT_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(COMMENT_MAX)
  comment?: string | null;
}

export class SaleIdDto {
  @ApiProperty({ description: 'Sale id' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2147483647)
  id: number;
}

export class DeclineSaleDto extends SaleIdDto {
  @ReasonField('Why the sale is declined: recorded on its audit entry (trimmed, ≤ 500 characters)')
  reason?: string | null;
}

export class ConfirmSaleDto extends SaleIdDto {
  @ApiPropertyOptional({
    nullable: true,
    example: '12650.000000',
    description: "UZS per 1 USD for booking paid_amount; overrides the sale's rate (needed when the wallet's currency differs and no rate is stored)",
  })
  @IsOptional()
  @IsRate()
  exchange_rate?: string | null;
}

/** The longest contract number (sale.contract_number is varchar(50)). */
export const CONTRACT_NUMBER_MAX = 50;

/** PATCH /api/sale/{id}/contract/: the contract's number and date of a confirmed or refused sale. */
export class SaleContractDto {
  @ApiPropertyOptional({ maxLength: CONTRACT_NUMBER_MAX, example: '3-15', description: 'Unique among sales (409 sale.contract_number_taken); trimmed' })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONTRACT_NUMBER_MAX)
  contract_number?: string;

  @ApiPropertyOptional({ example: '2026-03-01', format: 'date', description: 'The contract day (YYYY-MM-DD)' })
  @IsOptional()
  @Matches(DAY)
  @IsDateString({ strict: true })
  contract_date?: string;
}

export class SaleListQueryDto extends ListQueryDto {
  @IntFilter('Building id (of the room)')
  building?: number;

  @IntFilter('Room id')
  room?: number;

  @IntFilter('Client id')
  client?: number;

  @IntFilter('Lead id')
  lid?: number;

  @IntFilter('Seller (user) id')
  seller?: number;

  @ApiPropertyOptional({ enum: SALE_STATUSES })
  @IsOptional()
  @IsIn(SALE_STATUSES)
  status?: (typeof SALE_STATUSES)[number];

  @IntFilter('Currency id (1 UZS, 2 USD)')
  currency?: number;

  @DayFilter('2026-01-01', 'Created on or after this Tashkent day')
  date_from?: string;

  @DayFilter('2026-01-31', 'Created on or before this Tashkent day')
  date_to?: string;

  @DayFilter('2026-01-01', 'Approved on or after this Tashkent day')
  approved_from?: string;

  @DayFilter('2026-01-31', 'Approved on or before this Tashkent day')
  approved_to?: string;
}

/** The pending list: the sale list's filters, status fixed to pending. */
export class PendingSaleListQueryDto extends ListQueryDto {
  @IntFilter('Building id (of the room)')
  building?: number;

  @IntFilter('Client id')
  client?: number;

  @IntFilter('Seller (user) id')
  seller?: number;

  @IntFilter('Currency id (1 UZS, 2 USD)')
  currency?: number;
}

export class SaleExportQueryDto extends SaleListQueryDto {
  @SheetLanguage('Language of the column headers (else Accept-Language)')
  language?: 'uz' | 'ru';
}

export class SaleOperationsQueryDto extends ListQueryDto {}
