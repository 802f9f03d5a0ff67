import { DEFAULT_LOCALE, Locale } from '@mijozlar/shared';

/** `Accept-Language` decides the language: ru when it asks for Russian first, uz otherwise. */
export function resolveLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return DEFAULT_LOCALE;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.lang === 'uz' || entry.lang === 'ru')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** Reference data is stored in both languages; the API answers with the request's. */
export function localName(row: { name_uz: string; name_ru: string }, locale: Locale): string {
  return locale === 'ru' ? row.name_ru : row.name_uz;
}
