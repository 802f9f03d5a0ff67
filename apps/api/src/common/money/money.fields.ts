import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IdField, Trim } from '../list/fields';
import { COMMENT_MAX } from './money';
import { IsAmount, IsRate } from './money.validators';

// The fields of a money movement (wallet and investor operations, transfers, payments), each
// with its validation and its OpenAPI description given by the DTO.

export { COMMENT_MAX };

/** A required amount above zero, as a decimal string. */
export const AmountField = (example: string, description: string) => applyDecorators(ApiProperty({ example, description }), IsAmount());

/** An optional exchange rate (UZS per 1 USD) as a decimal string. */
export const RateField = (description: string) => applyDecorators(ApiPropertyOptional({ example: '12650.00', description }), IsOptional(), IsRate());

/** The required comment: trimmed, not empty, at most COMMENT_MAX characters. */
export const CommentField = () => applyDecorators(ApiProperty({ maxLength: COMMENT_MAX }), Trim(), IsString(), IsNotEmpty(), MaxLength(COMMENT_MAX));

/** When the money moved: an optional ISO date-time or Tashkent day. */
export const MovedAtField = (description: string, example?: string) =>
  applyDecorators(ApiPropertyOptional(example === undefined ? { description } : { example, description }), IsOptional(), IsDateString({ strict: true }));

/** The payment method of a movement, by id. */
export const MethodField = () => applyDecorators(ApiProperty({ description: 'Payment method id (GET /api/payment-method/)' }), IdField());
