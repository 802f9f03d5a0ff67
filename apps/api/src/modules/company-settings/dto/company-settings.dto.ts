import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { CompanySettingsError, type SettingsErrorCode } from '@mijozlar/shared';
import { codedRule } from '../../../common/errors/api-error';

/** Trimmed; null is the empty text (every field of the company's details is text, '' when not filled). */
const toText = Transform(({ value }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value));

/** A text field of at most `maxLength` characters (the column's length); absent = unchanged. */
const Text = (maxLength: number, example: string) =>
  applyDecorators(ApiPropertyOptional({ maxLength, example }), toText, IsOptional(), IsString(), MaxLength(maxLength));

/** Empty, or exactly `digits` digits (answered with `code` otherwise). */
const Digits = (digits: number, code: SettingsErrorCode, example: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, description, pattern: `^(\\d{${digits}})?$` }),
    toText,
    IsOptional(),
    ValidateBy({ name: codedRule(code), validator: { validate: (value: unknown) => typeof value === 'string' && (value === '' || new RegExp(`^\\d{${digits}}$`).test(value)) } }),
  );

/** PUT /api/settings/company/: the fields to change (each trimmed; '' or null clears one). */
export class CompanySettingsDto {
  @Text(300, 'Oltin Qasr Qurilish MChJ')
  name?: string;

  @Digits(9, CompanySettingsError.INN_INVALID, '305123456', 'STIR (INN): 9 digits, or empty')
  inn?: string;

  @Text(500, 'Toshkent sh., Yunusobod tumani, Amir Temur koʻchasi, 107B')
  address?: string;

  @Text(50, '+998 71 200-10-20')
  phone?: string;

  @Text(300, 'Kapitalbank ATB')
  bank_name?: string;

  @Digits(20, CompanySettingsError.ACCOUNT_INVALID, '20208000900123456001', 'Settlement account: 20 digits, or empty')
  bank_account?: string;

  @Digits(5, CompanySettingsError.MFO_INVALID, '01018', "The bank's code (MFO): 5 digits, or empty")
  mfo?: string;

  @Text(200, 'Rahimov Jamshid Baxtiyorovich')
  director?: string;

  @Text(300, 'Oʻzmilliybank AJ')
  escrow_bank?: string;

  @Digits(20, CompanySettingsError.ACCOUNT_INVALID, '20208000400987654002', 'Escrow account (buyers’ money for flats under construction): 20 digits, or empty')
  escrow_account?: string;
}
