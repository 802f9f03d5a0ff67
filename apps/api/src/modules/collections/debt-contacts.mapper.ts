import type { DebtContact, DebtContactChannel, DebtContactResult } from '@mijozlar/shared';
import type { Prisma } from '../../generated/prisma/client';
import { amountText } from '../../common/money/money';

export const debtContactSelect = {
  id: true,
  date: true,
  channel: true,
  result: true,
  promised_date: true,
  promised_amount: true,
  comment: true,
  created_at: true,
  author: { select: { id: true, full_name: true } },
} as const satisfies Prisma.DebtContactSelect;

export type DebtContactRow = Prisma.DebtContactGetPayload<{ select: typeof debtContactSelect }>;

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** One entry of the collection log as the API answers it (also its audit shape). */
export function toDebtContact(row: DebtContactRow): DebtContact {
  return {
    id: row.id,
    date: row.date.toISOString().slice(0, 10),
    channel: row.channel as DebtContactChannel,
    result: row.result as DebtContactResult,
    promised_date: isoDate(row.promised_date),
    promised_amount: amountText(row.promised_amount),
    comment: row.comment,
    author: row.author ? { id: row.author.id, full_name: row.author.full_name } : null,
    created_at: row.created_at.toISOString(),
  };
}
