import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mijozlar/shared';
import uz, { type Messages } from './uz';

/** Local-storage key of the chosen language (document 2, section 7). */
export const LOCALE_STORAGE_KEY = 'locale';

/**
 * Uzbek (the default and the fallback) is part of the first load; Russian is its own chunk, fetched
 * before the first render when it is the stored language (main.tsx) or when the user switches to it.
 */
const loaded: Partial<Record<Locale, Messages>> = { uz };
const LOADERS: Record<Locale, () => Promise<Messages>> = {
  uz: () => Promise.resolve(uz),
  ru: () => import('./ru').then((module) => module.default),
};

/** The messages of a language already loaded, or undefined. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded[locale];
}

/** Loads (once) and returns the messages of a language. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const messages = loaded[locale] ?? (await LOADERS[locale]());
  loaded[locale] = messages;
  return messages;
}

/** The texts of one screen chunk, in every language (`resources.<name>` or `app.<name>`). */
type Texts = { [key: string]: string | Texts };
type Section = 'resources' | 'app';
const chunkTexts: Record<Locale, Record<Section, Record<string, Texts>>> = {
  uz: { resources: {}, app: {} },
  ru: { resources: {}, app: {} },
};
const chunkListeners = new Set<() => void>();

function register(section: Section, name: string, texts: Record<Locale, Texts>): void {
  if (chunkTexts[DEFAULT_LOCALE][section][name]) return;
  for (const locale of LOCALES) chunkTexts[locale][section][name] = texts[locale];
  for (const listener of chunkListeners) listener();
}

/**
 * Screen chunks loaded lazily bring their own texts and register them here when their chunk loads
 * (each resources/<name>/texts.ts, imported by the chunk's screens.ts and by the chunks that show
 * that resource's texts too), so the first load does not carry them. Each file pair keeps the
 * Russian type tied to the Uzbek one (see employees.ru.ts); chunks.test.ts checks that every chunk
 * registers the texts its code uses.
 */
export function registerResourceTexts(resource: string, texts: Record<Locale, Texts>): void {
  register('resources', resource, texts);
}

/** The same for an app.<section> group used only by lazily loaded code (the import dialog's app.import). */
export function registerAppTexts(section: string, texts: Record<Locale, Texts>): void {
  register('app', section, texts);
}

/** Called after a chunk registered its texts (the i18n provider rebuilds its phrases). */
export function onResourceTexts(listener: () => void): () => void {
  chunkListeners.add(listener);
  return () => chunkListeners.delete(listener);
}

/** A language's messages with the texts of the screen chunks loaded so far. */
export function withResourceTexts(locale: Locale, messages: Messages): Messages {
  const extra = chunkTexts[locale];
  if (Object.keys(extra.resources).length === 0 && Object.keys(extra.app).length === 0) return messages;
  return {
    ...messages,
    app: { ...messages.app, ...extra.app },
    resources: { ...messages.resources, ...extra.resources },
  } as Messages;
}

/** Each language's name in its own language (the same in every messages file). */
export const LOCALE_NAMES: Record<Locale, string> = uz.app.language;

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
