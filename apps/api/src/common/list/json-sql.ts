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
