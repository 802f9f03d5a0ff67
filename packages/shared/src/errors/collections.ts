import type { CodeOf } from './code';

/** Collections: the collection settings, a debt's collector and penalty terms, the collection log, penalty waivers. */
export const CollectionsError = {
  PENALTY_RATE_RANGE: 'collections.penalty_rate_range',
  PENALTY_CAP_RANGE: 'collections.penalty_cap_range',
  GRACE_DAYS_RANGE: 'collections.grace_days_range',
  RESPONSIBLE_INACTIVE: 'collections.responsible_inactive',
  DEBT_NOT_FOUND: 'collections.debt_not_found',
  DATE_IN_FUTURE: 'collections.date_in_future',
  PROMISED_DATE_REQUIRED: 'collections.promised_date_required',
  PROMISED_DATE_PAST: 'collections.promised_date_past',
  PROMISE_ONLY_WHEN_PROMISED: 'collections.promise_only_when_promised',
  DEBT_CLOSED: 'collections.debt_closed',
  WAIVE_EXCEEDS: 'collections.waive_exceeds',
  PENALTY_EXCEEDS: 'collections.penalty_exceeds',
} as const;

export type CollectionsErrorCode = CodeOf<typeof CollectionsError>;
