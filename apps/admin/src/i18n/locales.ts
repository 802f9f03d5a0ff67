import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mijozlar/shared';
import ru from './ru';
import uz, { type Messages } from './uz';

/** Local-storage key of the chosen language (document 2, section 7). */
export const LOCALE_STORAGE_KEY = 'locale';

export const MESSAGES: Record<Locale, Messages> = { uz, ru };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored language, or Uzbek (the default and the fallback). */
export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage disabled: the choice lasts until the page is reloaded.
  }
}
