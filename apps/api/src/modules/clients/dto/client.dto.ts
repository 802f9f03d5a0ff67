import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsDateString, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateBy } from 'class-validator';
import { ClientError } from '@mijozlar/shared';
import { codedRule } from '../../../common/errors/api-error';
import { PhoneField } from '../../../common/auth/phone.validator';
import { IsUzPhoneList } from '../../../common/auth/phone-list.validator';
import { ListQueryDto, ToBoolean } from '../../../common/list/list-query.dto';
import { DAY, IntFilter, RequiredText, SheetLanguage } from '../../../common/list/fields';
import { ADDRESS_MAX, isDocumentDay, ISSUED_BY_MAX, PASSPORT_NUMBER, PASSPORT_SERIES, PINFL, seriesOrNull, textOrNull } from '../client-documents';

/** An optional text of a client's documents: trimmed, empty is null (cleared). */
const DocumentText = (maxLength: number, description: string, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength, nullable: true, description, example }),
    Transform(({ value }) => (typeof value === 'string' ? textOrNull(value) : value)),
    IsOptional(),
    IsString(),
    MaxLength(maxLength),
  );

/** An optional text that must match `pattern` (after trimming), answered with `code` when it does not. */
const DocumentCode = (pattern: RegExp, code: Parameters<typeof codedRule>[0], description: string, example: string, normalise = textOrNull) =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, pattern: pattern.source, description, example }),
    Transform(({ value }) => (typeof value === 'string' ? normalise(value) : value)),
    IsOptional(),
    ValidateBy({ name: codedRule(code), validator: { validate: (value: unknown) => typeof value === 'string' && pattern.test(value) } }),
  );

/** An optional day of a client's documents (YYYY-MM-DD, from 1900, not in the future: the service checks that). */
const DocumentDay = (description: string, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, format: 'date', description, example }),
    Transform(({ value }) => (typeof value === 'string' ? textOrNull(value) : value)),
    IsOptional(),
    Matches(DAY),
    IsDateString({ strict: true }),
    ValidateBy({ name: 'isDocumentDay', validator: { validate: (value: unknown) => typeof value === 'string' && isDocumentDay(value) } }),
  );

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

  // Documents' data (contracts). Empty text clears a field, like null.

  @DocumentText(ADDRESS_MAX, 'Postal address as a contract prints it', 'Toshkent sh., Chilonzor tumani, 7-mavze, 12-uy, 34-xonadon')
  address?: string | null;

  @DocumentCode(PASSPORT_SERIES, ClientError.PASSPORT_SERIES_INVALID, 'Passport series: 1–10 Latin letters, upper-cased', 'AA', seriesOrNull)
  passport_series?: string | null;

  @DocumentCode(PASSPORT_NUMBER, ClientError.PASSPORT_NUMBER_INVALID, 'Passport number: 1–20 digits or letters', '1234567')
  passport_number?: string | null;

  @DocumentText(ISSUED_BY_MAX, 'Who issued the passport', 'Toshkent sh. Chilonzor tumani IIB')
  passport_issued_by?: string | null;

  @DocumentDay('Passport issue date (YYYY-MM-DD), not in the future', '2018-05-14')
  passport_issued_date?: string | null;

  @DocumentCode(PINFL, ClientError.PINFL_INVALID, 'PINFL (JShShIR): exactly 14 digits', '31234567890123')
  pinfl?: string | null;

  @DocumentDay('Birth date (YYYY-MM-DD), not in the future', '1985-03-21')
  birth_date?: string | null;
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
