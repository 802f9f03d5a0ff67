import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { CollectionsError } from '@mijozlar/shared';
import { codedRule } from '../../../common/errors/api-error';
import { Decimal } from '../../../common/money/money';

/** A JSON number is taken as its shortest decimal text (0.05 → "0.05"); strings are the safe way. */
const numberAsText = () =>
  Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value));

const RATE_TEXT = /^\d{1,2}(\.\d{1,4})?$/;
const CAP_TEXT = /^\d{1,3}(\.\d{1,2})?$/;

/** % per day late: a decimal string 0..10 with at most 4 decimals (numeric(7,4)). */
export const isPenaltyRate = (value: unknown): boolean => typeof value === 'string' && RATE_TEXT.test(value) && new Decimal(value).lte(10);
/** % of the sale's amount: a decimal string 0..100 with at most 2 decimals (numeric(6,2)). */
export const isPenaltyCap = (value: unknown): boolean => typeof value === 'string' && CAP_TEXT.test(value) && new Decimal(value).lte(100);
/** Days of grace: a whole number 0..365. */
export const isGraceDays = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 365;

export const PenaltyRateField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '0.0500', description: 'Penalty in % per day late of the unpaid part, 0..10 (0 = none), up to 4 decimals' }),
    numberAsText(),
    IsOptional(),
    ValidateBy({ name: codedRule(CollectionsError.PENALTY_RATE_RANGE), validator: { validate: isPenaltyRate } }),
  );

export const PenaltyCapField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '5.00', description: "A debt's penalty is at most this % of the sale's amount, 0..100, up to 2 decimals" }),
    numberAsText(),
    IsOptional(),
    ValidateBy({ name: codedRule(CollectionsError.PENALTY_CAP_RANGE), validator: { validate: isPenaltyCap } }),
  );

export const GraceDaysField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 3, description: 'Days after an instalment’s date before it earns penalty, 0..365' }),
    IsOptional(),
    ValidateBy({ name: codedRule(CollectionsError.GRACE_DAYS_RANGE), validator: { validate: isGraceDays } }),
  );
