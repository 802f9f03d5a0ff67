import { StatisticsError, type StatisticsErrorCode } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of statistics. */
export const statisticsMessages = {
  uz: {
    [StatisticsError.PERIOD_TOO_LONG]: 'Davr {max} oydan oshmasligi kerak',
  },
  ru: {
    [StatisticsError.PERIOD_TOO_LONG]: 'Период не должен превышать {max} месяцев',
  },
} satisfies DomainMessages<StatisticsErrorCode>;
