import { describe, expect, it } from 'vitest';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { debtAfter, deliveryPrice, paymentPreview, toPercentHundredths, toThousandths } from './supplierMoney';

describe('supplier money, as the API computes it', () => {
  it('prices a delivery: round2(unit_amount × unit_price)', () => {
    expect(deliveryPrice('100', '25.50')).toBe('2550.00');
    expect(deliveryPrice('10.125', '3.33')).toBe('33.72'); // 33.71625 → 33.72
    expect(deliveryPrice('0.005', '1')).toBe('0.01');
    expect(deliveryPrice('', '25')).toBeNull();
    expect(deliveryPrice('1.2345', '25')).toBeNull();
    expect(toThousandths('12.5')).toBe(12500n);
  });

  it("the issue's payment: 1000 with a 2 % fee brings 980.00 and leaves 1570.00 of 2550.00", () => {
    const p = paymentPreview({ walletPayment: '1000', fee: '2', walletCurrency: CURRENCY_USD, currency: CURRENCY_USD, rate: null });
    expect(p).toEqual({ net: '980.00', actual: '980.00', actualUsd: '980.00', needsRate: false });
    expect(debtAfter('2550.00', p.actual)).toBe('1570.00');
  });

  it('converts between the wallet and the debt currency at the rate, to the cent', () => {
    expect(paymentPreview({ walletPayment: '1000000', fee: '', walletCurrency: CURRENCY_UZS, currency: CURRENCY_USD, rate: '12650.5' })).toEqual({
      net: '1000000.00',
      actual: '79.05',
      actualUsd: '79.05',
      needsRate: true,
    });
    expect(paymentPreview({ walletPayment: '100', fee: '2', walletCurrency: CURRENCY_USD, currency: CURRENCY_UZS, rate: '12650' })).toEqual({
      net: '98.00',
      actual: '1239700.00',
      actualUsd: '98.00',
      needsRate: true,
    });
    // Without the rate nothing can be said about the other currency.
    expect(paymentPreview({ walletPayment: '100', fee: '0', walletCurrency: CURRENCY_USD, currency: CURRENCY_UZS, rate: '' }).actual).toBeNull();
  });

  it('reads fees from 0 to 100 % with two decimals', () => {
    expect(toPercentHundredths('2.5')).toBe(250n);
    expect(toPercentHundredths('100')).toBe(10000n);
    expect(toPercentHundredths('100.01')).toBeNull();
    expect(toPercentHundredths('abc')).toBeNull();
  });
});
