import { ErrorCode } from '@mijozlar/shared';
import type { PendingFieldError } from '../../common/errors/api-error';

export interface RecipientChoice {
  clients?: number[];
  lids?: number[];
  people_group?: number | null;
}

/**
 * The spec's rules for whom an SMS goes to: a client and a lead are never chosen together
 * (client_or_lid), and someone must be chosen (recipient_required). A people group may go with either.
 */
export function checkRecipientChoice(choice: RecipientChoice): PendingFieldError | null {
  const clients = choice.clients?.length ?? 0;
  const lids = choice.lids?.length ?? 0;
  if (clients > 0 && lids > 0) return { field: 'clients', code: ErrorCode.CLIENT_OR_LID };
  if (clients === 0 && lids === 0 && !choice.people_group) return { field: null, code: ErrorCode.RECIPIENT_REQUIRED };
  return null;
}

/** One message per phone: the first mention wins (explicit recipients come before the group's). */
export function uniqueByPhone<T extends { phone: string }>(recipients: T[]): T[] {
  const seen = new Set<string>();
  return recipients.filter((r) => (seen.has(r.phone) ? false : (seen.add(r.phone), true)));
}
