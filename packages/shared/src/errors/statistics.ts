import type { CodeOf } from './code';

/** Statistics reports. */
export const StatisticsError = {
  PERIOD_TOO_LONG: 'statistics.period_too_long',
} as const;

export type StatisticsErrorCode = CodeOf<typeof StatisticsError>;
