import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDateString, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { PhoneField } from '../../../common/auth/phone.validator';
import { ListQueryDto, ToBoolean, ToInt } from '../../../common/list/list-query.dto';
import { IntFilter, RequiredText } from '../../../common/list/fields';

export const NOTE_MAX = 5000;

export class CreateLidDto {
  @RequiredText(200)
  name: string;

  @PhoneField()
  phone_number: string;

  @ApiProperty({ description: 'Lead status id: 1 new, 2 in_process, 3 cancelled' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  status: number;

  @ApiProperty({ example: '2026-03-01' })
  @IsDateString({ strict: true })
  call_date: string;

  @ApiProperty({ description: 'User id (GET /api/account/seller/list/)' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  seller: number;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  company_name?: string | null;

  @ApiPropertyOptional({ description: 'Region id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  region?: number | null;

  @ApiPropertyOptional({ description: 'City id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  city?: number | null;

  @ApiPropertyOptional({ description: 'User id of the operator' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  operator?: number | null;

  @ApiPropertyOptional({ description: 'Lead source id (GET /api/lid/source/)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  source_of_interest?: number | null;

  @ApiPropertyOptional({ example: '2026-03-05' })
  @IsOptional()
  @IsDateString({ strict: true })
  next_call_date?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  archived?: boolean;

  @ApiPropertyOptional({ description: 'The add-note toggle: when true, note is required' })
  @IsOptional()
  @IsBoolean()
  add_note?: boolean;

  @ApiPropertyOptional({ maxLength: NOTE_MAX, description: 'Required when add_note is true' })
  @ValidateIf((o: CreateLidDto) => o.add_note === true || (o.note !== undefined && o.note !== null && o.note !== ''))
  @IsString()
  @IsNotEmpty()
  @MaxLength(NOTE_MAX)
  note?: string | null;
}

export class UpdateLidDto extends PartialType(CreateLidDto) {}

export class LidListQueryDto extends ListQueryDto {
  @IntFilter('Status id')
  status?: number;

  @ApiPropertyOptional({ description: 'Absent: archived and not archived' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  archived?: boolean;

  @ApiPropertyOptional({ description: 'next_call_date is today (Asia/Tashkent)' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  today?: boolean;

  @ApiPropertyOptional({ description: 'next_call_date before today, not cancelled, not archived' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  overdue?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt()
  region?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt()
  city?: number;

  @IntFilter('User id')
  seller?: number;

  @IntFilter('User id')
  operator?: number;

  @IntFilter('Lead source id')
  source_of_interest?: number;

  @IntFilter('Client id: the lead this client was converted from (the client page shows its talks, source and note)')
  converted_client?: number;
}

export class LidMiniListQueryDto extends ListQueryDto {}

export class CreateLidTalkDto {
  @ApiProperty({ description: 'Lead id' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  lid: number;

  @ApiProperty({ example: '2026-03-01T10:30:00+05:00' })
  @IsDateString()
  talk_date: string;

  @RequiredText(NOTE_MAX)
  result: string;

  @ApiPropertyOptional({ example: '2026-03-05', description: 'Also written on the lead' })
  @IsOptional()
  @IsDateString({ strict: true })
  next_call_date?: string | null;
}

export class LidTalkListQueryDto extends ListQueryDto {
  @IntFilter('Lead id')
  lid?: number;
}
