import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { INT32_MAX, strictInt } from '../errors/validation';

/** page, page_size, search, ordering: every list endpoint's query extends this. */
export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: INT32_MAX, default: 1 })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(INT32_MAX)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: INT32_MAX, description: 'Default 20; capped per list (1000, rooms 10000)' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(INT32_MAX)
  page_size?: number;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ description: 'Comma-separated fields, "-" for descending, e.g. "-date_joined,full_name"' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  ordering?: string;
}

/** Query-string booleans as integrators send them: true/false, True/False, 1/0. */
export function ToBoolean(): PropertyDecorator {
  return Transform(({ value }) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'boolean') return value;
    const text = String(value).toLowerCase();
    if (['true', '1', 'yes'].includes(text)) return true;
    if (['false', '0', 'no'].includes(text)) return false;
    return value; // left as is: @IsBoolean() rejects it with a field error
  });
}

/**
 * Query-string integers; an empty value means "not given". Only canonical decimal within 32 bits
 * ("16", "-2") becomes a number: "0x10", "1e1", "16.0", "+16" or 2147483648 are left as they are,
 * so that @IsInt() refuses them with a field error (the global pipe refuses them first anyway).
 */
export function ToInt(): PropertyDecorator {
  return Transform(({ value }) => {
    if (value === undefined || value === null || value === '') return undefined;
    return strictInt(value) ?? value;
  });
}
