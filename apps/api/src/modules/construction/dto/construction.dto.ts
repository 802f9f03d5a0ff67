import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ListQueryDto, ToBoolean, ToInt } from '../../../common/list/list-query.dto';
import { CURRENCIES, DayFilter, SheetLanguage } from '../../../common/list/fields';

/** Surrounding spaces are not part of a name: "  " is an empty (required) name. */
const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const FLOOR_MAX = 200;
export const ROOM_MAX = 100000;
export const ENTRANCE_MAX = 100;

export class CreateConstructionDto {
  @ApiProperty({ maxLength: 200, example: 'Yunusobod 12-uy' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiProperty({ minimum: 0, maximum: FLOOR_MAX })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(FLOOR_MAX)
  floor_count: number;

  @ApiProperty({ minimum: 0, maximum: ROOM_MAX })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(ROOM_MAX)
  room_count: number;

  @ApiProperty({ minimum: 0, maximum: ENTRANCE_MAX })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(ENTRANCE_MAX)
  entrance_count: number;
}

export class UpdateConstructionDto extends PartialType(CreateConstructionDto) {}

export class ConstructionListQueryDto extends ListQueryDto {}

export const OPERATION_SOURCES = ['wallet_operation', 'supplier_delivery'] as const;
export type OperationSource = (typeof OPERATION_SOURCES)[number];

/** Filters of a project's operations (list, export). */
export class ConstructionOperationFiltersDto extends ListQueryDto {
  @DayFilter('2026-01-01', 'From this Tashkent day (inclusive)')
  date_from?: string;

  @DayFilter('2026-01-31', 'To this Tashkent day (inclusive)')
  date_to?: string;

  @ApiPropertyOptional({ enum: CURRENCIES, description: 'Currency id: 1 UZS, 2 USD' })
  @IsOptional()
  @ToInt()
  @IsIn(CURRENCIES)
  currency?: number;

  @ApiPropertyOptional({ enum: OPERATION_SOURCES })
  @IsOptional()
  @IsIn(OPERATION_SOURCES)
  source?: OperationSource;
}

export class ConstructionOperationExportQueryDto extends ConstructionOperationFiltersDto {
  @SheetLanguage('Language of the sheet (else Accept-Language)')
  language?: 'uz' | 'ru';
}

export class ConstructionLanguageQueryDto {
  @SheetLanguage('Language of the sheet (else Accept-Language)')
  language?: 'uz' | 'ru';
}

export class ConstructionImportQueryDto {
  @ApiPropertyOptional({ description: 'true: check every row and answer the errors; nothing is written' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  dry_run?: boolean;
}
