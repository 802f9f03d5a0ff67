import type { Locale } from '@mijozlar/shared';
import { localName } from '../../common/i18n/locale';
import type { Prisma } from '../../generated/prisma/client';

const isoDate = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

export const lidInclude = {
  status: { select: { name_uz: true, name_ru: true } },
  region: { select: { name_uz: true, name_ru: true } },
  city: { select: { name_uz: true, name_ru: true } },
  seller: { select: { full_name: true } },
  operator: { select: { full_name: true } },
  source_of_interest: { select: { name_uz: true, name_ru: true } },
} as const satisfies Prisma.LidInclude;

export type LidRow = Prisma.LidGetPayload<{ include: typeof lidInclude }>;

export function toLid(row: LidRow, locale: Locale) {
  return {
    id: row.id,
    name: row.name,
    company_name: row.company_name,
    phone_number: row.phone_number,
    status: row.status_id,
    status_name: localName(row.status, locale),
    region: row.region_id,
    region_name: row.region ? localName(row.region, locale) : null,
    city: row.city_id,
    city_name: row.city ? localName(row.city, locale) : null,
    seller: row.seller_id,
    seller_name: row.seller?.full_name ?? null,
    operator: row.operator_id,
    operator_name: row.operator?.full_name ?? null,
    note: row.note,
    source_of_interest: row.source_of_interest_id,
    source_name: row.source_of_interest ? localName(row.source_of_interest, locale) : null,
    call_date: isoDate(row.call_date),
    next_call_date: isoDate(row.next_call_date),
    archived: row.archived,
    converted_client: row.converted_client_id,
    created_at: row.created_at.toISOString(),
  };
}

export const lidTalkInclude = { created_by: { select: { full_name: true } } } as const satisfies Prisma.LidTalkInclude;
export type LidTalkRow = Prisma.LidTalkGetPayload<{ include: typeof lidTalkInclude }>;

export function toLidTalk(row: LidTalkRow) {
  return {
    id: row.id,
    lid: row.lid_id,
    talk_date: row.talk_date.toISOString(),
    result: row.result,
    created_by: row.created_by_id,
    created_by_name: row.created_by?.full_name ?? null,
    created_at: row.created_at.toISOString(),
  };
}
