import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mijozlar/shared';
import { isLocale, MESSAGES, readStoredLocale, storeLocale } from '../i18n/locales';

export interface AppI18nProviderOptions {
  /** Called after the language changed (the app refetches the current screen's data). */
  onLocaleChanged?: (locale: Locale) => void;
  initialLocale?: Locale;
}

export function createI18nProvider(options: AppI18nProviderOptions = {}): I18nProvider {
  const initialLocale = options.initialLocale ?? readStoredLocale();
  const base = polyglotI18nProvider(
    (locale) => MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE],
    initialLocale,
    LOCALES.map((locale) => ({ locale, name: MESSAGES[locale].app.language[locale] })),
  );
  document.documentElement.lang = initialLocale;

  return {
    ...base,
    async changeLocale(requested: string) {
      const locale: Locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
      const previous = base.getLocale();
      await base.changeLocale(locale);
      storeLocale(locale);
      document.documentElement.lang = locale;
      if (previous !== locale) options.onLocaleChanged?.(locale);
    },
  };
}
