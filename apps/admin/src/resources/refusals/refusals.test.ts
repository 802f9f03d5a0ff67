import { describe, expect, it } from 'vitest';
import { toPayoutPayload } from './PayoutDialog';
import { debtPaid, payoutError, refundDue, refundedPercent, remainingOf } from './refusalMoney';

describe('refusal money', () => {
  it('owes the first payment plus what was paid off the debt, exactly', () => {
    expect(refundDue({ id: 1, paid_amount: '3000.10' }, { id: 2, sale: 1, all_debt: '7000.00', current_debt: '4999.95' })).toBe('5000.15');
    expect(refundDue({ id: 1, paid_amount: '3000.00' }, null)).toBe('3000.00');
    expect(debtPaid({ id: 2, paid_amount: '12.50', all_debt: '100', current_debt: '0' })).toBe('12.50');
  });

  it('keeps a payout within what remains', () => {
    expect(remainingOf({ refund_due: '100.00', refunded_amount: '30.01' })).toBe('69.99');
    expect(remainingOf({ refund_due: '100.00', refunded_amount: '30.00', remaining: '70.00' })).toBe('70.00');
    expect(payoutError('70.00', '69.99')).toBe('resources.refusals.validation.above_remaining');
    expect(payoutError('69.99', '69.99')).toBeUndefined();
  });

  it('shows how much of the refund went back, on exact cents', () => {
    expect(refundedPercent({ refund_due: '100.00', refunded_amount: '30.01' })).toBe(30.01);
    expect(refundedPercent({ refund_due: '12345678901234.56', refunded_amount: '12345678901234.55' })).toBe(99.99);
    expect(refundedPercent({ refund_due: '0.00', refunded_amount: '0.00' })).toBe(100);
    expect(refundedPercent({ refund_due: '10.00', refunded_amount: '12.00' })).toBe(100);
  });

  it('sends a payout as a withdraw linked to the refusal', () => {
    expect(toPayoutPayload({ wallet: 3, amount: '500.00', method: 1, comment: ' Qaytarildi ' }, 9)).toEqual({
      operation_type: 'withdraw',
      refusal_id: 9,
      wallet: 3,
      amount: '500.00',
      method: 1,
      comment: 'Qaytarildi',
    });
  });
});
