import { describe, expect, it } from 'vitest';
import { buildingSalesUrl, debtsUrl } from './links';
import { isIsoDay, monthBounds, presetOf, presetRange } from './period';
import type { PlanBuilding, SaleStatistics } from '@mijozlar/shared';
import { buildingBars, overallFigures, planByMonth, percentOf, roomStatusSlices, totalExpense } from './figures';
import { apiQuery, readStatisticsState, writeStatisticsState } from './urlState';
import { parseTodayFigures } from '../../pages/dashboard/todayFigures';
import { todayInTashkent } from '../../format/format';

const filterOf = (url: string) => {
  const [path, search] = url.split('?');
  const params = new URLSearchParams(search);
  const filter = JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>;
  // Every filter the link applies is shown as an input (displayedFilters), never applied unseen.
  expect(JSON.parse(params.get('displayedFilters') ?? '{}')).toEqual(Object.fromEntries(Object.keys(filter).map((key) => [key, true])));
  return { path, filter };
};

describe('period presets (Tashkent calendar days)', () => {
  it('this month, last month and this year are whole months and years', () => {
    expect(presetRange('this_month', '2026-02-14')).toEqual({ from_date: '2026-02-01', to_date: '2026-02-28' });
    expect(presetRange('this_month', '2028-02-01')).toEqual({ from_date: '2028-02-01', to_date: '2028-02-29' });
    expect(presetRange('last_month', '2026-01-05')).toEqual({ from_date: '2025-12-01', to_date: '2025-12-31' });
    expect(presetRange('last_month', '2026-03-31')).toEqual({ from_date: '2026-02-01', to_date: '2026-02-28' });
    expect(presetRange('this_year', '2026-11-23')).toEqual({ from_date: '2026-01-01', to_date: '2026-12-31' });
    expect(presetRange('all', '2026-11-23')).toEqual({});
  });

  it('counts from the date in Tashkent, not the browser zone: 20:30 UTC on 31 Dec is 1 Jan there', () => {
    // The default of `today` is todayInTashkent(); the preset follows it.
    const today = todayInTashkent(new Date('2026-12-31T20:30:00Z'));
    expect(today).toBe('2027-01-01');
    expect(presetRange('this_month', today)).toEqual({ from_date: '2027-01-01', to_date: '2027-01-31' });
    expect(presetRange('last_month', today)).toEqual({ from_date: '2026-12-01', to_date: '2026-12-31' });
  });

  it('recognises a preset from its dates, and real days only', () => {
    expect(presetOf({ from_date: '2026-11-01', to_date: '2026-11-30' }, '2026-11-23')).toBe('this_month');
    expect(presetOf({ from_date: '2026-11-02', to_date: '2026-11-30' }, '2026-11-23')).toBe('custom');
    expect(presetOf({}, '2026-11-23')).toBe('all');
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(monthBounds('2026-04')).toEqual({ from_date: '2026-04-01', to_date: '2026-04-30' });
  });
});

describe('URL state', () => {
  it("reads the menu's link: USD, 20 rows, the screen's default period", () => {
    const state = readStatisticsState(new URLSearchParams('currency=2&page_size=20'), 'all', '2026-11-23');
    expect(state).toEqual({ currency: 2, preset: 'all', page: 1, page_size: 20 });
    expect(apiQuery(state)).toEqual({ currency: 2 });
  });

  it('defaults to USD (the spec) and ignores junk', () => {
    const state = readStatisticsState(new URLSearchParams('currency=7&page=-1&page_size=abc&from_date=2026-13-01'), 'this_month', '2026-11-23');
    expect(state).toMatchObject({ currency: 2, preset: 'this_month', from_date: '2026-11-01', to_date: '2026-11-30', page: 1, page_size: 20 });
  });

  it('a preset is recomputed from today; a custom period keeps its dates; a round trip keeps the state', () => {
    const lastMonth = readStatisticsState(new URLSearchParams('currency=1&period=last_month'), 'all', '2026-11-23');
    expect(apiQuery(lastMonth)).toEqual({ currency: 1, from_date: '2026-10-01', to_date: '2026-10-31' });
    const custom = readStatisticsState(new URLSearchParams('currency=1&from_date=2026-03-05&to_date=2026-04-10'), 'all', '2026-11-23');
    expect(custom.preset).toBe('custom');
    const written = writeStatisticsState({ ...custom, page: 3 }, new URLSearchParams('other=x'));
    expect(written.get('other')).toBe('x');
    expect(Object.fromEntries(written)).toMatchObject({ currency: '1', period: 'custom', from_date: '2026-03-05', to_date: '2026-04-10', page: '3', page_size: '20' });
    expect(readStatisticsState(written, 'all', '2026-11-23')).toEqual({ ...custom, page: 3 });
    // A preset's dates are not written: the link stays "this month" next month too.
    expect(writeStatisticsState(lastMonth).has('from_date')).toBe(false);
  });
});

describe('links to the lists behind a figure', () => {
  it("a building opens its approved sales in the currency, approved within the period", () => {
    const { path, filter } = filterOf(buildingSalesUrl(7, 2, { from_date: '2026-11-01', to_date: '2026-11-30' }));
    expect(path).toBe('/salesDepartment/salesList');
    expect(filter).toEqual({ building: 7, currency: 2, status: 'approved', approved_from: '2026-11-01', approved_to: '2026-11-30' });
    expect(filterOf(buildingSalesUrl(7, 1, {})).filter).toEqual({ building: 7, currency: 1, status: 'approved' });
  });

  it('a month of the plan opens the debts with a payment due that month; a building its debts', () => {
    const { path, filter } = filterOf(debtsUrl({ currency: 1, month: '2026-02' }));
    expect(path).toBe('/debts/debtsList');
    expect(filter).toEqual({ currency: 1, date_from: '2026-02-01', date_to: '2026-02-28' });
    expect(filterOf(debtsUrl({ currency: 2, building: 3, overdue: true })).filter).toEqual({ building: 3, currency: 2, overdue: true });
  });
});

