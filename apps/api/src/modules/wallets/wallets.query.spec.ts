import { parseOrdering } from '../../common/list/paginate';
import { tashkentDayRange } from '../../common/clock/clock';
import { buildOperationWhere, operationListSpec } from './wallet-operations.query';
import { buildExchangeRateWhere, buildWalletWhere, exchangeRateListSpec, walletListSpec } from './wallets.query';
import { addMonths } from './wallets-overview.service';

describe('wallet list query', () => {
  it('filters currency, is_active and hide_zero; orders by name by default', () => {
    expect(buildWalletWhere({})).toEqual({});
    expect(buildWalletWhere({ currency: 2, is_active: false, hide_zero: true })).toEqual({ currency_id: 2, is_active: false, balance: { not: 0 } });
    expect(buildWalletWhere({ hide_zero: false })).toEqual({});
    expect(parseOrdering(undefined, walletListSpec)).toEqual([{ name: 'asc' }, { id: 'asc' }]);
    expect(parseOrdering('-balance', walletListSpec)).toEqual([{ balance: 'desc' }, { id: 'asc' }]);
  });
});

describe('wallet operation list query', () => {
  it('maps every filter to its indexed column', () => {
    expect(
      buildOperationWhere({
        wallet: 1,
        operation_type: 'withdraw',
        kind: 'salary',
        method: 2,
        executor: 3,
        employee_id: 4,
        construction_building_id: 5,
        refusal_id: 6,
        sale: 7,
        client: 8,
        investor: 9,
        currency: 1,
      }),
    ).toEqual({
      wallet_id: 1,
      operation_type: 'withdraw',
      kind: 'salary',
      method_id: 2,
      executor_id: 3,
      employee_id: 4,
      construction_id: 5,
      refusal_id: 6,
      sale_id: 7,
      client_id: 8,
      investor_id: 9,
      wallet: { currency_id: 1 },
    });
    expect(buildOperationWhere({ transfer: true })).toEqual({ transfer_group: { not: null } });
    expect(buildOperationWhere({ transfer: false })).toEqual({ transfer_group: null });
  });

  it('reads date_from and date_to as Tashkent days', () => {
    expect(buildOperationWhere({ date_from: '2026-03-01', date_to: '2026-03-31' })).toEqual({
      date: { gte: new Date('2026-02-28T19:00:00Z'), lt: new Date('2026-03-31T19:00:00Z') },
    });
    expect(tashkentDayRange(undefined, undefined)).toBeUndefined();
    // the last day of a year ends at the next year's first Tashkent midnight
    expect(tashkentDayRange(undefined, '2026-12-31')).toEqual({ lt: new Date('2026-12-31T19:00:00Z') });
  });

  it('orders newest first by default, by date or amount; searches the comment', () => {
    expect(parseOrdering(undefined, operationListSpec)).toEqual([{ date: 'desc' }, { id: 'desc' }]);
    expect(parseOrdering('amount', operationListSpec)).toEqual([{ amount: 'asc' }, { id: 'desc' }]);
    expect(operationListSpec.search!('rent')).toEqual({ comment: { contains: 'rent', mode: 'insensitive' } });
  });
});

describe('exchange rate list query', () => {
  it('searches a day or a month; anything else matches nothing', () => {
    expect(exchangeRateListSpec.search!('2026-03')).toEqual({ date: { gte: new Date('2026-03-01T00:00:00Z'), lt: new Date('2026-04-01T00:00:00Z') } });
    expect(exchangeRateListSpec.search!('2026-12')).toEqual({ date: { gte: new Date('2026-12-01T00:00:00Z'), lt: new Date('2027-01-01T00:00:00Z') } });
    expect(exchangeRateListSpec.search!('2026-03-05')).toEqual({ date: new Date('2026-03-05T00:00:00Z') });
    expect(exchangeRateListSpec.search!('rate')).toEqual({ id: -1 });
    expect(buildExchangeRateWhere({ date_from: '2026-01-01' }, 2)).toEqual({ currency_id: 2, date: { gte: new Date('2026-01-01T00:00:00Z') } });
  });
});

describe('overview months', () => {
  it('steps across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -11)).toBe('2025-04');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
  });
});
