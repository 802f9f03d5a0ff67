import { ReasonField } from '../../../common/list/reason.field';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { SupplierOperationError } from '@mijozlar/shared';
import { codedRule } from '../../../common/errors/api-error';
import { ListQueryDto, ToBoolean, ToInt } from '../../../common/list/list-query.dto';
import { CURRENCIES, DAY, IdField, IdFilter, SheetLanguage, Trim } from '../../../common/list/fields';
import { Decimal } from '../../../common/money/money';
import { IsAmount, IsRate } from '../../../common/money/money.validators';
import { COMMENT_MAX } from '../../../common/money/money.fields';

export const SUPPLIER_OPERATION_KINDS = ['delivery', 'payment'] as const;
export type SupplierOperationKindName = (typeof SUPPLIER_OPERATION_KINDS)[number];
export const FLOOR_MIN = -10;
export const FLOOR_MAX = 300;

const QUANTITY_TEXT = /^\d{1,11}(\.\d{1,3})?$/;
const PERCENT_TEXT = /^\d{1,3}(\.\d{1,2})?$/;

/** Numbers as their shortest text, strings trimmed (as the money validators take them). */
const numberAsText = () =>
  Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value));

/** A quantity of units as decimal text: up to 11 digits and 3 decimals, above zero ("12.5", "0.125"). */
export function IsQuantity(): PropertyDecorator {
  return applyDecorators(
    numberAsText(),
    ValidateBy({
      name: codedRule(SupplierOperationError.QUANTITY_INVALID),
      validator: { validate: (value: unknown) => typeof value === 'string' && QUANTITY_TEXT.test(value) && new Decimal(value).gt(0) },
    }),
  );
}

/** A percentage from 0 to 100 with up to 2 decimals ("2", "2.5"). */
export function IsPercent(): PropertyDecorator {
  return applyDecorators(
    numberAsText(),
    ValidateBy({
      name: codedRule(SupplierOperationError.FEE_PERCENTAGE_INVALID),
      validator: { validate: (value: unknown) => typeof value === 'string' && PERCENT_TEXT.test(value) && new Decimal(value).lte(100) },
    }),
  );
}

const Day = () => applyDecorators(IsDateString({ strict: true }), Matches(DAY));
const OptionalId = () => applyDecorators(IsOptional(), IdField());

/**
 * A supplier operation. A delivery `{supplier, date, floor?, material?, model?, unit, unit_amount,
 * unit_price, currency, construction?, machine_number?, comment?}` or a payment `{supplier, date,
 * wallet, wallet_payment, fee_percentage?, currency, exchange_rate?, method?, construction?,
 * comment?}`; either may name a `sale`. `kind` may be given; otherwise a body with `wallet` or `wallet_payment` is a payment.
 * Which fields a kind requires (and refuses) is checked by the service, for POST and PUT alike.
 */
export class CreateSupplierOperationDto {
  @ApiPropertyOptional({ enum: SUPPLIER_OPERATION_KINDS, description: 'Default: payment when wallet or wallet_payment is given, else delivery' })
  @IsOptional()
  @IsIn(SUPPLIER_OPERATION_KINDS)
  kind?: SupplierOperationKindName;

  @ApiProperty({ description: 'Supplier id' })
  @IdField()
  supplier: number;

  @ApiProperty({ example: '2026-03-01', description: 'Tashkent day (YYYY-MM-DD), not after today' })
  @Day()
  date: string;

  @ApiProperty({ enum: CURRENCIES, description: "Currency of the supplier's debt this operation changes: 1 UZS, 2 USD" })
  @Type(() => Number)
  @IsIn(CURRENCIES)
  currency: number;

  // Delivery

