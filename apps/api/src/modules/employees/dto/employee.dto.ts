import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { SALARY_TYPE } from '@mijozlar/shared';
import { IsUzPhone } from '../../../common/auth/phone.validator';
import { IsAmount } from '../../../common/money/money.validators';
import { ListQueryDto, ToBoolean, ToInt } from '../../../common/list/list-query.dto';
import { CURRENCIES, Trim } from '../../../common/list/fields';

export const SALARY_TYPES = [SALARY_TYPE.MONTHLY, SALARY_TYPE.HOURLY] as const;

export class CreateEmployeeDto {
  @ApiProperty({ maxLength: 140, example: 'Aziz' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(140)
  first_name: string;

  @ApiProperty({ maxLength: 140, example: 'Karimov' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(140)
  last_name: string;

  @ApiProperty({ maxLength: 200, example: 'Hisobchi' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  position: string;

  @ApiPropertyOptional({ example: '+998 (90) 123-45-67', description: 'Optional (document 1 requires only names, position, salary type and currency). Masked or plain; stored as +998901234567; null or "" clears it' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null && value !== '')
  @IsUzPhone()
  phone_number?: string | null;

  @ApiProperty({ enum: SALARY_TYPES, description: '1 monthly (salary required), 2 hourly (hourly_rate required); GET /api/employee/salary-types/' })
  @Type(() => Number)
  @IsIn(SALARY_TYPES)
  salary_type: number;

  @ApiPropertyOptional({ example: '6000000.00', description: 'Monthly salary, in salary_currency; required (> 0) for a monthly employee' })
  @IsOptional()
  @IsAmount()
  salary?: string | null;

  @ApiPropertyOptional({ example: '45000.00', description: 'Per hour, in salary_currency; required (> 0) for an hourly employee' })
  @IsOptional()
  @IsAmount()
  hourly_rate?: string | null;

  @ApiProperty({ enum: CURRENCIES, description: '1 UZS, 2 USD; fixed once the employee has balance entries' })
  @Type(() => Number)
  @IsIn(CURRENCIES)
  salary_currency: number;

  @ApiPropertyOptional({ default: true, description: 'false deactivates (no new accruals or hours)' })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}

export class UpdateEmployeeDto extends PartialType(CreateEmployeeDto) {}

export class EmployeeFiltersDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: SALARY_TYPES })
  @IsOptional()
  @ToInt()
  @IsIn(SALARY_TYPES)
  salary_type?: number;

  @ApiPropertyOptional({ enum: CURRENCIES })
  @IsOptional()
  @ToInt()
  @IsIn(CURRENCIES)
  salary_currency?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  is_active?: boolean;
}

export class EmployeeListQueryDto extends EmployeeFiltersDto {}

export class EmployeeExportQueryDto extends EmployeeFiltersDto {
  @ApiPropertyOptional({ enum: ['uz', 'ru'], description: 'Sheet language (default Accept-Language)' })
  @IsOptional()
  @IsIn(['uz', 'ru'])
  language?: 'uz' | 'ru';
}

export class EmployeeOperationsQueryDto extends ListQueryDto {}
