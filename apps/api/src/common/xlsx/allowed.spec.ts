import { translate } from '../i18n/messages';
import { allowedParams, MAX_ALLOWED_SHOWN } from './allowed';

describe('allowed values of an import error', () => {
  it('one list when the names are the same in both languages, one per language otherwise', () => {
    expect(allowedParams(['UZS', 'USD', 'UZS'])).toEqual({ allowed: 'UZS, USD' });
    const params = allowedParams([{ uz: 'Yangi', ru: 'Новый' }, 'VIP']);
    expect(params).toEqual({ allowed_uz: 'Yangi, VIP', allowed_ru: 'Новый, VIP' });
    expect(translate('uz', 'import.not_in_list', params)).toBe('Bunday qiymat yoʻq. Mumkin boʻlgan qiymatlar: Yangi, VIP');
    expect(translate('ru', 'import.not_in_list', params)).toBe('Такого значения нет. Допустимые значения: Новый, VIP');
  });

  it('names at most 30, then an ellipsis', () => {
    const many = Array.from({ length: 40 }, (_, i) => `v${i}`);
    const { allowed } = allowedParams(many);
    expect(allowed.split(', ')).toHaveLength(MAX_ALLOWED_SHOWN + 1);
    expect(allowed.endsWith(', …')).toBe(true);
  });
});