  @ApiPropertyOptional({ minimum: FLOOR_MIN, maximum: FLOOR_MAX, nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(FLOOR_MIN)
  @Max(FLOOR_MAX)
  floor?: number | null;

  @ApiPropertyOptional({ description: "Material id (default: the supplier's material)", nullable: true })
  @OptionalId()
  material?: number | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true, example: 'M400' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  model?: string | null;

  @ApiPropertyOptional({ maxLength: 50, example: 'tonna', description: 'Required for a delivery' })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  unit?: string;

  @ApiPropertyOptional({ example: '100.000', description: 'Required for a delivery: above zero, up to 3 decimals' })
  @IsOptional()
  @IsQuantity()
  unit_amount?: string;

  @ApiPropertyOptional({ example: '25.50', description: 'Required for a delivery: above zero, in `currency`' })
  @IsOptional()
  @IsAmount()
  unit_price?: string;

  @ApiPropertyOptional({ maxLength: 50, nullable: true, example: '01 A 123 BC' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(50)
  machine_number?: string | null;

  // Payment

  @ApiPropertyOptional({ description: 'Required for a payment: the wallet the money leaves' })
  @OptionalId()
  wallet?: number;

  @ApiPropertyOptional({ example: '1000.00', description: "Required for a payment: what leaves the wallet, in the wallet's currency" })
  @IsOptional()
  @IsAmount()
  wallet_payment?: string;

  @ApiPropertyOptional({ example: '2', description: 'Bank or transfer fee, 0–100 % (default 0): actual_payment = wallet_payment × (1 − fee/100)' })
  @IsOptional()
  @IsPercent()
  fee_percentage?: string | null;

  @ApiPropertyOptional({ example: '12650.00', nullable: true, description: "UZS per 1 USD; default the payment day's stored rate" })
  @IsOptional()
  @IsRate()
  exchange_rate?: string | null;

  @ApiPropertyOptional({ description: 'Payment method id of the wallet operation (default cash)' })
  @OptionalId()
  method?: number;

  // Both

  @ApiPropertyOptional({ description: 'Construction project id', nullable: true })
  @OptionalId()
  construction?: number | null;

  @ApiPropertyOptional({ description: 'Sale id (document 1: a supplier may be paid with a room); an existing sale, else 400 supplier_operation.sale_not_found', nullable: true })
  @OptionalId()
  sale?: number | null;

  @ApiPropertyOptional({ maxLength: COMMENT_MAX, nullable: true })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(COMMENT_MAX)
  comment?: string | null;
}

/** PUT: the fields given replace the operation's; the kind stays. */
export class UpdateSupplierOperationDto extends PartialType(CreateSupplierOperationDto) {
  @ReasonField('Why the operation is corrected: recorded on the audit entries of the correction (trimmed, ≤ 500 characters)')
  reason?: string;
}

const BoolFilter = () => applyDecorators(IsOptional(), ToBoolean(), IsBoolean());

/** The spec's filter names, hyphens included: `supplier-id`, `payment-operations`. */
export class SupplierOperationListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ name: 'supplier-id', description: 'Supplier id' })
  @IdFilter()
  'supplier-id'?: number;

  @ApiPropertyOptional({ enum: CURRENCIES })
  @IsOptional()
  @ToInt()
  @IsIn(CURRENCIES)
  currency?: number;

  @ApiPropertyOptional({ description: 'Floor' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(FLOOR_MIN)
  @Max(FLOOR_MAX)
  floor?: number;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'From this Tashkent day (inclusive)' })
  @IsOptional()
  @Day()
  from_date?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'To this Tashkent day (inclusive)' })
  @IsOptional()
  @Day()
  to_date?: string;

  @ApiPropertyOptional({ name: 'payment-operations', description: 'true: payments only; false: deliveries only' })
  @BoolFilter()
  'payment-operations'?: boolean;

  @ApiPropertyOptional({ description: 'Construction project id' })
  @IdFilter()
  construction?: number;

  @ApiPropertyOptional({ description: 'Wallet id (payments from it)' })
  @IdFilter()
  wallet?: number;
}

export class SupplierOperationExportQueryDto extends SupplierOperationListQueryDto {
  @SheetLanguage('Language of the sheet (else Accept-Language)')
  language?: 'uz' | 'ru';
}

/** GET /api/{id}/export/operations.xls: the supplier comes from the path. */
export class SupplierOwnOperationsExportQueryDto extends OmitType(SupplierOperationExportQueryDto, ['supplier-id'] as const) {}

export type SupplierOperationFilters = Omit<SupplierOperationListQueryDto, 'page' | 'page_size' | 'search' | 'ordering'>;
