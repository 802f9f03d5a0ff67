import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { WALLET_OPERATION_KINDS } from '@mijozlar/shared';
import { ListQueryDto, ToBoolean } from '../../../common/list/list-query.dto';
import { CURRENCIES, DayFilter, IdField, IdFilter, SheetLanguage } from '../../../common/list/fields';
import { ReasonField } from '../../../common/list/reason.field';
import { AmountField, CommentField, MethodField, MovedAtField, RateField } from '../../../common/money/money.fields';

export const OPERATION_TYPES = ['replenish', 'withdraw'] as const;
/** Kinds a user may choose by hand; the others come from a link (salary, construction, return_refusal) or another flow. */
export const MANUAL_KINDS = ['inflow', 'outflow', 'prepaid', 'investments'] as const;
export type ManualKind = (typeof MANUAL_KINDS)[number];
/** A month as YYYY-MM or any day of it as YYYY-MM-DD (stored as the month's first day). */
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

export class CreateWalletOperationDto {
  @ApiProperty({ description: 'Wallet id' })
  @IdField()
  wallet: number;

  @ApiProperty({ enum: OPERATION_TYPES })
  @IsIn(OPERATION_TYPES)
  operation_type: (typeof OPERATION_TYPES)[number];

  @AmountField('1500.00', "Positive, in the wallet's currency")
  amount: string;

  @MethodField()
  method: number;

  @CommentField()
  comment: string;

  @MovedAtField('When the money moved: an ISO date-time, or a Tashkent day (today: now; another day: its start). Default now; not after today.', '2026-03-01T10:30:00+05:00')
  date?: string;

  @RateField("UZS per 1 USD; default the operation day's stored rate")
  exchange_rate?: string | null;

  @ApiPropertyOptional({ enum: MANUAL_KINDS, description: 'Default inflow (replenish) or outflow (withdraw); a link sets salary, construction or return_refusal' })
  @IsOptional()
  @IsIn(MANUAL_KINDS)
  kind?: ManualKind | null;

  @ApiPropertyOptional({ description: 'Salary payment: the employee (withdraw only, with salary_date)' })
  @IsOptional()
  @IdField()
  employee_id?: number | null;

  @ApiPropertyOptional({ example: '2026-03', description: 'The month the salary is for (YYYY-MM or YYYY-MM-DD)' })
  @IsOptional()
  @IsString()
  @Matches(MONTH_PATTERN)
  salary_date?: string | null;

  @ApiPropertyOptional({ description: 'Construction expense: the construction project (withdraw only)' })
  @IsOptional()
  @IdField()
  construction_building_id?: number | null;

  @ApiPropertyOptional({ description: "Refusal payout (withdraw only, wallet in the refusal's currency, needs REFUSAL_WRITE)" })
  @IsOptional()
  @IdField()
  refusal_id?: number | null;
}

/** PUT: the fields given replace the old operation's; null clears a link or the rate. */
export class UpdateWalletOperationDto extends PartialType(CreateWalletOperationDto) {
  @ReasonField('Why the operation is corrected: recorded on the audit entries of the correction (trimmed, ≤ 500 characters)')
  reason?: string | null;
}

export class TransferDto {
  @ApiProperty({ description: 'Wallet the money leaves' })
  @IdField()
  from_wallet: number;

  @ApiProperty({ description: 'Wallet the money enters' })
  @IdField()
  to_wallet: number;

  @AmountField('1000.00', "In from_wallet's currency")
  amount: string;

  @RateField('UZS per 1 USD; required between UZS and USD')
  exchange_rate?: string | null;

  @CommentField()
  comment: string;

  @MovedAtField('As for an operation; default now')
  date?: string;

  @ApiPropertyOptional({ description: 'Payment method id; default cash' })
  @IsOptional()
  @IdField()
  method?: number;
}

export class WalletOperationListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Wallet id' })
  @IdFilter()
  wallet?: number;

  @ApiPropertyOptional({ enum: OPERATION_TYPES })
  @IsOptional()
  @IsIn(OPERATION_TYPES)
  operation_type?: (typeof OPERATION_TYPES)[number];

  @ApiPropertyOptional({ enum: WALLET_OPERATION_KINDS })
  @IsOptional()
  @IsIn(WALLET_OPERATION_KINDS)
  kind?: (typeof WALLET_OPERATION_KINDS)[number];

  @ApiPropertyOptional({ description: 'Payment method id' })
  @IdFilter()
  method?: number;

  @ApiPropertyOptional({ description: 'User id of whoever wrote the operation' })
  @IdFilter()
  executor?: number;

  @ApiPropertyOptional()
  @IdFilter()
  employee_id?: number;

  @ApiPropertyOptional()
  @IdFilter()
  construction_building_id?: number;

  @ApiPropertyOptional()
  @IdFilter()
  refusal_id?: number;

  @ApiPropertyOptional({ description: 'Sale id' })
  @IdFilter()
  sale?: number;

  @ApiPropertyOptional({ description: 'Client id' })
  @IdFilter()
  client?: number;

  @ApiPropertyOptional({ description: 'Investor id' })
  @IdFilter()
  investor?: number;

  @ApiPropertyOptional({ enum: CURRENCIES, description: "The wallet's currency" })
  @IdFilter()
  @IsIn(CURRENCIES)
  currency?: number;

  @DayFilter('2026-01-01', 'From this Tashkent day (inclusive)')
  date_from?: string;

  @DayFilter('2026-01-31', 'To this Tashkent day (inclusive)')
  date_to?: string;

  @ApiPropertyOptional({ description: 'true: only transfer legs; false: no transfer legs' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  transfer?: boolean;
}

export class WalletOperationExportQueryDto extends WalletOperationListQueryDto {
  @SheetLanguage('Language of the sheet (else Accept-Language)')
  language?: 'uz' | 'ru';
}

export type OperationFilters = Omit<WalletOperationListQueryDto, 'page' | 'page_size' | 'search' | 'ordering'>;
