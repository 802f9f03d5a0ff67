import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, ValidateBy } from 'class-validator';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { isResponsibleFilter } from '../../debts/dto/client-debt.dto';

const CODES: Record<string, number> = { UZS: CURRENCY_UZS, USD: CURRENCY_USD, [String(CURRENCY_UZS)]: CURRENCY_UZS, [String(CURRENCY_USD)]: CURRENCY_USD };

/** GET /api/statistics/debt-aging/: one currency (required) and optionally one collector. */
export class DebtAgingQueryDto {
  @ApiProperty({ example: 'USD', description: 'Required: the currency code (UZS, USD) or id (1 UZS, 2 USD)' })
  @Transform(({ value }) => (typeof value === 'string' && CODES[value.trim().toUpperCase()] !== undefined ? CODES[value.trim().toUpperCase()] : value))
  @IsDefined()
  // Not @IsIn([1, 2]): the global pipe would take an integer list for an integer field and refuse "UZS" before the transform.
  @ValidateBy({ name: 'currency', validator: { validate: (v: unknown) => v === CURRENCY_UZS || v === CURRENCY_USD, defaultMessage: () => 'currency must be UZS, USD, 1 or 2' } })
  currency: number | string; // 1 or 2 once validated

  @ApiPropertyOptional({ example: 'me', description: "The debts' collector: a user id, `me` (the signed-in user) or `none` (nobody responsible); default every debt" })
  @IsOptional()
  @ValidateBy({ name: 'responsible', validator: { validate: isResponsibleFilter, defaultMessage: () => 'responsible must be a user id, me or none' } })
  responsible?: string;
}
