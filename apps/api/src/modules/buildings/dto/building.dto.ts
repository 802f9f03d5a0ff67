import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { IntFilter } from '../../../common/list/fields';

/** Surrounding spaces are not part of a name: "  " is an empty (required) name. */
const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class CreateBuildingDto {
  @ApiProperty({ maxLength: 200, example: "Navro'z Residence" })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiProperty({ minimum: 1, maximum: 200 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  floor_count: number;

  @ApiProperty({ minimum: 0, maximum: 100000, description: 'Planned number of rooms (as typed; rooms_total counts the rooms that exist)' })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100000)
  room_count: number;

  @ApiProperty({ minimum: 1, maximum: 50 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  entrance_count: number;

  @ApiPropertyOptional({ maxLength: 500, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  address?: string | null;

  @ApiPropertyOptional({ type: [Number], description: 'Ids of uploaded images (image_type building), in display order' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @Type(() => Number)
  @IsInt({ each: true })
  @Min(1, { each: true })
  photos?: number[];
}

export class UpdateBuildingDto extends PartialType(CreateBuildingDto) {}

export class BuildingListQueryDto extends ListQueryDto {}

export class CreateBlockDto {
  @ApiProperty({ description: 'Building id' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  building: number;

  @ApiProperty({ maxLength: 100, example: 'A' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;
}

export class UpdateBlockDto extends PartialType(CreateBlockDto) {}

export class BlockListQueryDto extends ListQueryDto {
  @IntFilter('Building id')
  building?: number;
}

export class CreateGroupDto {
  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ type: [Number], description: 'Building ids' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @Type(() => Number)
  @IsInt({ each: true })
  @Min(1, { each: true })
  buildings?: number[];
}

export class UpdateGroupDto extends PartialType(CreateGroupDto) {}

export class GroupListQueryDto extends ListQueryDto {
  @IntFilter('Groups that hold this building')
  building?: number;
}
