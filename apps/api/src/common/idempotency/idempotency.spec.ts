import { requestHash } from './idempotency.interceptor';
import { Decimal } from '../money/money';
import { decodeRecovery, encodeRecovery } from './recovery-value';

describe('Idempotency-Key request hash', () => {
  it('is the same for the same request whatever the key order, and differs for another body, path or method', () => {
    const a = requestHash('POST', '/api/wallet-operations', { amount: '10.00', wallet: 1, extra: { b: 2, a: 1 } });
    expect(requestHash('POST', '/api/wallet-operations', { extra: { a: 1, b: 2 }, wallet: 1, amount: '10.00' })).toBe(a);
    expect(requestHash('POST', '/api/wallet-operations', { amount: '10.01', wallet: 1, extra: { b: 2, a: 1 } })).not.toBe(a);
    expect(requestHash('POST', '/api/payment-report', { amount: '10.00', wallet: 1, extra: { b: 2, a: 1 } })).not.toBe(a);
    expect(requestHash('PUT', '/api/wallet-operations', { amount: '10.00', wallet: 1, extra: { b: 2, a: 1 } })).not.toBe(a);
    expect(requestHash('POST', '/x', [1, 2])).not.toBe(requestHash('POST', '/x', [2, 1]));
    expect(requestHash('POST', '/x', undefined)).toBe(requestHash('POST', '/x', null));
  });
});

describe('the recovery value of a money transaction', () => {
  it('comes back with the types the handler got the first time: Decimals, Dates, ids, nested', () => {
    const first = { id: 7, balance: new Decimal('1500.50'), at: new Date('2026-11-27T06:00:00.000Z'), ids: [1, 2], leg: { id: 3, amount: new Decimal('0.01') }, none: null };
    const again = decodeRecovery(JSON.parse(encodeRecovery(first))) as typeof first;
    expect(again.id).toBe(7);
    expect(Decimal.isDecimal(again.balance)).toBe(true);
    expect(again.balance.toFixed(2)).toBe('1500.50');
    expect(again.at).toBeInstanceOf(Date);
    expect(again.at.toISOString()).toBe('2026-11-27T06:00:00.000Z');
    expect(again.ids).toEqual([1, 2]);
    expect(again.leg.amount.toFixed(2)).toBe('0.01');
    expect(again.none).toBeNull();
    expect(decodeRecovery(JSON.parse(encodeRecovery(42)))).toBe(42);
    expect(decodeRecovery(JSON.parse(encodeRecovery(undefined)))).toBeNull();
  });
});
