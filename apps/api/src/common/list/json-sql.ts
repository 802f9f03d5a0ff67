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

/**
 * A column (or expression over `alias`) of the row that the column `id` points to, NULL when none:
 * a scalar subquery instead of a join. PostgreSQL plans the join order of every table a statement
 * joins: for a 20-row list page with six lookups that took ~5 ms, as long as running it, while each
 * subquery is planned alone in microseconds. (For thousands of rows joins run faster: the room list.)
 */
export const lookupSql = (table: string, alias: string, id: string, expression: string | Prisma.Sql) =>
  Prisma.sql`(SELECT ${typeof expression === 'string' ? Prisma.raw(expression) : expression} FROM ${Prisma.raw(table)} ${Prisma.raw(alias)} WHERE ${Prisma.raw(alias)}.id = ${Prisma.raw(id)})`;

/** localName() of the reference row that `id` points to (lookupSql). */
export const lookupNameSql = (table: string, id: string, locale: Locale) => lookupSql(table, 'n', id, localNameSql('n', locale));

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
