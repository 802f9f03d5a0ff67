import { describe, expect, it } from 'vitest';
import type { WalletOperation } from '../wallets/types';
import { investorCancelLock } from './InvestorOperations';
import { toInvestorFormValues, toInvestorPayload } from './InvestorFormDialog';
import { balanceAfter, cumulativeBalance, movedTotals, toMoneyPayload, totalIn, withdrawalError } from './investorMoney';
import { listPathOf } from '../../providers/resourcePaths';
import type { Investor } from './types';

const totals = [
  { currency: 1, currency_code: 'UZS', invested: '0.00', withdrawn: '0.00', balance: '0.00' },
  { currency: 2, currency_code: 'USD', invested: '1000.10', withdrawn: '200.05', balance: '800.05' },
];
const investor: Investor = {
  id: 7,
  first_name: 'Rustam',
  last_name: 'Xolmatov',
  full_name: 'Rustam Xolmatov',
  phone_number: '+998907001122',
  investor_type: 3,
  investor_type_name: 'Taʼsischi',
  totals,
  created_at: '2026-08-01T04:00:00.000Z',
};

const op = (id: number, operation_type: 'replenish' | 'withdraw', amount: string, date: string, extra: Partial<WalletOperation> = {}): WalletOperation => ({
  id,
  wallet: 1,
  wallet_name: 'Valyuta kassasi',
  currency: 2,
  operation_type,
  kind: 'investments',
  amount,
  method: 1,
  method_name: 'Naqd',
  comment: null,
  date,
  exchange_rate: '1.000000',
  amount_usd: amount,
  executor: { id: 1, full_name: 'Alisher Karimov' },
  employee_id: null,
  salary_date: null,
  construction_building_id: null,
  refusal_id: null,
  sale: null,
  client: null,
  investor: 7,
  transfer_group: null,
  reversal_of: null,
  reversed_by: null,
  ...extra,
});

describe('investor money', () => {
  it('reads a currency line and leaves out currencies where nothing moved', () => {
    expect(totalIn(totals, 2)?.balance).toBe('800.05');
    expect(totalIn(totals, null)).toBeNull();
    expect(movedTotals(totals).map((line) => line.currency_code)).toEqual(['USD']);
  });

  it('computes the balance after money in or out exactly', () => {
    expect(balanceAfter('800.05', '0.06', 'withdraw')).toBe('799.99');
    expect(balanceAfter('0.10', '0.20', 'replenish')).toBe('0.30');
    expect(balanceAfter('1', 'abc', 'replenish')).toBeNull();
  });

  it('refuses a withdrawal above the investor balance, then above the wallet balance', () => {
    expect(withdrawalError('800.06', '800.05', '5000')).toBe('resources.investors.money.above_investor');
    expect(withdrawalError('800.05', '800.05', '5000')).toBeUndefined();
    expect(withdrawalError('300', '800.05', '299.99')).toBe('resources.investors.money.above_wallet');
    expect(withdrawalError('', '0', '0')).toBeUndefined();
  });

  it('sends the money body; the rate only for a UZS wallet', () => {
    const values = { wallet: 3, amount: '1500000.50', method: 2, comment: ' Ulush ', date: '2026-11-20', exchange_rate: '12650' };
    expect(toMoneyPayload(values, 1)).toEqual({ wallet: 3, amount: '1500000.50', method: 2, comment: 'Ulush', date: '2026-11-20', exchange_rate: '12650' });
    expect(toMoneyPayload(values, 2)).toEqual({ wallet: 3, amount: '1500000.50', method: 2, comment: 'Ulush', date: '2026-11-20' });
  });

  it('draws the balance after each operation of one currency, reversals taking their operation back', () => {
    const ops = [
      op(3, 'withdraw', '100.10', '2026-10-02T05:00:00Z'),
      op(1, 'replenish', '500', '2026-10-01T05:00:00Z'),
      op(4, 'replenish', '100.10', '2026-10-03T05:00:00Z', { reversal_of: 3 }),
      op(5, 'replenish', '999', '2026-10-03T05:00:00Z', { currency: 1 }),
    ];
    const codeOf = (o: WalletOperation) => (o.currency === 1 ? 'UZS' : 'USD');
    expect(cumulativeBalance(ops, 'USD', codeOf).map((p) => p.balance)).toEqual(['500.00', '399.90', '500.00']);
    expect(cumulativeBalance(ops, 'UZS', codeOf).map((p) => p.value)).toEqual([999]);
  });

  it('locks cancelling money in that the investor has partly got back, and reversals', () => {
    expect(investorCancelLock(op(1, 'replenish', '800.06', '2026-10-01T05:00:00Z'), investor)).toBe('resources.investors.locks.negative');
    expect(investorCancelLock(op(1, 'replenish', '800.05', '2026-10-01T05:00:00Z'), investor)).toBeNull();
    expect(investorCancelLock(op(2, 'withdraw', '5000', '2026-10-01T05:00:00Z'), investor)).toBeNull();
    expect(investorCancelLock(op(2, 'withdraw', '5', '2026-10-01T05:00:00Z', { reversal_of: 1 }), investor)).toBe('resources.wallets.locks.reversal');
    expect(investorCancelLock(op(2, 'withdraw', '5', '2026-10-01T05:00:00Z', { reversed_by: 9 }), investor)).toBe('resources.wallets.locks.reversed');
  });
});

describe('investor form and resources', () => {
  it('trims names and sends the type or null', () => {
    expect(toInvestorPayload({ first_name: ' Ali ', last_name: 'Valiyev ', phone_number: '+998901112233', investor_type: null })).toEqual({
      first_name: 'Ali',
      last_name: 'Valiyev',
      phone_number: '+998901112233',
      investor_type: null,
    });
    expect(toInvestorFormValues(investor)).toEqual({ first_name: 'Rustam', last_name: 'Xolmatov', phone_number: '+998907001122', investor_type: 3 });
    expect(toInvestorFormValues(null).investor_type).toBe(1);
  });

  it('maps the screens resources to the API paths', () => {
    expect(listPathOf('investors', { q: 'ali' })).toEqual({ path: 'investors', filter: { q: 'ali' } });
    expect(listPathOf('investor-types')).toEqual({ path: 'investors/types', filter: {} });
    expect(listPathOf('investor-operations', { investor: 7, currency: 2 })).toEqual({ path: 'investors/7/operations', filter: { currency: 2 } });
    expect(() => listPathOf('investor-operations', {})).toThrow();
  });
});
