import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PhoneField } from '../../../common/auth/phone.validator';
import { IsUzPhoneList } from '../../../common/auth/phone-list.validator';
import { ListQueryDto, ToBoolean } from '../../../common/list/list-query.dto';
import { IntFilter, RequiredText, SheetLanguage } from '../../../common/list/fields';

export const SMS_TEXT_MAX = 1000;

export class CreateClientDto {
  @RequiredText(200)
  name: string;

  @PhoneField()
  phone_number: string;

  @ApiPropertyOptional({ type: [String], example: ['+998 (91) 765-43-21'], description: 'Extra phones; given on PUT it replaces the list' })
  @IsOptional()
  @IsArray()
  @IsUzPhoneList()
  additional_numbers?: string[];

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  company_name?: string | null;

  @ApiPropertyOptional({ description: 'Region id', nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  region?: number | null;

  @ApiPropertyOptional({ description: 'City id (of the region)', nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  city?: number | null;

  @ApiProperty({ description: 'Client status id (GET /api/client/status/)' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  status: number;
}

export class UpdateClientDto extends PartialType(CreateClientDto) {}

export class ClientListQueryDto extends ListQueryDto {
  @IntFilter('Region id')
  region?: number;

  @IntFilter('City id')
  city?: number;

  @IntFilter('Client status id')
  status?: number;
}

export class ClientMiniListQueryDto extends ListQueryDto {}

export class SendSmsTextDto {
  @RequiredText(SMS_TEXT_MAX)
  text: string;
}

export class ClientExportQueryDto extends ClientListQueryDto {
  @SheetLanguage('Language of the column headers (else Accept-Language)')
  language?: 'uz' | 'ru';
}

export class ClientXlsxLanguageQueryDto {
  @SheetLanguage('Language of the column headers (else Accept-Language)')
  language?: 'uz' | 'ru';
}

export class ClientImportQueryDto {
  @ApiPropertyOptional({ description: 'Check every row and answer the errors without writing' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  dry_run?: boolean;
}
