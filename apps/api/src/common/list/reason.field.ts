import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from './fields';

/** The longest reason a correction may give (DESIGN "Audit trail"). */
export const REASON_MAX = 500;

/**
 * Why a correction is made (reversing or editing money, declining or deleting a sale, a refusal):
 * optional (integrators and the old admin do not send it; the admin always asks), trimmed, at most
 * REASON_MAX characters. The handler passes it to setAuditReason, and every audit entry the request
 * writes carries it.
 */
export const ReasonField = (description = 'Why: recorded on the audit entries of this change (trimmed, ≤ 500 characters)', nullable = false) =>
  applyDecorators(
    // `nullable` only in a DTO that marks its nullable fields: marking one turns null away from the unmarked others (common/errors/validation.ts).
    ApiPropertyOptional({ type: String, maxLength: REASON_MAX, description, example: 'Xato kiritilgan', ...(nullable ? { nullable } : {}) }),
    IsOptional(),
    Trim(),
    IsString(),
    MaxLength(REASON_MAX),
  );

/** `?reason=` of a DELETE that corrects something (a query DTO, so unknown parameters stay a 400). */
export class ReasonQueryDto {
  @ReasonField()
  reason?: string | null;
}
