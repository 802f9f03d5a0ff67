import type { Locale } from '@mijozlar/shared';
import { translate } from '../../common/i18n/messages';
import { amountForPeople, Decimal } from '../../common/money/money';

export type ReminderKind = 'before' | 'overdue';

/** "2026-03-15" → "15.03.2026", as people write dates here. */
export function dayForPeople(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * The SMS text of a debt reminder (templates debt_reminder.before / debt_reminder.overdue in
 * money.messages.ts): the client's name, the amount with its currency and the date.
 * before: the instalment due on `day` and what is still open of it; overdue: everything past its
 * date and unpaid, overdue since `day` (the oldest unpaid due date).
 */
export function reminderText(kind: ReminderKind, v: { name: string; amount: Decimal; currency: number; day: string }, locale: Locale): string {
  return translate(locale, `debt_reminder.${kind}`, {
    name: v.name.trim(),
    amount: amountForPeople(v.amount, v.currency, locale),
    date: dayForPeople(v.day),
  });
}
