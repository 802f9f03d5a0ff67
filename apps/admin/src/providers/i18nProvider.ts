import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mijozlar/shared';
import { isLocale, loadedMessages, loadMessages, LOCALE_NAMES, onResourceTexts, readStoredLocale, storeLocale, withResourceTexts } from '../i18n/locales';

export interface AppI18nProviderOptions {
  /** Called after the language changed (the app refetches the current screen's data). */
  onLocaleChanged?: (locale: Locale) => void;
  initialLocale?: Locale;
}

export function createI18nProvider(options: AppI18nProviderOptions = {}): I18nProvider {
  const requested = options.initialLocale ?? readStoredLocale();
  let base: I18nProvider | null = null;
  // Made on first use (the first render), so that a language main.tsx loaded meanwhile is the first
  // one; a language not loaded by then falls back to Uzbek, which is always loaded.
  const provider = (): I18nProvider => {
    if (base) return base;
    const initialLocale: Locale = loadedMessages(requested) ? requested : DEFAULT_LOCALE;
    base = polyglotI18nProvider(
      (locale) => {
        const known: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
        const messages = loadedMessages(known);
        return messages ? withResourceTexts(known, messages) : loadMessages(known).then((loaded) => withResourceTexts(known, loaded));
      },
      initialLocale,
      LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
    );
    document.documentElement.lang = initialLocale;
    // A screen chunk brought its texts: rebuild the phrases of the current language (no refetch).
    onResourceTexts(() => {
      if (base) void base.changeLocale(base.getLocale());
    });
    return base;
  };

  return {
    translate: (key, translateOptions) => provider().translate(key, translateOptions),
    getLocale: () => provider().getLocale(),
    getLocales: () => provider().getLocales?.() ?? [],
    async changeLocale(requested: string) {
      const locale: Locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
      const previous = provider().getLocale();
      await provider().changeLocale(locale);
      storeLocale(locale);
      document.documentElement.lang = locale;
      if (previous !== locale) options.onLocaleChanged?.(locale);
    },
  };
}
