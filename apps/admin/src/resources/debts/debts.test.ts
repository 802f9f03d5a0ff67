import { describe, expect, it } from 'vitest';
import { previewAllocation } from './allocation';
import { appliedAmount, buildPaymentPayload } from './paymentPayload';
import type { Instalment } from './types';

const instalments: Instalment[] = [
  { id: 13, month: 3, amount: '1000.00', paidAmount: '0.00', paymentDate: '2025-03-10', status: 'not_paid', paid_at: null, penalty_amount: '0.00' },
  { id: 11, month: 1, amount: '1000.00', paidAmount: '1000.00', paymentDate: '2025-01-10', status: 'paid', paid_at: '2025-01-09T10:00:00.000Z', penalty_amount: '0.00' },
  { id: 12, month: 2, amount: '1000.00', paidAmount: '250.50', paymentDate: '2025-02-10', status: 'partially_paid', paid_at: null, penalty_amount: '0.00' },
];

describe('allocation preview', () => {
  it('pays the oldest unpaid instalments first and shows their status after', () => {
    const preview = previewAllocation(instalments, '1000.00');
    expect(preview.owed).toBe('1749.50');
    expect(preview.tooMuch).toBe(false);
    expect(preview.lines.map((line) => [line.instalment.month, line.share, line.remaining, line.statusAfter])).toEqual([
      [2, '749.50', '0.00', 'paid'],
      [3, '250.50', '749.50', 'partially_paid'],
    ]);
  });

  it('pays everything off exactly', () => {
    const preview = previewAllocation(instalments, '1749.50');
    expect(preview.tooMuch).toBe(false);
    expect(preview.lines.every((line) => line.statusAfter === 'paid')).toBe(true);
  });

  it('refuses an amount above what is owed', () => {
    const preview = previewAllocation(instalments, '1749.51');
    expect(preview).toMatchObject({ tooMuch: true, excess: '0.01' });
  });

  it('shows nothing for an empty or invalid amount', () => {
    expect(previewAllocation(instalments, null).lines).toEqual([]);
    expect(previewAllocation(instalments, 'abc').lines).toEqual([]);
  });
});

describe('payment payload', () => {
  const debt = { id: 40, client: 8, currency: 2 };

  it('converts a payment in another currency to the debt currency for the preview', () => {
    expect(appliedAmount({ amount: '1265000', currency: 1, exchange_rate: '12650' }, debt)).toBe('100.00');
    expect(appliedAmount({ amount: '1265000', currency: 1 }, debt)).toBeNull();
    expect(appliedAmount({ amount: '500', currency: 2 }, debt)).toBe('500.00');
  });

  it('sends what POST /api/payment-report/ takes, the rate only across currencies', () => {
    expect(
      buildPaymentPayload(
        { wallet: 3, amount: '1265000', currency: 1, exchange_rate: '12650', method: 1, payment_date: '2025-05-02', description: ' cash ' },
        debt,
      ),
    ).toEqual({
      client: 8,
      client_debt: 40,
      wallet: 3,
      amount: '1265000',
      currency: 1,
      exchange_rate: '12650',
      method: 1,
      description: 'cash',
      payment_date: '2025-05-02',
    });
    const same = buildPaymentPayload({ wallet: 3, amount: '10', currency: 2, exchange_rate: '1', payment_date: '2025-05-02' }, debt);
    expect(same.exchange_rate).toBeUndefined();
  });
});
