import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsDateString, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsUzPhone } from '../../../common/auth/phone.validator';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { IsAmount, IsRate } from '../../../common/money/money.validators';
import { DAY_PATTERN } from '../../wallets/dto/exchange-rate.dto';
import { COMMENT_MAX, OPERATION_TYPES } from '../../wallets/dto/wallet-operation.dto';
import { CURRENCIES, IdField, IdFilter, Trim } from '../../wallets/dto/wallet.dto';

/** Investor names: 2 to 140 characters each, surrounding spaces not counted (document 1, validation). */
export const NAME_MIN = 2;
export const NAME_MAX = 140;

export class CreateInvestorDto {
  @ApiProperty({ minLength: NAME_MIN, maxLength: NAME_MAX, example: 'Akmal' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MinLength(NAME_MIN)
  @MaxLength(NAME_MAX)
  first_name: string;

  @ApiProperty({ minLength: NAME_MIN, maxLength: NAME_MAX, example: 'Karimov' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MinLength(NAME_MIN)
  @MaxLength(NAME_MAX)
  last_name: string;

  @ApiProperty({ example: '+998 (90) 123-45-67', description: 'Masked or plain; stored as +998901234567' })
  @IsUzPhone()
  phone_number: string;

  @ApiPropertyOptional({ nullable: true, description: 'Investor type id (GET /api/investors/types/); null: none' })
  @IsOptional()
  @IdField()
  investor_type?: number | null;
}

/** PUT: the fields given replace the investor's; names and phone cannot be cleared. */
export class UpdateInvestorDto extends PartialType(CreateInvestorDto) {}

export class InvestorListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Investor type id' })
  @IdFilter()
  investor_type?: number;
}

export class InvestorExportQueryDto extends InvestorListQueryDto {
  @ApiPropertyOptional({ enum: ['uz', 'ru'], description: 'Language of the sheet (else Accept-Language)' })
  @IsOptional()
  @IsIn(['uz', 'ru'])
  language?: 'uz' | 'ru';
}

export class TotalInvestmentsQueryDto {
  @ApiPropertyOptional({ description: 'Only investors of this type' })
  @IdFilter()
  investor_type?: number;
}

/** replenish-operation/ and withdraw-operation/: the direction comes from the path. */
export class InvestorMoneyDto {
  @ApiPropertyOptional({
    enum: OPERATION_TYPES,
    description: "As the spec's calls send it: replenish on replenish-operation/, withdraw on withdraw-operation/; the other value is 400 investor.operation_type_mismatch",
  })
  @IsOptional()
  @IsIn(OPERATION_TYPES)
  operation_type?: (typeof OPERATION_TYPES)[number];

  @ApiProperty({ description: 'Wallet id; the money is in its currency' })
  @IdField()
  wallet: number;

  @ApiProperty({ example: '1500.00', description: "Positive, in the wallet's currency" })
  @IsAmount()
  amount: string;

  @ApiProperty({ description: 'Payment method id (GET /api/payment-method/)' })
  @IdField()
  method: number;

  @ApiProperty({ maxLength: COMMENT_MAX })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(COMMENT_MAX)
  comment: string;

  @ApiPropertyOptional({
    example: '2026-03-01',
    description: 'When the money moved: an ISO date-time, or a Tashkent day (today: now; another day: its start). Default now; not after today.',
  })
  @IsOptional()
  @IsDateString({ strict: true })
  date?: string;

  @ApiPropertyOptional({ example: '12650.00', description: "UZS per 1 USD (values the operation in USD); default the operation day's stored rate" })
  @IsOptional()
  @IsRate()
  exchange_rate?: string | null;
}

export class InvestorOperationsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: OPERATION_TYPES, description: 'replenish (money in) or withdraw (money out); reversals have the opposite direction' })
  @IsOptional()
  @IsIn(OPERATION_TYPES)
  operation_type?: (typeof OPERATION_TYPES)[number];

  @ApiPropertyOptional({ enum: CURRENCIES, description: "The wallet's currency" })
  @IdFilter()
  @IsIn(CURRENCIES)
  currency?: number;

  @ApiPropertyOptional({ description: 'Wallet id' })
  @IdFilter()
  wallet?: number;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'From this Tashkent day (inclusive)' })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY_PATTERN)
  date_from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'To this Tashkent day (inclusive)' })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY_PATTERN)
  date_to?: string;
}

export class InvestorOperationsExportQueryDto extends InvestorOperationsQueryDto {
  @ApiPropertyOptional({ enum: ['uz', 'ru'], description: 'Language of the sheet (else Accept-Language)' })
  @IsOptional()
  @IsIn(['uz', 'ru'])
  language?: 'uz' | 'ru';
}
