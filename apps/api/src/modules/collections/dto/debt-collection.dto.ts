import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDateString,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { DEBT_CONTACT_CHANNELS, DEBT_CONTACT_RESULTS, type DebtContactChannel, type DebtContactResult } from '@mijozlar/shared';
import { DAY, IdField, Trim } from '../../../common/list/fields';
import { COMMENT_MAX } from '../../../common/money/money';
import { IsAmount } from '../../../common/money/money.validators';
import { AmountField } from '../../../common/money/money.fields';
import { REASON_MAX } from '../../../common/list/reason.field';
import { PenaltyCapField, PenaltyRateField } from './collections.fields';

/** At most this many debts in one reassignment. */
export const REASSIGN_MAX = 1000;

/** PATCH /api/client-debt/{id}/: the collector and the penalty terms (absent = unchanged). */
export class DebtCollectionDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'An active user id; null = nobody responsible' })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IdField()
  responsible?: number | null;

  @PenaltyRateField()
  penalty_rate?: string;

  @PenaltyCapField()
  penalty_cap_percent?: string;
}

/** POST /api/client-debt/reassign/: give these debts to one collector (all or none). */
export class ReassignDebtsDto {
  @ApiProperty({ type: [Number], maxItems: REASSIGN_MAX, description: 'Client debt ids (1..1000; repeats count once)' })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(REASSIGN_MAX)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2147483647, { each: true })
  debts!: number[];

  @ApiProperty({ type: Number, description: 'An active user id (to leave a debt with nobody responsible: PATCH it with responsible null)' })
  @IdField()
  responsible!: number;
}

/** POST /api/client-debt/{id}/contacts/: one entry of the collection log. */
export class CreateDebtContactDto {
  @ApiPropertyOptional({ example: '2026-03-10', description: "The contact's Tashkent day; default today; not in the future" })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY)
  date?: string;

  @ApiProperty({ enum: DEBT_CONTACT_CHANNELS })
  @IsIn(DEBT_CONTACT_CHANNELS)
  channel!: DebtContactChannel;

  @ApiProperty({ enum: DEBT_CONTACT_RESULTS })
  @IsIn(DEBT_CONTACT_RESULTS)
  result!: DebtContactResult;

  @ApiPropertyOptional({ example: '2026-03-15', description: 'Required when result is promised (today or later); not allowed otherwise' })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY)
  promised_date?: string;

  @ApiPropertyOptional({
    example: '1500.00',
    description: "Only when result is promised; above zero, in the debt's currency. Default: the overdue amount, else the unpaid part of the next instalment",
  })
  @IsOptional()
  @IsAmount()
  promised_amount?: string;

  @ApiPropertyOptional({ maxLength: COMMENT_MAX, default: '' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(COMMENT_MAX)
  comment?: string;
}

/** POST /api/client-debt/{id}/penalty-waive/: lower the debt's outstanding penalty, with why. */
export class PenaltyWaiveDto {
  @AmountField('25.50', "Above zero and at most the debt's outstanding penalty at that moment; a decimal string in the debt's currency")
  amount!: string;

  @ApiProperty({ maxLength: REASON_MAX, example: 'Mijoz kasal edi', description: 'Why (1..500 characters, trimmed): recorded on the audit entry' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(REASON_MAX)
  reason!: string;
}
