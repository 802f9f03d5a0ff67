import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { IntFilter, RequiredText } from '../../../common/list/fields';

export const SMS_TEXT_MAX = 1000;
export const SMS_STATUSES = ['not_sent', 'queued', 'sent', 'failed'] as const;
export const PEOPLE_GROUP_KINDS = ['manual', 'all_clients', 'active_lids', 'debtors', 'overdue_debtors'] as const;
const MAX_IDS = 10000;

/** An optional list of row ids (at most MAX_IDS). */
const IdList = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional(description === undefined ? { type: [Number] } : { type: [Number], description }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(MAX_IDS),
    Type(() => Number),
    IsInt({ each: true }),
    Min(1, { each: true }),
  );

export class SendSmsDto {
  @IdList('Client ids (not together with lids)')
  clients?: number[];

  @IdList('Lead ids (not together with clients)')
  lids?: number[];

  @ApiPropertyOptional({ description: 'People group id (GET /api/people-group/)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  people_group?: number | null;

  @RequiredText(SMS_TEXT_MAX)
  text: string;
}

export class SmsListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: SMS_STATUSES })
  @IsOptional()
  @IsIn(SMS_STATUSES)
  status?: (typeof SMS_STATUSES)[number];

  @IntFilter('Client id')
  client?: number;

  @IntFilter('Lead id')
  lid?: number;

  @IntFilter('People group id')
  people_group?: number;
}

export class PeopleGroupDto {
  @ApiProperty({ maxLength: 200, description: 'The name (both languages unless name_ru is given)' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name_ru?: string | null;

  @IdList()
  clients?: number[];

  @IdList()
  lids?: number[];
}

export class UpdatePeopleGroupDto extends PartialType(PeopleGroupDto) {}

export class PeopleGroupListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: PEOPLE_GROUP_KINDS })
  @IsOptional()
  @IsIn(PEOPLE_GROUP_KINDS)
  kind?: (typeof PEOPLE_GROUP_KINDS)[number];
}
