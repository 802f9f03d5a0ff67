import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IdQuery } from '../../../common/list/fields';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../../common/documents/placeholders';

export class PrintQueryDto {
  @ApiPropertyOptional({ enum: DOCUMENT_LANGUAGES, description: 'The document’s language (default: the request’s); a given `template` has its own' })
  @IsOptional()
  @IsIn(DOCUMENT_LANGUAGES)
  language?: DocumentLanguage;

  @IdQuery('A template of this kind (default: the building’s default, the company-wide default, then the built-in)')
  template?: number;
}
