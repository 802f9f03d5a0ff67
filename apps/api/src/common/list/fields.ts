import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { ToInt } from './list-query.dto';

// Field decorators the DTOs share: one definition for each kind of field.

/** Surrounding spaces are not part of a text: "  " is an empty (required) value. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A positive row id in a body (int4). */
export const IdField = () => applyDecorators(Type(() => Number), IsInt(), Min(1), Max(2147483647));

/** A positive row id in a query string (an empty value means "not given"). */
export const IdFilter = () => applyDecorators(IsOptional(), ToInt(), IsInt(), Min(1), Max(2147483647));

export const CURRENCIES = [CURRENCY_UZS, CURRENCY_USD] as const;

/** A Tashkent day as a query string gives it: YYYY-MM-DD. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An optional day filter (date_from, to_date…): a real YYYY-MM-DD day. */
export const DayFilter = (example: string, description: string) =>
  applyDecorators(ApiPropertyOptional({ example, description }), IsOptional(), IsDateString({ strict: true }), Matches(DAY));

/** An optional whole-number filter (an empty value means "not given"). */
export const IntFilter = (description: string) => applyDecorators(ApiPropertyOptional({ description }), IsOptional(), ToInt(), IsInt());

/** `language` of an exported sheet: uz or ru (else the request's Accept-Language). */
export const SheetLanguage = (description: string) => applyDecorators(ApiPropertyOptional({ enum: ['uz', 'ru'], description }), IsOptional(), IsIn(['uz', 'ru']));

/** An optional whole-number filter of at least 1. */
export const PositiveIntFilter = (description: string) => applyDecorators(IntFilter(description), Min(1));

/** An optional row id filter, described. */
export const IdQuery = (description: string) => applyDecorators(ApiPropertyOptional({ description }), IdFilter());

/** A required text of at most `maxLength` characters. */
export const RequiredText = (maxLength: number) => applyDecorators(ApiProperty({ maxLength }), IsString(), IsNotEmpty(), MaxLength(maxLength));
