import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../i18n/locales';
import { createI18nProvider } from './i18nProvider';

describe('i18nProvider', () => {
  it('starts in Uzbek by default, or in the stored language once loaded (main.tsx loads it first)', async () => {
    await loadMessages('ru');
    expect(createI18nProvider().getLocale()).toBe('uz');
    window.localStorage.setItem('locale', 'ru');
    expect(createI18nProvider().getLocale()).toBe('ru');
    window.localStorage.setItem('locale', 'en');
    expect(createI18nProvider().getLocale()).toBe('uz');
  });

  it('stores the choice under "locale" and reports each real change (the app refetches then)', async () => {
    const onLocaleChanged = vi.fn();
    const i18n = createI18nProvider({ initialLocale: 'uz', onLocaleChanged });
    await i18n.changeLocale('ru');
    expect(window.localStorage.getItem('locale')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(i18n.translate('ra.action.save')).toBe('Сохранить');
    expect(onLocaleChanged).toHaveBeenCalledTimes(1);

    await i18n.changeLocale('ru');
    expect(onLocaleChanged).toHaveBeenCalledTimes(1);

    await i18n.changeLocale('de');
    expect(i18n.getLocale()).toBe('uz');
    expect(i18n.translate('ra.action.save')).toBe('Saqlash');
  });

  it('uses Russian plural forms', async () => {
    await loadMessages('ru');
    const i18n = createI18nProvider({ initialLocale: 'ru' });
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('Выбран 1 элемент');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('Выбрано 3 элемента');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 5 })).toBe('Выбрано 5 элементов');
  });
});
