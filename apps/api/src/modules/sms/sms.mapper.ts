import type { Locale } from '@mijozlar/shared';
import { localName } from '../../common/i18n/locale';
import type { Prisma } from '../../generated/prisma/client';

export const smsSelect = {
  id: true,
  created_at: true,
  recipient: true,
  client_id: true,
  lid_id: true,
  people_group_id: true,
  text: true,
  status: true,
  sent_at: true,
  error: true,
  client: { select: { name: true } },
  lid: { select: { name: true } },
  people_group: { select: { name_uz: true, name_ru: true } },
} as const satisfies Prisma.SmsMessageSelect;

export type SmsRow = Prisma.SmsMessageGetPayload<{ select: typeof smsSelect }>;

export function toSms(row: SmsRow, locale: Locale) {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    recipient: row.recipient,
    client: row.client_id,
    client_name: row.client?.name ?? null,
    lid: row.lid_id,
    lid_name: row.lid?.name ?? null,
    people_group: row.people_group_id,
    people_group_name: row.people_group ? localName(row.people_group, locale) : null,
    text: row.text,
    status: row.status,
    sent_at: row.sent_at ? row.sent_at.toISOString() : null,
    error: row.error,
  };
}
