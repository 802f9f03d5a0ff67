import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ListQueryDto, ToBoolean, ToInt } from '../../../common/list/list-query.dto';
import { IdQuery, Trim } from '../../../common/list/fields';
import { DOCUMENT_KINDS, DOCUMENT_LANGUAGES, type DocumentKind, type DocumentLanguage } from '../../../common/documents/placeholders';

export class DocumentTemplateListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: DOCUMENT_KINDS })
  @IsOptional()
  @IsIn(DOCUMENT_KINDS)
  kind?: DocumentKind;

  @ApiPropertyOptional({ enum: DOCUMENT_LANGUAGES })
  @IsOptional()
  @IsIn(DOCUMENT_LANGUAGES)
  language?: DocumentLanguage;

  @IdQuery('Building id: its own templates and the company-wide ones')
  building?: number;
}

export class DocumentTemplateChoicesQueryDto {
  @ApiProperty({ enum: DOCUMENT_KINDS })
  @IsIn(DOCUMENT_KINDS)
  kind: DocumentKind;

  @IdQuery("The sale's building: its own templates and the company-wide ones (without it: the company-wide ones)")
  building?: number;
}

export class PlaceholdersQueryDto {
  @ApiProperty({ enum: DOCUMENT_KINDS })
  @IsIn(DOCUMENT_KINDS)
  kind: DocumentKind;
}

/** The text fields of the multipart upload (validated as strings, like a query). */
export class UploadTemplateFieldsDto {
  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiProperty({ enum: DOCUMENT_KINDS })
  @IsIn(DOCUMENT_KINDS)
  kind: DocumentKind;

  @ApiProperty({ enum: DOCUMENT_LANGUAGES })
  @IsIn(DOCUMENT_LANGUAGES)
  language: DocumentLanguage;

  @ApiPropertyOptional({ description: 'Building id (empty: company-wide)' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(2147483647)
  building?: number;

  @ApiPropertyOptional({ default: true, description: 'Becomes the default of its kind, language and building (the previous default stops being one)' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  is_default?: boolean;
}

/** The upload as OpenAPI shows it. */
export class UploadTemplateDto extends UploadTemplateFieldsDto {
  @ApiProperty({ type: 'string', format: 'binary', description: '.docx, ≤ 5 MB' })
  file: unknown;
}

export class UpdateDocumentTemplateDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ nullable: true, description: 'Building id, or null for company-wide' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2147483647)
  building?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  is_default?: boolean;
}
