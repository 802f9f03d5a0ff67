import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { Decimal } from '../../common/money/money';
import { dayForPeople, reminderText } from './debt-reminder-text';

describe('debt reminder texts', () => {
  it('writes dates as dd.mm.yyyy', () => {
    expect(dayForPeople('2026-03-05')).toBe('05.03.2026');
  });

  it('names the client, the amount with its currency and the date, in uz and ru', () => {
    const uz = reminderText('before', { name: ' Aziz Karimov ', amount: new Decimal('1500000'), currency: CURRENCY_UZS, day: '2026-03-15' }, 'uz');
    expect(uz).toBe('Hurmatli Aziz Karimov! 15.03.2026 sanasida 1 500 000,00 soʻm miqdoridagi navbatdagi toʻlovingiz muddati keladi. Iltimos, oʻz vaqtida toʻlang.');
    const ru = reminderText('overdue', { name: 'Aziz', amount: new Decimal('1500'), currency: CURRENCY_USD, day: '2026-02-01' }, 'ru');
    expect(ru).toBe('Уважаемый(ая) Aziz! С 01.02.2026 просрочен платёж на сумму $1 500,00. Пожалуйста, оплатите как можно скорее.');
  });
});
