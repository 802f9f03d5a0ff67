import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { EmployeeError } from '@mijozlar/shared';
import { codedRule } from '../../../common/errors/api-error';
import { IsAmount } from '../../../common/money/money.validators';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { IdField, IdFilter, Trim } from '../../../common/list/fields';

/** A month as YYYY-MM or any day of it as YYYY-MM-DD (stored as the month's first day). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const HOURS_TEXT = /^\d{1,2}(\.\d{1,2})?$/;

/** Hours of one day: above 0, at most 24, two decimals at most (a number or a decimal string). */
function IsDayHours(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value))(target, key);
    ValidateBy({
      name: codedRule(EmployeeError.HOURS_INVALID),
      validator: { validate: (v: unknown) => typeof v === 'string' && HOURS_TEXT.test(v) && Number(v) > 0 && Number(v) <= 24 },
    })(target, key);
  };
}

export const BALANCE_KINDS = ['accrual', 'hours', 'payment'] as const;

/**
 * An accrual (monthly employee: salaryMonth, amount defaults to the salary) or hours worked
 * (hourly employee: hoursWorked, workDate; valued at the employee's hourly rate).
 */
export class CreateEmployeeBalanceDto {
  @ApiProperty({ description: 'Employee id' })
  @IdField()
  employee_id: number;

  @ApiPropertyOptional({ example: '2026-11', description: 'Accrual: the month (YYYY-MM or any day of it); monthly employees only; one accrual per month' })
  @IsOptional()
  @IsString()
  @Matches(MONTH_PATTERN)
  salaryMonth?: string;

  @ApiPropertyOptional({ example: '6000000.00', description: "Accrual: the amount in the salary currency; default the employee's salary" })
  @IsOptional()
  @IsAmount()
  amount?: string;

  @ApiPropertyOptional({ example: '8', description: 'Hours: worked that day, above 0 and at most 24 (2 decimals); hourly employees only' })
  @IsOptional()
  @IsDayHours()
  hoursWorked?: string;

  @ApiPropertyOptional({ example: '2026-11-20', description: 'Hours: the day worked (YYYY-MM-DD, not after today); one entry per day' })
  @IsOptional()
  @IsString()
  @Matches(DAY_PATTERN)
  workDate?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(2000)
  comment?: string | null;
}

export class AccrueMonthDto {
  @ApiProperty({ example: '2026-11', description: 'The month (YYYY-MM or any day of it)' })
  @IsString()
  @IsNotEmpty()
  @Matches(MONTH_PATTERN)
  salaryMonth: string;
}

export class EmployeeBalanceListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Employee id' })
  @IdFilter()
  employee_id?: number;

  @ApiPropertyOptional({ enum: BALANCE_KINDS })
  @IsOptional()
  @IsIn(BALANCE_KINDS)
  kind?: (typeof BALANCE_KINDS)[number];
}
