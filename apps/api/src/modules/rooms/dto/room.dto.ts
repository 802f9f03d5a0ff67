import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ROOM_STATUS_CODES } from '@mijozlar/shared';
import { ListQueryDto, ToBoolean, ToInt } from '../../../common/list/list-query.dto';
import { IntFilter, PositiveIntFilter, SheetLanguage } from '../../../common/list/fields';

/** Area: up to 8 integer digits and 2 decimals. Money: up to 18 and 2. Numbers are accepted and read as text. */
export const AREA_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
export const MONEY_PATTERN = /^\d{1,18}(\.\d{1,2})?$/;
/** A room status by id or by code. */
export const STATUS_PATTERN = new RegExp(`^(\\d{1,9}|${ROOM_STATUS_CODES.join('|')})$`);

const ToText = () => Transform(({ value }) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value));

/** The room filters shared by the list, the grid and the export. */
export class RoomFilterDto {
  @IntFilter('Building id')
  building?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt()
  floor?: number;

  @ApiPropertyOptional({ description: 'Status id, or code: free, booked, sold, closed' })
  @IsOptional()
  @ToText()
  @Matches(STATUS_PATTERN)
  status?: string;

  @ApiPropertyOptional({ description: 'Room number (exact)' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  number?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt()
  entrance?: number;

  @IntFilter('Block id')
  block?: number;

  @ApiPropertyOptional({ example: '40.5' })
  @IsOptional()
  @Matches(AREA_PATTERN)
  area_range_min?: string;

  @ApiPropertyOptional({ example: '80' })
  @IsOptional()
  @Matches(AREA_PATTERN)
  area_range_max?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt()
  rooms_count?: number;

  @IntFilter('Client id: the rooms booked or sold to this client (a client page lists them)')
  client?: number;
}

export class RoomListQueryDto extends IntersectionType(ListQueryDto, RoomFilterDto) {}

/** free-list / not-free-list: page, page_size, building, search. */
export class RoomShortListQueryDto extends ListQueryDto {
  @IntFilter('Building id')
  building?: number;
}

export class RoomGridQueryDto {
  @ApiPropertyOptional({ description: 'Status id or code' })
  @IsOptional()
  @ToText()
  @Matches(STATUS_PATTERN)
  status?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt()
  rooms_count?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(AREA_PATTERN)
  area_range_min?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(AREA_PATTERN)
  area_range_max?: string;

  @IntFilter('Block id')
  block?: number;
}

export class RoomExportQueryDto extends RoomListQueryDto {
  @SheetLanguage('Language of the column headers (else Accept-Language)')
  language?: 'uz' | 'ru';
}

export class RoomTemplateQueryDto {
  @ApiPropertyOptional({ enum: ['uz', 'ru'] })
  @IsOptional()
  @IsIn(['uz', 'ru'])
  language?: 'uz' | 'ru';
}

export class RoomImportQueryDto {
  @ApiPropertyOptional({ description: 'Check every row and answer the errors without writing' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  dry_run?: boolean;
}

export class RoomCreateQueryDto {
  @PositiveIntFilter('Building id (or `building` in the body)')
  building?: number;
}

export class CreateRoomDto {
  @ApiPropertyOptional({ description: 'Building id; may come from the query instead' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  building?: number;

  @ApiPropertyOptional({ nullable: true, description: 'Block id (of the same building)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  block?: number | null;

  @ApiProperty({ maxLength: 20, example: '12A' })
  @ToText()
  @IsString()
  @IsNotEmpty()
  @MaxLength(20)
  number: string;

  @ApiProperty({ minimum: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  floor: number;

  @ApiProperty({ minimum: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  entrance: number;

  @ApiProperty({ example: '65.40', description: 'm², > 0' })
  @ToText()
  @IsNotEmpty()
  @Matches(AREA_PATTERN)
  area: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(50)
  rooms_count?: number | null;

  @ApiProperty({ example: 1, description: 'Status id (a code is accepted): free, booked, sold, closed' })
  @ToText()
  @IsNotEmpty()
  @Matches(STATUS_PATTERN)
  status: string;

  @ApiProperty({ example: '85000.00' })
  @ToText()
  @IsNotEmpty()
  @Matches(MONEY_PATTERN)
  price: string;

  @ApiPropertyOptional({ default: 2, description: 'Currency id (1 UZS, 2 USD)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  currency?: number;

  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Client id (booker or buyer); not together with lid' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  client?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'Lead id (booker or buyer); not together with client' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  lid?: number | null;

  @ApiPropertyOptional({ nullable: true, example: '2026-12-31', description: 'Last day of the booking (required when booked)' })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  booking_end_date?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Id of an uploaded image (image_type building)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  photo?: number | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  is_resold?: boolean;
}

export class UpdateRoomDto extends PartialType(CreateRoomDto) {}
