import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsUzPhone } from '../../../common/auth/phone.validator';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { CURRENCIES, DayFilter, IdField, IdFilter, SheetLanguage, Trim } from '../../../common/list/fields';
import { OPERATION_TYPES } from '../../wallets/dto/wallet-operation.dto';
import { AmountField, CommentField, MethodField, MovedAtField, RateField } from '../../../common/money/money.fields';

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
  @SheetLanguage('Language of the sheet (else Accept-Language)')
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

  @AmountField('1500.00', "Positive, in the wallet's currency")
  amount: string;

  @MethodField()
  method: number;

  @CommentField()
  comment: string;

  @MovedAtField('When the money moved: an ISO date-time, or a Tashkent day (today: now; another day: its start). Default now; not after today.', '2026-03-01')
  date?: string;

  @RateField("UZS per 1 USD (values the operation in USD); default the operation day's stored rate")
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

  @DayFilter('2026-01-01', 'From this Tashkent day (inclusive)')
  date_from?: string;

  @DayFilter('2026-01-31', 'To this Tashkent day (inclusive)')
  date_to?: string;
}

export class InvestorOperationsExportQueryDto extends InvestorOperationsQueryDto {
  @SheetLanguage('Language of the sheet (else Accept-Language)')
  language?: 'uz' | 'ru';
}
