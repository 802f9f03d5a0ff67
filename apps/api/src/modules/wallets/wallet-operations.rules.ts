import { DateError, ErrorCode, OperationError } from '@mijozlar/shared';
import type { OperationType, WalletOperationKind } from '../../generated/prisma/client';
import { ApiError, PendingFieldError } from '../../common/errors/api-error';
import { tashkentDate, tashkentDayStart } from '../../common/clock/clock';
import type { ManualKind } from './dto/wallet-operation.dto';

/** What an operation written through /api/wallet-operations/ is for, as the request states it. */
export interface PurposeInput {
  operation_type: OperationType;
  kind?: ManualKind | null;
  employee_id?: number | null;
  salary_date?: string | null;
  construction_building_id?: number | null;
  refusal_id?: number | null;
}

export type Purpose =
  | { kind: 'salary'; employee_id: number; salary_date: string }
  | { kind: 'construction'; construction_id: number }
  | { kind: 'return_refusal'; refusal_id: number }
  | { kind: ManualKind };

const present = (value: unknown) => value !== undefined && value !== null;

/**
 * The kind an operation gets: a link decides it (employee + salary_date → salary, construction
 * project → construction, refusal → return_refusal; each a withdrawal only, one link at most);
 * otherwise the kind given by hand, by default inflow for a replenishment and outflow for a
 * withdrawal (inflow only replenishes, outflow only withdraws). 400 with the fields otherwise.
 */
export function resolvePurpose(input: PurposeInput): Purpose {
  const errors: PendingFieldError[] = [];
  const links: ('salary' | 'construction' | 'return_refusal')[] = [];
  if (present(input.employee_id) || present(input.salary_date)) links.push('salary');
  if (present(input.construction_building_id)) links.push('construction');
  if (present(input.refusal_id)) links.push('return_refusal');

  if (links.length > 1) {
    const field = { salary: 'employee_id', construction: 'construction_building_id', return_refusal: 'refusal_id' }[links[1]];
    throw ApiError.invalid([{ field, code: OperationError.ONE_PURPOSE }]);
  }
  const link = links[0];
  if (link) {
    if (present(input.kind)) errors.push({ field: 'kind', code: OperationError.ONE_PURPOSE });
    if (input.operation_type !== 'withdraw') errors.push({ field: 'operation_type', code: OperationError.WITHDRAW_ONLY });
    if (link === 'salary') {
      if (!present(input.employee_id)) errors.push({ field: 'employee_id', code: ErrorCode.REQUIRED });
      if (!present(input.salary_date)) errors.push({ field: 'salary_date', code: ErrorCode.REQUIRED });
    }
    if (errors.length) throw ApiError.invalid(errors);
    if (link === 'salary') return { kind: 'salary', employee_id: input.employee_id!, salary_date: salaryMonth(input.salary_date!) };
    if (link === 'construction') return { kind: 'construction', construction_id: input.construction_building_id! };
    return { kind: 'return_refusal', refusal_id: input.refusal_id! };
  }

  const kind: ManualKind = input.kind ?? (input.operation_type === 'replenish' ? 'inflow' : 'outflow');
  if (kind === 'inflow' && input.operation_type !== 'replenish') throw ApiError.badRequest('operation_type', OperationError.REPLENISH_ONLY);
  if (kind === 'outflow' && input.operation_type !== 'withdraw') throw ApiError.badRequest('operation_type', OperationError.WITHDRAW_ONLY);
  return { kind };
}

/** "2026-03" or "2026-03-17" → "2026-03-01": a salary is for a month. */
export function salaryMonth(text: string): string {
  return `${text.slice(0, 7)}-01`;
}

/**
 * The instant of an operation from the request's `date`: none → now; a Tashkent day → now when
 * it is today, else the day's start (00:00 in Tashkent); a date-time as given. Never after today
 * (Tashkent): 400 date.future.
 */
export function operationInstant(text: string | undefined | null, now: Date, field = 'date'): Date {
  let instant: Date;
  if (!text) instant = now;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(text)) instant = text === tashkentDate(now) ? now : tashkentDayStart(text);
  else instant = new Date(text);
  if (Number.isNaN(instant.getTime())) throw ApiError.badRequest(field, ErrorCode.INVALID);
  if (tashkentDate(instant) > tashkentDate(now)) throw ApiError.badRequest(field, DateError.FUTURE);
  return instant;
}

/** Operations other flows wrote are changed through those flows: the source's message code, or null. */
export function linkedSource(op: {
  kind: WalletOperationKind;
  sale_id: number | null;
  payment_report_id: number | null;
  supplier_operation_id: number | null;
}): 'sale' | 'payment' | 'supplier' | null {
  if (op.supplier_operation_id !== null) return 'supplier';
  if (op.payment_report_id !== null || op.kind === 'payment') return 'payment';
  if (op.sale_id !== null || op.kind === 'selling') return 'sale';
  return null;
}
