import { requestHash } from './idempotency.interceptor';

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
