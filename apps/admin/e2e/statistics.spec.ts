import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, adminApi, createBuildingWithRooms, createWallet, nextPhone, openSignedIn, signIn, uniqueName } from './support';

/**
 * The statistics screens against the demo data: each figure on the screen is compared, in ru-RU
 * format, with what the API answers for the same currency and period (read here through the API).
 *
 * These figures add up every sale, debt and payment in the database, which the other tests move.
 * So this file is its own Playwright project ("totals" in playwright.config.ts): it starts once all
 * other tests have finished, and its tests run one after the other in one worker (the last one
 * makes a sale of its own, after the others have compared their totals).
 */

// Two cores shared by several builds and servers: the first load of a lazy chunk can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

/** ru-RU money as the admin shows it: "1234567.5" -> "1 234 567,50 USD" (no-break spaces). */
function ruMoney(amount: string, currency: string): string {
  const [int, frac = ''] = amount.replace(/^-/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${amount.startsWith('-') ? '-' : ''}${grouped},${frac.padEnd(2, '0').slice(0, 2)}\u00a0${currency}`;
}
/** Compare texts with ordinary spaces (the DOM keeps the no-break ones). */
const norm = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** The API as the admin, to arrange data and check what the server holds (e2e/support.ts). */
const api = adminApi;

/** This year in Tashkent, as the period picker's "this year" sends it. */
function thisYear(): { from: string; to: string } {
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric' }).format(new Date());
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

async function openAs(page: Page, locale: 'uz' | 'ru', path: string) {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
  await openSignedIn(page, ADMIN.phone, ADMIN.password, path);
}

interface SaleStats {
  count: number;
  results: { building: number; name: string; sold_amount: string; paid_amount: string; debt_amount: string; rooms_sold: number; rooms_free: number; rooms_booked: number }[];
  totals: { sold_amount: string; paid_amount: string; debt_amount: string };
}
interface AllSaleDebt {
  total_debt: string;
  overdue_debt: string;
  debts_count: number;
}

test.describe('sale statistics', () => {
  for (const locale of ['uz', 'ru'] as const) {
    test(`charts, totals and debt cards agree with the API in both currencies (${locale})`, async ({ page, request }) => {
      const client = await api(request);
      const usd = await client.get<SaleStats>('sale-statistics/?currency=2&page_size=20');
      const uzs = await client.get<SaleStats>('sale-statistics/?currency=1&page_size=20');
      const usdDebt = await client.get<AllSaleDebt>('sale-statistics/all-sale-debt/?currency=2');
      // The demo data has sales in both currencies; the test is meaningless without them.
      expect(usd.totals.sold_amount).not.toBe('0.00');
      expect(uzs.totals.sold_amount).not.toBe('0.00');

      await openAs(page, locale, '/statistics/statistic?currency=2&page_size=20');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'uz' ? 'Sotuv statistikasi' : 'Статистика продаж');
      // Charts: bars per building and the pie of rooms by status.
      await expect(page.getByTestId('sale-bars').locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expect(page.getByTestId('rooms-pie').locator('.recharts-pie-sector').first()).toBeVisible();
      const foot = page.getByTestId('sale-table').locator('tfoot');
      await expect(foot.getByTestId('total-sold_amount')).toHaveText(norm(ruMoney(usd.totals.sold_amount, 'USD')), { useInnerText: true });
      expect(norm(await foot.getByTestId('total-paid_amount').textContent())).toBe(norm(ruMoney(usd.totals.paid_amount, 'USD')));
      expect(norm(await foot.getByTestId('total-debt_amount').textContent())).toBe(norm(ruMoney(usd.totals.debt_amount, 'USD')));
      expect(norm(await page.getByTestId('debt-total_debt').textContent())).toBe(norm(ruMoney(usdDebt.total_debt, 'USD')));
      expect(norm(await page.getByTestId('debt-debts_count').textContent())).toBe(String(usdDebt.debts_count));

      // UZS: other figures, in UZS, never mixed with USD; the URL keeps the choice.
      await page.getByRole('button', { name: 'UZS', exact: true }).click();
      await expect(page).toHaveURL(/currency=1/);
      await expect(foot.getByTestId('total-sold_amount')).toHaveText(norm(ruMoney(uzs.totals.sold_amount, 'UZS')), { useInnerText: true });
      await page.reload();
      await expect(foot.getByTestId('total-sold_amount')).toHaveText(norm(ruMoney(uzs.totals.sold_amount, 'UZS')), { useInnerText: true });
    });
  }

  test('a building (row or bar) opens its sales, filtered', async ({ page, request }) => {
    const client = await api(request);
    const usd = await client.get<SaleStats>('sale-statistics/?currency=2&page_size=20');
    const sold = usd.results.find((row) => row.sold_amount !== '0.00')!;
    expect(sold).toBeTruthy();
    await openAs(page, 'uz', '/statistics/statistic?currency=2&page_size=20');
    await page.getByTestId('sale-table').getByRole('row').filter({ hasText: sold.name }).first().click();
    await expect(page).toHaveURL(/\/salesDepartment\/salesList/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(filter).toMatchObject({ building: sold.building, currency: 2, status: 'approved' });
    // The list shows that building's approved USD sales: as many as the statistics counted.
    const sales = await client.get<{ count: number }>(`sale/?building=${sold.building}&currency=2&status=approved`);
    expect(sales.count).toBeGreaterThan(0);
    await expect(page.getByRole('row').filter({ hasText: sold.name }).first()).toBeVisible();

    // The same from the chart: a click on a building's bar (buildings without sales draw no bar, so
    // the first drawn bar is taken) opens the sales of a building that has sold something.
    await page.goto('/statistics/statistic?currency=2&page_size=20');
    const bar = page.getByTestId('sale-bars').locator('.recharts-bar-rectangle path').first();
    await expect(bar).toBeVisible();
    await bar.click();
    await expect(page).toHaveURL(/\/salesDepartment\/salesList/);
    const fromBar = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(fromBar).toMatchObject({ currency: 2, status: 'approved' });
    expect(usd.results.filter((row) => row.sold_amount !== '0.00').map((row) => row.building)).toContain(fromBar.building);
  });
});

test.describe('all debts and the plan', () => {
  for (const locale of ['uz', 'ru'] as const) {
    test(`cards, debt per building and the plan agree with the API (${locale})`, async ({ page, request }) => {
      const client = await api(request);
      const { from, to } = thisYear();
      const debt = await client.get<AllSaleDebt>('sale-statistics/all-sale-debt/?currency=2');
      const plan = await client.get<{ name: string; expected: string; received: string; months: { month: string; expected: string }[] }[]>(
        `statistics/building-all-debt-list/?currency=2&from_date=${from}&to_date=${to}`,
      );
      const perBuilding = await client.get<{ name: string; debt_amount: string }[]>('statistics/building-debt-list/?currency=2');
      expect(plan.length).toBeGreaterThan(0);

      await openAs(page, locale, '/statistics/allDebt?currency=2&period=this_year');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'uz' ? 'Barcha qarzlar va reja' : 'Все долги и план');
      expect(norm(await page.getByTestId('debt-total_debt').textContent())).toBe(norm(ruMoney(debt.total_debt, 'USD')));
      expect(norm(await page.getByTestId('debt-overdue_debt').textContent())).toBe(norm(ruMoney(debt.overdue_debt, 'USD')));
      await expect(page.getByTestId('plan-chart').locator('.recharts-bar-rectangle path').first()).toBeVisible();
      await expect(page.getByTestId('debt-bars').locator('.recharts-bar-rectangle').first()).toBeVisible();
      // The plan's table: each building's expected sum as the API has it.
      const row = page.getByTestId('plan-table').getByRole('row').filter({ hasText: plan[0].name }).first();
      await expect(row.locator('td.column-expected')).toHaveText(norm(ruMoney(plan[0].expected, 'USD')), { useInnerText: true });
      const debtRow = page.getByTestId('debt-table').getByRole('row').filter({ hasText: perBuilding[0].name }).first();
      await expect(debtRow.locator('td.column-debt_amount')).toHaveText(norm(ruMoney(perBuilding[0].debt_amount, 'USD')), { useInnerText: true });
    });
  }

  test('a month of the plan opens the debts due that month', async ({ page, request }) => {
    const client = await api(request);
    const { from, to } = thisYear();
    const plan = await client.get<{ months: { month: string; expected: string }[] }[]>(`statistics/building-all-debt-list/?currency=2&from_date=${from}&to_date=${to}`);
    // The first bar drawn is the expected sum of the first month that expects anything.
    const months = [...new Set(plan.flatMap((b) => b.months.filter((m) => m.expected !== '0.00').map((m) => m.month)))].sort();
    expect(months.length).toBeGreaterThan(0);
    await openAs(page, 'ru', '/statistics/allDebt?currency=2&period=this_year');
    const bars = page.getByTestId('plan-chart').locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    await bars.first().click();
    await expect(page).toHaveURL(/\/debts\/debtsList/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(filter).toMatchObject({ currency: 2, date_from: `${months[0]}-01` });
    // The month is shown as the list's filter (and can be cleared there), not applied unseen.
    const [year, month] = months[0].split('-');
    await expect(page.getByLabel('Следующий платёж с', { exact: true })).toHaveValue(`01.${month}.${year}`);
    await expect(page.getByLabel('Следующий платёж по', { exact: true })).toHaveValue(new RegExp(`^\\d{2}\\.${month}\\.${year}$`));
  });
});

test.describe('overall statistics', () => {
  for (const locale of ['uz', 'ru'] as const) {
    test(`sales, income, expense, debts, wallets and managers agree with the API (${locale})`, async ({ page, request }) => {
      const client = await api(request);
      const { from, to } = thisYear();
      type Overall = { sales: { sold_amount: string }; debts: { total: string }; suppliers_debt: string; wallets: { name: string; balance: string }[]; managers: { full_name: string | null; sold_amount: string }[] };
      const usd = await client.get<Overall>(`statistics/overall-statistics/?currency=2&from_date=${from}&to_date=${to}`);
      const uzs = await client.get<Overall>(`statistics/overall-statistics/?currency=1&from_date=${from}&to_date=${to}`);

      await openAs(page, locale, '/statistics/overall-statistic?currency=2&period=this_year');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'uz' ? 'Umumiy statistika' : 'Общая статистика');
      await expect(page.getByTestId('overall-sales')).toHaveText(norm(ruMoney(usd.sales.sold_amount, 'USD')), { useInnerText: true });
      expect(norm(await page.getByTestId('overall-debts').textContent())).toBe(norm(ruMoney(usd.debts.total, 'USD')));
      expect(norm(await page.getByTestId('overall-suppliers').textContent())).toBe(norm(ruMoney(usd.suppliers_debt, 'USD')));
      await expect(page.getByTestId('expense-chart').locator('.recharts-cartesian-grid')).toBeVisible();
      if (usd.managers.length) {
        await expect(page.getByTestId('managers-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
        const top = usd.managers[0];
        await expect(page.getByTestId('managers-table').getByRole('row').filter({ hasText: top.full_name ?? '—' }).first()).toContainText(norm(ruMoney(top.sold_amount, 'USD')).split(' ')[0]);
      }

      await page.getByRole('button', { name: 'UZS', exact: true }).click();
      await expect(page.getByTestId('overall-sales')).toHaveText(norm(ruMoney(uzs.sales.sold_amount, 'UZS')), { useInnerText: true });
      for (const wallet of uzs.wallets) {
        await expect(page.getByTestId('overall-wallets')).toContainText(wallet.name);
      }
    });
  }
});

test("the dashboard shows today's sales and payments per currency, as the API counts them", async ({ page, request }) => {
  const client = await api(request);
  // A sale approved today in USD with a first payment: today's figures cannot be zero.
  // Its own room and wallet: no other test sells that room or moves that wallet.
  const freeRoom = { id: (await createBuildingWithRooms(request)).rooms[0] };
  const usdWallet = await createWallet(request, 'USD');
  const statuses = await client.get<{ results: { id: number }[] }>('client/status/');
  const buyer = await client.post<{ id: number }>('client/', { name: uniqueName('Bugun Xaridor'), phone_number: nextPhone(), status: statuses.results[0].id });
  const year = new Date().getFullYear() + 1;
  const sale = await client.post<{ id: number }>('sale/', {
    room: freeRoom.id,
    client: buyer.id,
    wallet: usdWallet.id,
    currency: 2,
    sold_amount: '30000.00',
    paid_amount: '1234.56',
    debt_type: 1,
    credit_period: 1,
    payment_date: `${year}-01-15`,
  });
  await client.post('sale/confirm/', { id: sale.id }, 200);
  const dashboard = await client.get<{ today_sales: { currency_code: string; count: number; amount: string }[]; today_payments: { currency_code: string; count: number; amount: string }[] }>('statistics/dashboard/');
  const sales = dashboard.today_sales.find((r) => r.currency_code === 'USD')!;
  const payments = dashboard.today_payments.find((r) => r.currency_code === 'USD')!;
  expect(sales.count).toBeGreaterThan(0);

  await signIn(page, ADMIN.phone, ADMIN.password);
  await expect(page.getByTestId('today-sales-USD')).toHaveText(norm(ruMoney(sales.amount, 'USD')), { useInnerText: true });
  await expect(page.getByTestId('today-payments-USD')).toHaveText(norm(ruMoney(payments.amount, 'USD')), { useInnerText: true });
  const uzsSales = dashboard.today_sales.find((r) => r.currency_code === 'UZS');
  await expect(page.getByTestId('today-sales-UZS')).toHaveText(norm(ruMoney(uzsSales?.amount ?? '0.00', 'UZS')), { useInnerText: true });
  // The admin holds STATISTICS: the plan chart and its link to all debts.
  await expect(page.getByTestId('dashboard-plan').getByRole('application')).toBeVisible();
  await page.getByTestId('dashboard-plan').getByRole('link').click();
  await expect(page).toHaveURL(/\/statistics\/allDebt/);
});
