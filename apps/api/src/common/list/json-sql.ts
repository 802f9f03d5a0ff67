import type { Locale } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';

/**
 * SQL expressions that write values exactly as the TypeScript mappers do, for the lists whose JSON
 * PostgreSQL writes (paginateSql). Column references are trusted SQL text from the mappers.
 */

/** Date.toISOString() of a timestamptz: UTC, milliseconds, "Z". */
export const isoTimestampSql = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A DATE as YYYY-MM-DD (isoDate()), NULL stays null. */
export const isoDateSql = (column: string) => Prisma.raw(`to_char(${column}, 'YYYY-MM-DD')`);

/** localName(): the reference row's name in the request's language. */
export const localNameSql = (alias: string, locale: Locale) => Prisma.raw(locale === 'ru' ? `${alias}.name_ru` : `${alias}.name_uz`);

/** documentUrl(): the image's public URL from its stored path (the file name after the last slash). */
export const documentUrlSql = (column: string) => Prisma.raw(`'/api/document/images/' || regexp_replace(${column}, '^.*/', '')`);

/**
 * The JSON array of the rows whose ids the int[] expression `ids` gives, in that order: `from` joins
 * the row itself (`JOIN <table> <alias> ON <alias>.id = p.id`) and what it shows; `fields` is one
 * row's select list, in the mapper's key order (json_agg writes the keys as selected).
 */
export function jsonRowsSql(ids: Prisma.Sql, from: Prisma.Sql, fields: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT coalesce(json_agg(x ORDER BY p.ord), '[]'::json)
    FROM unnest(${ids}) WITH ORDINALITY AS p(id, ord)
    ${from}
    CROSS JOIN LATERAL (SELECT ${fields}) x`;
}
