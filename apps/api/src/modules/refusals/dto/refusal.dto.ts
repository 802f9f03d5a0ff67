import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { CURRENCIES, DayFilter, IdField, IdFilter, Trim } from '../../../common/list/fields';
import { ReasonField } from '../../../common/list/reason.field';

export class CreateRefusalDto {
  @ApiProperty({ description: 'Id of an approved sale' })
  @IdField()
  sale: number;

  @ApiPropertyOptional({ maxLength: 2000, nullable: true })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(2000)
  comment?: string | null;

  @ReasonField('Why the sale is refused: recorded on the audit entries of the refusal (trimmed, ≤ 500 characters)', true)
  reason?: string | null;
}

export class RefusalListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Client id' })
  @IdFilter()
  client?: number;

  @ApiPropertyOptional({ description: 'Building id (of the room)' })
  @IdFilter()
  building?: number;

  @ApiPropertyOptional({ enum: CURRENCIES })
  @IdFilter()
  @IsIn(CURRENCIES)
  currency?: number;

  @DayFilter('2026-01-01', 'Created from this Tashkent day (inclusive)')
  date_from?: string;

  @DayFilter('2026-01-31', 'Created up to this Tashkent day (inclusive)')
  date_to?: string;
}

export type RefusalFilters = Omit<RefusalListQueryDto, 'page' | 'page_size' | 'search' | 'ordering'>;
