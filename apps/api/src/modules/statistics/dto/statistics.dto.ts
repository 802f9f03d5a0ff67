import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { ListQueryDto, ToBoolean, ToInt } from '../../../common/list/list-query.dto';
import { DayFilter, IdQuery, SheetLanguage } from '../../../common/list/fields';

const CURRENCIES = [CURRENCY_UZS, CURRENCY_USD] as const;

/** `currency`: 1 UZS, 2 USD (default 2). Every statistics figure is in one currency: UZS and USD are never added. */
export class CurrencyQueryDto {
  @ApiPropertyOptional({ enum: CURRENCIES, default: CURRENCY_USD, description: 'Currency id: 1 UZS, 2 USD (default 2)' })
  @IsOptional()
  @ToInt()
  @IsIn(CURRENCIES)
  currency?: number;
}

/** A period of Tashkent days, both inclusive; either end may be left open. */
export class PeriodQueryDto extends CurrencyQueryDto {
  @DayFilter('2026-01-01', 'First Tashkent day of the period (inclusive)')
  from_date?: string;

  @DayFilter('2026-12-31', 'Last Tashkent day of the period (inclusive)')
  to_date?: string;
}

/** GET /api/sale-statistics/: the common list query (page, page_size, search over the building name, ordering id|name) and the filters. */
export class SaleStatisticsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: CURRENCIES, default: CURRENCY_USD, description: 'Currency id of the sales: 1 UZS, 2 USD (default 2)' })
  @IsOptional()
  @ToInt()
  @IsIn(CURRENCIES)
  currency?: number;

  @DayFilter('2026-01-01', 'Sales approved on or after this Tashkent day')
  from_date?: string;

  @DayFilter('2026-12-31', 'Sales approved on or before this Tashkent day')
  to_date?: string;

  @IdQuery('Building id')
  building?: number;
}

/** GET /api/statistics/building-all-debt-list/: the plan of receipts. */
export class PlanQueryDto extends PeriodQueryDto {
  @IdQuery('Building id: only its instalments')
  building?: number;

  @ApiPropertyOptional({ description: 'true: answer the same figures as an XLSX file' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  is_excel?: boolean;

  @SheetLanguage('With is_excel: language of the sheet (default: Accept-Language)')
  language?: 'uz' | 'ru';
}

/** GET /api/statistics/export/statistic.xls: the sale statistics' filters (paging ignored: every building). */
export class StatisticsExportQueryDto extends SaleStatisticsQueryDto {
  @SheetLanguage('Language of the sheet names and headers (default: Accept-Language)')
  language?: 'uz' | 'ru';
}