describe('chart and table data', () => {
  const answer: SaleStatistics = {
    count: 2,
    results: [
      { id: 1, building: 1, name: 'Navroʻz', rooms_total: 40, rooms_sold: 10, rooms_booked: 2, rooms_free: 28, sold_count: 10, sold_area: '612.40', sold_amount: '650000.10', paid_amount: '200000.05', debt_amount: '450000.05' },
      { id: 2, building: 2, name: 'Bahor', rooms_total: 20, rooms_sold: 5, rooms_booked: 0, rooms_free: 15, sold_count: 5, sold_area: '301.00', sold_amount: '0.20', paid_amount: '0.10', debt_amount: '0.10' },
    ],
    totals: { rooms_total: 60, rooms_sold: 15, rooms_booked: 2, rooms_free: 43, sold_count: 15, sold_area: '913.40', sold_amount: '650000.30', paid_amount: '200000.15', debt_amount: '450000.15' },
  };

  it('keeps the texts for the tooltips beside the bars, and slices the rooms by status', () => {
    expect(buildingBars(answer.results)[0]).toMatchObject({ building: 1, sold: 650000.1, texts: { sold: '650000.10' } });
    expect(roomStatusSlices(answer.totals)).toEqual([
      { key: 'sold', value: 15 },
      { key: 'booked', value: 2 },
      { key: 'free', value: 43 },
    ]);
  });

  it('the plan per month sums buildings exactly, months in order', () => {
    const plan: PlanBuilding[] = [
      { building: 1, name: 'A', months: [{ month: '2026-01', expected: '10.00', received: '10.00' }, { month: '2026-02', expected: '100.10', received: '50.05' }], expected: '110.10', received: '60.05' },
      { building: 2, name: 'B', months: [{ month: '2026-02', expected: '0.20', received: '0.00' }], expected: '0.20', received: '0.00' },
    ];
    expect(planByMonth(plan)).toEqual([
      { month: '2026-01', expected: '10.00', received: '10.00', expectedValue: 10, receivedValue: 10 },
      { month: '2026-02', expected: '100.30', received: '50.05', expectedValue: 100.3, receivedValue: 50.05 },
    ]);
    expect(percentOf('50.05', '100.10')).toBe(50);
    expect(percentOf('1', '0')).toBeNull();
  });

  it('overall figures: managers ranked by exact amount, expense summed in its one currency', () => {
    const overall = overallFigures({
      currency: 1,
      from_date: '2026-11-01',
      to_date: '2026-11-30',
      sales: { count: 3, sold_amount: '10.00', paid_amount: '4.00' },
      income: { payments: '1.00', other: '2.00' },
      expense: { salary: '0.10', construction: '0.20', suppliers: '0.00', refunds: '1000000000000.01', other: '0.00' },
      debts: { total: '6.00', overdue: '1.00' },
      wallets: [{ id: 1, name: 'Asosiy kassa', balance: '50000000.00' }],
      investors: { invested: '5.00', withdrawn: '1.00' },
      suppliers_debt: '7.50',
      usd_equivalent: {
        income: { payments: '10.00', other: '0.01' },
        expense: { salary: '1.00', construction: '0.00', suppliers: '0.00', refunds: '2.00', other: '0.00' },
      },
      managers: [
        { seller: 1, full_name: 'Aziz', count: 5, sold_amount: '99999999999999.98' },
        { seller: null, full_name: null, count: 1, sold_amount: '0.00' },
        { seller: 2, full_name: 'Bobur', count: 1, sold_amount: '99999999999999.99' },
      ],
    });
    expect(overall.currency).toBe(1);
    expect(overall.managers.map((m) => m.full_name)).toEqual(['Bobur', 'Aziz', '—']);
    expect(totalExpense(overall.expense)).toBe('1000000000000.31');
    // The USD equivalent is its own figure, never the UZS figures added to anything.
    expect(overall.usd_equivalent).toEqual({ income: '10.01', expense: '3.00' });
  });

  it("today's figures keep UZS and USD apart and never add them", () => {
    const today = parseTodayFigures({
      today_sales: [
        { currency: 2, currency_code: 'USD', count: 1, amount: '5000.50' },
        { currency: 1, currency_code: 'UZS', count: 2, amount: '100000000.00' },
      ],
      today_payments: [{ currency: 2, currency_code: 'USD', count: 3, amount: '700.25' }],
      plan: [
        { currency: 1, currency_code: 'UZS', months: [{ month: '2026-11', expected: '900.00', received: '100.00' }] },
        { currency: 2, currency_code: 'USD', months: [{ month: '2026-11', expected: '9.00', received: '1.00' }] },
      ],
    });
    expect(today.sales).toEqual([
      { currency: 'UZS', count: 2, amount: '100000000.00' },
      { currency: 'USD', count: 1, amount: '5000.50' },
    ]);
    expect(today.payments).toEqual([
      { currency: 'UZS', count: 0, amount: '0.00' },
      { currency: 'USD', count: 3, amount: '700.25' },
    ]);
    expect(today.plan?.map((p) => [p.currency, p.months[0].expected])).toEqual([
      ['UZS', '900.00'],
      ['USD', '9.00'],
    ]);
    expect(parseTodayFigures({ plan: null }).plan).toBeNull();
  });
});
