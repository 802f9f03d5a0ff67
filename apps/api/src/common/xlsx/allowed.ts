import type { Locale } from '@mijozlar/shared';

/** At most this many values are named in one error; the rest is "…". */
export const MAX_ALLOWED_SHOWN = 30;

/** A value of a fixed set as people write it: the same in both languages (a code), or one per language. */
export type AllowedName = string | Record<Locale, string>;

const join = (names: readonly string[]) => {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  return unique.length > MAX_ALLOWED_SHOWN ? `${unique.slice(0, MAX_ALLOWED_SHOWN).join(', ')}, …` : unique.join(', ');
};

/**
 * The `{allowed}` parameter of an import error that refuses a value of a fixed set (a status, a
 * currency, a region…): `allowed` when the names are the same in both languages, else
 * `allowed_uz` and `allowed_ru`, which `translate` picks by the request's language. Pure (it
 * runs in the import worker with the row validators).
 */
export function allowedParams(names: readonly AllowedName[]): Record<string, string> {
  if (names.every((n) => typeof n === 'string')) return { allowed: join(names as string[]) };
  const of = (locale: Locale) => join(names.map((n) => (typeof n === 'string' ? n : n[locale])));
  return { allowed_uz: of('uz'), allowed_ru: of('ru') };
}

/** A reference row's name per language. */
export const namesOf = (row: { name_uz: string; name_ru: string }): Record<Locale, string> => ({ uz: row.name_uz, ru: row.name_ru });
