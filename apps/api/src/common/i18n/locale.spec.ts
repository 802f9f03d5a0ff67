import { resolveLocale, localName } from './locale';
import { catalogues, translate } from './messages';

describe('resolveLocale', () => {
  it.each([
    [undefined, 'uz'],
    ['', 'uz'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-US,en;q=0.9', 'uz'],
    ['en, ru;q=0.5', 'ru'],
    ['uz;q=0.4, ru;q=0.8', 'ru'],
    ['ru;q=0.4, uz;q=0.8', 'uz'],
    ['uz-Latn-UZ', 'uz'],
  ])('%s → %s', (header, expected) => {
    expect(resolveLocale(header)).toBe(expected);
  });

  it('picks the stored name of the language', () => {
    expect(localName({ name_uz: 'Toshkent', name_ru: 'Ташкент' }, 'ru')).toBe('Ташкент');
    expect(localName({ name_uz: 'Toshkent', name_ru: 'Ташкент' }, 'uz')).toBe('Toshkent');
  });
});

describe('messages', () => {
  it('has every Uzbek key in Russian, and no empty message', () => {
    expect(Object.keys(catalogues.ru).sort()).toEqual(Object.keys(catalogues.uz).sort());
    for (const locale of ['uz', 'ru'] as const) {
      for (const [code, text] of Object.entries(catalogues[locale])) expect([code, text.trim().length > 0]).toEqual([code, true]);
    }
  });

  it('fills parameters and says the login failure as the spec does', () => {
    expect(translate('ru', 'too_short', { min: 8 })).toBe('Должно быть не меньше 8 символов');
    expect(translate('ru', 'invalid_credentials')).toBe('Пользователь не найден или пароль неверен');
    expect(translate('uz', 'invalid_credentials')).toBe("Foydalanuvchi topilmadi yoki parol notoʻgʻri");
  });

  it('falls back to a generic message for an unknown code', () => {
    expect(translate('uz', 'no_such_code')).toBe(catalogues.uz.invalid);
  });
});
