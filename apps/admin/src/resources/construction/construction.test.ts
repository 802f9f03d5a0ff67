import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../providers/dataProvider';
import type { HttpClient } from '../../providers/httpClient';
import { listPathOf, operationKey } from '../../providers/resourcePaths';
import { toExpensePayload } from './ExpenseDialog';
import { toProjectPayload, toProjectValues } from './ProjectFormDialog';
import { spendingBars, spendingCurrencies } from './spending';
import { spentLines } from './SpentLines';
import type { MonthlySpending } from './types';

const row = (month: string, currency: number, operations: string, deliveries = '0.00'): MonthlySpending => ({
  month,
  currency,
  currency_code: currency === 1 ? 'UZS' : 'USD',
  operations,
  deliveries,
  amount: operations,
});

describe('construction screens', () => {
  it('charts each currency month by month, holes as zero bars, UZS first', () => {
    const rows = [row('2026-07', 2, '100.00'), row('2026-09', 2, '20.50', '5.00'), row('2026-09', 1, '1500000.00')];
    expect(spendingCurrencies(rows)).toEqual(['UZS', 'USD']);
    const bars = spendingBars(rows, 'USD', '2026-10', 3);
    expect(bars).toEqual([
      { month: '2026-07', operations: 100, deliveries: 0 },
      { month: '2026-08', operations: 0, deliveries: 0 },
      { month: '2026-09', operations: 20.5, deliveries: 5 },
      { month: '2026-10', operations: 0, deliveries: 0 },
    ]);
    // Never less than minMonths, across a year end.
    expect(spendingBars([], 'UZS', '2027-02', 4).map((b) => b.month)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('posts an expense as a withdrawal tied to the project', () => {
    const values = { wallet: 3, amount: '1500000', method: 1, comment: ' Sement ', date: '2026-11-20', exchange_rate: '12650' };
    expect(toExpensePayload(values, 1, 7)).toEqual({
      wallet: 3,
      operation_type: 'withdraw',
      amount: '1500000',
      method: 1,
      comment: 'Sement',
      date: '2026-11-20',
      exchange_rate: '12650',
      construction_building_id: 7,
    });
    // A USD wallet sends no rate.
    expect(toExpensePayload(values, 2, 7)).not.toHaveProperty('exchange_rate');
  });

  it('sends the project form as numbers; hides currencies where nothing was spent', () => {
    expect(toProjectPayload({ name: ' A blok ', floor_count: 9, room_count: 54, entrance_count: 3 })).toEqual({ name: 'A blok', floor_count: 9, room_count: 54, entrance_count: 3 });
    expect(toProjectValues(null)).toEqual({ name: '', floor_count: null, room_count: null, entrance_count: null });
    const spent = [
      { currency: 2, currency_code: 'USD', operations: '10.00', deliveries: '0.00', amount: '10.00' },
      { currency: 1, currency_code: 'UZS', operations: '0.00', deliveries: '0.00', amount: '0.00' },
    ];
    expect(spentLines(spent).map((s) => s.currency_code)).toEqual(['USD']);
  });

  it('reads the operations list at its path with unique row ids and the totals as meta', async () => {
    expect(listPathOf('construction-operations', { project: 5, source: 'supplier_delivery' })).toEqual({ path: 'construction/5/operations', filter: { source: 'supplier_delivery' } });
    expect(() => listPathOf('construction-operations', {})).toThrow();
    const request = vi.fn().mockResolvedValue({
      count: 2,
      results: [
        { id: 4, source: 'wallet_operation' },
        { id: 4, source: 'supplier_delivery' },
      ],
      totals: [{ currency: 2, amount: '1.00' }],
    });
    const provider = createDataProvider({ request } as unknown as HttpClient);
    const answer = await provider.getList('construction-operations', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'date', order: 'DESC' },
      filter: { project: 5, currency: 2, q: 'beton' },
    });
    expect(request).toHaveBeenCalledWith('construction/5/operations', expect.objectContaining({ query: { page: 2, page_size: 25, ordering: '-date', currency: 2, search: 'beton' } }));
    expect(answer.data.map((r) => r.id)).toEqual(['w4', 'd4']);
    expect(answer.meta).toEqual({ totals: [{ currency: 2, amount: '1.00' }] });
    expect(operationKey({ source: 'supplier_delivery', id: 9 })).toBe('d9');
    await provider.getList('wallets', { pagination: { page: 1, perPage: 1 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(request).toHaveBeenLastCalledWith('wallet', expect.anything());
  });
});
