import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { ExchangeRateError, MoneyError } from '@mijozlar/shared';
import { codedRule } from '../errors/api-error';
import { Decimal, isAmountText, isRateText } from './money';

/**
 * A JSON number is accepted only when its shortest decimal text is a valid amount (1500, 1500.5);
 * 0.30000000000000004 or 1e21 are not amounts. Strings are the safe way to send money.
 */
const numberAsText = () =>
  Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value));

/** A money amount as a decimal string (2 decimals at most); above zero unless `allowZero`. */
export function IsAmount(options: { allowZero?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    numberAsText(),
    ValidateBy({
      name: codedRule(options.allowZero ? MoneyError.INVALID : MoneyError.INVALID_POSITIVE),
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && isAmountText(value) && (options.allowZero || new Decimal(value).gt(0)),
      },
    }),
  );
}

/** An exchange rate (UZS per 1 USD) as a decimal string, up to 6 decimals, above zero. */
export function IsRate(): PropertyDecorator {
  return applyDecorators(
    numberAsText(),
    ValidateBy({ name: codedRule(ExchangeRateError.INVALID), validator: { validate: (value: unknown) => typeof value === 'string' && isRateText(value) } }),
  );
}
