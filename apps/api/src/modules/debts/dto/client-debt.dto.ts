import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, ValidateBy } from 'class-validator';

/** `responsible` of the debt list: a user id (int4), `me` or `none`. */
export const isResponsibleFilter = (value: unknown): boolean =>
  typeof value === 'string' && (value === 'me' || value === 'none' || (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647));
import { ListQueryDto, ToBoolean } from '../../../common/list/list-query.dto';
import { AGING_BUCKET_NAMES, type AgingBucket } from '../debts.query';
import { DayFilter, PositiveIntFilter, SheetLanguage } from '../../../common/list/fields';

/** Filters of the debt list (and of its XLSX export). */
export class ClientDebtListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'true: closed debts only; false: open debts only (True/False/1/0 accepted). Default: both' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  is_closed?: boolean;

  @PositiveIntFilter('Client id')
  client?: number;

  @PositiveIntFilter('Building id (of the debt\'s room)')
  building?: number;

  @PositiveIntFilter('Currency id (1 UZS, 2 USD)')
  currency?: number;

  @ApiPropertyOptional({ description: 'true: open debts with an instalment past its date and not fully paid; false: the others' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  overdue?: boolean;

  @DayFilter('2026-01-01', 'next_payment_date on or after this day')
  date_from?: string;

  @DayFilter('2026-01-31', 'next_payment_date on or before this day')
  date_to?: string;

  @ApiPropertyOptional({ example: 'me', description: "The debt's collector: a user id, `me` (the signed-in user) or `none` (nobody responsible)" })
  @IsOptional()
  @ValidateBy({ name: 'responsible', validator: { validate: isResponsibleFilter, defaultMessage: () => 'responsible must be a user id, me or none' } })
  responsible?: string;

  @ApiPropertyOptional({ enum: ['today', 'broken'], description: 'today: open debts promised for today; broken: open debts whose promise has passed without that much paid' })
  @IsOptional()
  @IsIn(['today', 'broken'])
  promise?: 'today' | 'broken';

  @ApiPropertyOptional({ enum: AGING_BUCKET_NAMES, description: "Open debts by days since their oldest unpaid instalment's due date (today − next_payment_date): 1-30, 31-60, 61-90, 91-180, 180+ (181 and more)" })
  @IsOptional()
  @IsIn(AGING_BUCKET_NAMES)
  aging?: AgingBucket;

  @ApiPropertyOptional({ description: "1/true: the signed-in user's day: open debts they are responsible for with a promise for today, a broken promise, or whose oldest unpaid instalment fell due (after the grace days) within the last 7 days" })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  collector_day?: boolean;
}

export class ClientDebtExportQueryDto extends ClientDebtListQueryDto {
  @SheetLanguage('Header language (default: Accept-Language)')
  language?: 'uz' | 'ru';
}
