import { describe, expect, it } from 'vitest';
import { buildSalePayload, buyerError, debtOf } from './salePayload';
import { checkSchedule, generateSchedule, monthlyDates, splitInstalments } from './schedule';
import { readTotals } from '../../components/CurrencyTotalsFooter';

describe('schedule generation', () => {
  it('splits into equal whole instalments, the last taking the remainder', () => {
    expect(splitInstalments('100000.01', 7)).toEqual([...Array(6).fill('14285.00'), '14290.01']);
    expect(splitInstalments('1000', 3)).toEqual(['333.00', '333.00', '334.00']);
    expect(splitInstalments('50.50', 1)).toEqual(['50.50']);
    expect(splitInstalments('10', 0)).toEqual([]);
  });

  it('puts instalments on the same day of each month, or the last day of a short month', () => {
    expect(monthlyDates('2025-01-31', 4)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
    expect(monthlyDates('2025-11-15', 3)).toEqual(['2025-11-15', '2025-12-15', '2026-01-15']);
    expect(monthlyDates('2024-01-31', 2)).toEqual(['2024-01-31', '2024-02-29']);
  });

  it('generates rows that always add up to the debt', () => {
    const rows = generateSchedule('36500.00', 12, '2025-06-10');
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ month: 1, paymentDate: '2025-06-10', amount: '3041.00' });
    expect(rows[11]).toEqual({ month: 12, paymentDate: '2026-05-10', amount: '3049.00' });
    expect(checkSchedule(rows, '36500.00')).toMatchObject({ sum: '36500.00', difference: '0.00', matches: true });
  });

  it('checks an edited schedule live against the debt', () => {
    const rows = generateSchedule('1000', 2, '2025-01-01');
    const edited = [{ ...rows[0], amount: '400.00' }, rows[1]];
    expect(checkSchedule(edited, '1000')).toMatchObject({ sum: '900.00', difference: '100.00', matches: false });
    const fixed = [edited[0], { ...rows[1], amount: '600' }];
    expect(checkSchedule(fixed, '1000').matches).toBe(true);
    expect(checkSchedule([{ ...rows[0], amount: '1000', paymentDate: '' }], '1000')).toMatchObject({ matches: false, invalidRows: [1] });
  });
});

describe('sale payload', () => {
  const values = {
    room: 12,
    client: 5,
    lid: null,
    wallet: 3,
    currency: 2,
    sold_amount: '60000',
    paid_amount: '24000',
    debt_type: 1,
    credit_period: 4,
    payment_date: '2025-07-01',
    method: 2,
    seller: 7,
    comment: '  ok ',
    schedule: generateSchedule('36000.00', 3, '2025-07-01'),
  };

  it('computes the debt exactly and enforces client xor lead', () => {
    expect(debtOf(values)).toBe('36000.00');
    expect(buyerError({ client: 1, lid: 2 })).toBe('both');
    expect(buyerError({ client: null, lid: null })).toBe('none');
    expect(buyerError({ client: null, lid: 3 })).toBeNull();
  });

  it('sends ids, decimal texts and the schedule as monthly_amount', () => {
    expect(buildSalePayload(values, 2)).toEqual({
      room: 12,
      client: 5,
      wallet: 3,
      currency: 2,
      sold_amount: '60000',
      paid_amount: '24000',
      debt_type: 1,
      credit_period: 4,
      payment_date: '2025-07-01',
      method: 2,
      seller: 7,
      comment: 'ok',
      monthly_amount: [
        { month: 1, paymentDate: '2025-07-01', amount: '12000.00' },
        { month: 2, paymentDate: '2025-08-01', amount: '12000.00' },
        { month: 3, paymentDate: '2025-09-01', amount: '12000.00' },
      ],
    });
  });

  it('adds the rate only when the wallet is in another currency, and no schedule without a debt', () => {
    const payload = buildSalePayload({ ...values, paid_amount: '60000', exchange_rate: '12650', lid: 9, client: null }, 1);
    expect(payload.exchange_rate).toBe('12650');
    expect(payload.monthly_amount).toBeUndefined();
    expect(payload.lid).toBe(9);
    expect(payload.client).toBeUndefined();
    const paidInFull = buildSalePayload({ ...values, paid_amount: '60000', debt_type: null, credit_period: null, payment_date: null }, 2);
    expect(Object.keys(paidInFull)).not.toEqual(expect.arrayContaining(['debt_type']));
    expect(['credit_period', 'payment_date'].filter((k) => k in paidInFull)).toEqual([]);
  });
});

describe('list totals', () => {
  it('reads one line per currency, UZS first, never adding them up', () => {
    const lines = readTotals(
      { totals: [{ currency: 2, sold_amount: '100.00' }, { currency: 1, sold_amount: '1500000.00', paid_amount: '0.00' }] },
      ['sold_amount', 'paid_amount'],
    );
    expect(lines.map((line) => line.currency)).toEqual(['UZS', 'USD']);
    expect(lines[0].values).toEqual({ sold_amount: '1500000.00', paid_amount: '0.00' });
    expect(readTotals(undefined, [])).toEqual([]);
  });
});
