import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { DAY_PATTERN } from '../../wallets/dto/exchange-rate.dto';
import { CURRENCIES, IdField, IdFilter, Trim } from '../../wallets/dto/wallet.dto';

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

  @ApiPropertyOptional({ example: '2026-01-01', description: 'Created from this Tashkent day (inclusive)' })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY_PATTERN)
  date_from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'Created up to this Tashkent day (inclusive)' })
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DAY_PATTERN)
  date_to?: string;
}

export type RefusalFilters = Omit<RefusalListQueryDto, 'page' | 'page_size' | 'search' | 'ordering'>;
