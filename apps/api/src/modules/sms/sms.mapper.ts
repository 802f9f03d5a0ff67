import type { Locale, SmsMessage } from '@mijozlar/shared';
import { localName } from '../../common/i18n/locale';
import { Prisma } from '../../generated/prisma/client';
import type { SqlRows } from '../../common/list/paginate';
import type { SqlModel } from '../../common/list/sql-where';
import { isoTimestampSql, jsonRowsSql, lookupNameSql, lookupSql } from '../../common/list/json-sql';

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

export function toSms(row: SmsRow, locale: Locale): SmsMessage {
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

/** The columns the SMS list filters and orders by (the SQL list path). */
export const smsSqlModel: SqlModel = {
  table: 'sms_message',
  columns: {
    id: 'int', text: 'text', recipient: 'text', status: 'enum:sms_status', purpose: 'enum:sms_purpose', client_id: 'int', lid_id: 'int',
    people_group_id: 'int', created_at: 'timestamptz', sent_at: 'timestamptz',
  },
};

/** The SMS list's rows as PostgreSQL writes them (paginateSql): the fields, values and order of toSms(). */
export function smsRows(locale: Locale): SqlRows {
  return {
    model: smsSqlModel,
    json: (ids) =>
      jsonRowsSql(
        ids,
        Prisma.sql`
          JOIN sms_message m ON m.id = p.id`,
        Prisma.sql`
          m.id, ${isoTimestampSql('m.created_at')} AS created_at, m.recipient,
          m.client_id AS client, ${lookupSql('client', 'c', 'm.client_id', 'c.name')} AS client_name,
          m.lid_id AS lid, ${lookupSql('lid', 'l', 'm.lid_id', 'l.name')} AS lid_name,
          m.people_group_id AS people_group, ${lookupNameSql('people_group', 'm.people_group_id', locale)} AS people_group_name,
          m.text, m.status::text AS status, ${isoTimestampSql('m.sent_at')} AS sent_at, m.error`,
      ),
  };
}
