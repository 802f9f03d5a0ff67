import { HttpStatus } from '@nestjs/common';
import { type ApiErrorCode, ClientError, EmployeeError, OperationError, PaymentError, RefusalError, RoomError, SaleError, WalletError } from '@mijozlar/shared';
import { ApiError } from './api-error';

/**
 * Database constraints whose violation is a domain error, by constraint name. The exception
 * filter answers these codes instead of a 500 or a generic `unique`: a losing concurrent request
 * that got past the service's checks is stopped by the database and still told why.
 */
const CONSTRAINT_ERRORS: Record<string, { status: number; code: ApiErrorCode; field: string | null }> = {
  sale_room_id_active_key: { status: HttpStatus.CONFLICT, code: RoomError.NOT_FREE, field: 'room' },
  // One client per phone; a lead's conversion onto a client's phone lands here too.
  client_phone_number_key: { status: HttpStatus.CONFLICT, code: ClientError.PHONE_EXISTS, field: 'phone_number' },
  wallet_balance_non_negative: { status: HttpStatus.CONFLICT, code: WalletError.INSUFFICIENT_FUNDS, field: 'amount' },
  wallet_operation_reversal_of_id_key: { status: HttpStatus.CONFLICT, code: OperationError.ALREADY_REVERSED, field: null },
  refusal_sale_id_key: { status: HttpStatus.CONFLICT, code: RefusalError.EXISTS, field: 'sale' },
  refusal_amounts: { status: HttpStatus.CONFLICT, code: RefusalError.PAYOUT_EXCEEDS_DUE, field: 'amount' },
  client_debt_sale_id_key: { status: HttpStatus.CONFLICT, code: SaleError.NOT_PENDING, field: null },
  client_debt_amounts: { status: HttpStatus.CONFLICT, code: PaymentError.EXCEEDS_DEBT, field: 'amount' },
  debt_instalment_amounts: { status: HttpStatus.CONFLICT, code: PaymentError.EXCEEDS_DEBT, field: 'amount' },
  // Employees: one accrual per employee per month, one hours entry per day.
  employee_balance_accrual_month_key: { status: HttpStatus.CONFLICT, code: EmployeeError.ACCRUAL_EXISTS, field: 'salaryMonth' },
  employee_balance_hours_day_key: { status: HttpStatus.CONFLICT, code: EmployeeError.HOURS_EXISTS, field: 'workDate' },
  // Documents: a contract number belongs to one sale; a PINFL is 14 digits.
  sale_contract_number_key: { status: HttpStatus.CONFLICT, code: SaleError.CONTRACT_NUMBER_TAKEN, field: 'contract_number' },
  client_pinfl_check: { status: HttpStatus.BAD_REQUEST, code: ClientError.PINFL_INVALID, field: 'pinfl' },
};

/** The constraint a PostgreSQL error names, however Prisma and the pg adapter wrapped it. */
export function violatedConstraint(error: unknown): string | null {
  const seen = new Set<unknown>();
  const texts: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 4) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    for (const key of ['originalMessage', 'message', 'constraint']) if (typeof record[key] === 'string') texts.push(record[key] as string);
    for (const key of ['cause', 'meta', 'driverAdapterError']) visit(record[key], depth + 1);
  };
  visit(error, 0);
  for (const text of texts) {
    const match = /constraint "([^"]+)"/.exec(text);
    if (match) return match[1];
  }
  return null;
}

export function constraintError(error: unknown): ApiError | null {
  const name = violatedConstraint(error);
  const known = name ? CONSTRAINT_ERRORS[name] : undefined;
  return known ? new ApiError(known.status, [{ field: known.field, code: known.code }]) : null;
}
