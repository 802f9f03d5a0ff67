import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorCode } from '@mijozlar/shared';
import { ApiError, PendingFieldError } from './api-error';

const numberIn = (message: string | undefined): number | undefined => {
  const match = message?.match(/(\d+)/);
  return match ? Number(match[1]) : undefined;
};

function toFieldError(field: string, error: ValidationError): PendingFieldError {
  const constraints = error.constraints ?? {};
  const names = Object.keys(constraints);
  if (names.includes('whitelistValidation')) return { field, code: ErrorCode.UNKNOWN_FIELD };
  const value = error.value;
  if (value === undefined || value === null || value === '' || names.includes('isNotEmpty') || names.includes('isDefined')) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      return { field, code: ErrorCode.REQUIRED };
    }
  }
  // The first failed constraint decides the message; class-validator lists them in declaration order.
  for (const name of names) {
    switch (name) {
      case 'isUzPhone':
        return { field, code: ErrorCode.INVALID_PHONE };
      case 'minLength':
        return { field, code: ErrorCode.TOO_SHORT, params: { min: numberIn(constraints[name]) ?? 0 } };
      case 'maxLength':
        return { field, code: ErrorCode.TOO_LONG, params: { max: numberIn(constraints[name]) ?? 0 } };
      case 'passwordsMatch':
        return { field, code: ErrorCode.PASSWORDS_DO_NOT_MATCH };
      default:
        if (name.startsWith('code:')) return { field, code: name.slice(5) };
    }
  }
  return { field, code: ErrorCode.INVALID };
}

export function flattenValidationErrors(errors: ValidationError[], prefix = ''): PendingFieldError[] {
  const out: PendingFieldError[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints && Object.keys(error.constraints).length) out.push(toFieldError(field, error));
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

/** Whitelist, forbid unknown fields, transform to DTO classes; errors become coded ApiErrors. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => ApiError.invalid(flattenValidationErrors(errors)),
  });
}
