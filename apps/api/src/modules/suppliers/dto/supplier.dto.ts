import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { IsUzPhone } from '../../../common/auth/phone.validator';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { IdFilter, SheetLanguage, Trim } from '../../../common/list/fields';

export const SUPPLIER_NAME_MAX = 200;

export class CreateSupplierDto {
  @ApiProperty({ minLength: 2, maxLength: SUPPLIER_NAME_MAX, example: 'Qizilqum Sement' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MinLength(2)
  @MaxLength(SUPPLIER_NAME_MAX)
  name: string;

  @ApiProperty({ description: 'Material id (GET /api/supplier/materials/)' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2147483647)
  material: number;

  @ApiPropertyOptional({ example: '+998901234567', nullable: true, description: 'Masked "+998 (90) 123-45-67" or plain' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null && value !== '')
  @IsUzPhone()
  phone_number?: string | null;
}

export class UpdateSupplierDto extends PartialType(CreateSupplierDto) {}

export class SupplierListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Material id' })
  @IdFilter()
  material?: number;
}

export class SupplierExportQueryDto extends SupplierListQueryDto {
  @SheetLanguage('Language of the sheet (else Accept-Language)')
  language?: 'uz' | 'ru';
}
