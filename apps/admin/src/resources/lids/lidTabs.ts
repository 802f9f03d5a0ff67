import { LID_STATUS } from '@mijozlar/shared';

/** The leads list's filter tabs, in the spec's order (document 1, section 2). */
export const LID_TABS = ['all', 'new', 'in_process', 'cancelled', 'today', 'overdue', 'archived'] as const;
export type LidTab = (typeof LID_TABS)[number];

export function isLidTab(value: unknown): value is LidTab {
  return typeof value === 'string' && (LID_TABS as readonly string[]).includes(value);
}

/**
 * The API filters of a tab. Every tab but "archived" shows leads still being worked on
 * (archived=false); "today's marked" and "overdue" go by next_call_date on the server (Tashkent days).
 */
export function lidTabFilter(tab: LidTab): Record<string, string | number | boolean> {
  switch (tab) {
    case 'all':
      return { archived: false };
    case 'new':
      return { archived: false, status: LID_STATUS.NEW };
    case 'in_process':
      return { archived: false, status: LID_STATUS.IN_PROCESS };
    case 'cancelled':
      return { archived: false, status: LID_STATUS.CANCELLED };
    case 'today':
      return { archived: false, today: true };
    case 'overdue':
      return { archived: false, overdue: true };
    case 'archived':
      return { archived: true };
  }
}
