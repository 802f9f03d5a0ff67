import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { ListQueryDto, ToInt } from '../../../common/list/list-query.dto';

export class ReferenceQueryDto extends ListQueryDto {}

export class CityQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Region id' })
  @IsOptional()
  @ToInt()
  @IsInt()
  region?: number;
}
