import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, adminApi, createSaleWithDebt, createWorkerUser, openSignedIn, tashkentToday, uniqueName } from './support';

/**
 * A collector's morning on the debts screen (DESIGN.md "Collections"): the debts promised today,
 * a call with a promise logged from the row, the promise in the client's collection log; and
 * a bulk reassignment of two debts. Each test makes its own sales (so its own debts).
 */

const TEXTS = {
  uz: {
    search: 'Qidirish',
    promise: 'Vaʼda',
    today: 'Bugun vaʼda qilingan',
    logCall: 'Qoʻngʻiroq natijasi',
    promised: 'Vaʼda berdi…',
    amount: 'Vaʼda summasi',
    save: 'Saqlash',
    saved: /Vaʼda saqlandi/,
    tab: 'Qarzlar va toʻlovlar',
    log: 'Undirish jurnali',
    resultPromised: 'Vaʼda berdi',
    reassign: 'Masʼulni almashtirish',
    newUser: 'Yangi masʼul',
    confirm: 'Tasdiqlash',
    reassigned: /2 ta qarzning masʼuli almashtirildi/,
  },
  ru: {
    search: 'Поиск',
    promise: 'Обещание',
    today: 'Обещали сегодня',
    logCall: 'Результат звонка',
    promised: 'Обещал…',
    amount: 'Сумма обещания',
    save: 'Сохранить',
    saved: /Обещание сохранено/,
    tab: 'Долги и платежи',
    log: 'Журнал взыскания',
    resultPromised: 'Обещал',
    reassign: 'Сменить ответственного',
    newUser: 'Новый ответственный',
    confirm: 'Подтвердить',
    reassigned: /Ответственный сменён у долгов: 2/,
  },
} as const;

const today = tashkentToday;

/** A confirmed sale of the test's own with a debt left (sold 3000, paid 1000 USD, one instalment next January). */
const saleWithDebt = (request: APIRequestContext, name = uniqueName('Undirish Xaridor')) => createSaleWithDebt(request, name);

/** A debt of the test's own (a sale of 3000 USD with 1000 paid) with a promise for today from the admin. */
async function debtPromisedToday(request: APIRequestContext) {
  const api = await adminApi(request);
  const sale = await saleWithDebt(request);
  await api.post(`client-debt/${sale.debt}/contacts/`, { channel: 'call', result: 'promised', promised_date: today(), promised_amount: '100.00' });
  return sale;
}

async function openDebts(page: Page, locale: 'uz' | 'ru', width: number) {
  await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/debts/debtsList');
}

for (const [locale, width] of [
  ['uz', 1366],
  ['ru', 390],
] as const) {
  test(`a collector's morning: promised today, a promise logged from the row, seen on the client's page (${locale}, ${width} px)`, async ({ page, request }) => {
    const t = TEXTS[locale];
    const sale = await debtPromisedToday(request);
    await openDebts(page, locale, width);
    await page.getByLabel(t.promise, { exact: true }).click();
    await page.getByRole('option', { name: t.today }).click();
    await expect(page).toHaveURL(/promise/);
    await page.getByPlaceholder(t.search).fill(sale.buyer.name);
    await expect(page.getByText(sale.buyer.name).first()).toBeVisible();
    // The buyer's own row (table row or phone list item): the list may still show other debts while the search applies.
    await page.locator('tr, li').filter({ hasText: sale.buyer.name }).getByRole('button', { name: t.logCall }).first().click();
    await page.getByRole('menuitem', { name: t.promised }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.amount).fill('250');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    const api = await adminApi(request);
    const contacts = await api.get<{ results: { result: string; promised_amount: string }[] } | { result: string; promised_amount: string }[]>(`client-debt/${sale.debt}/contacts/`);
    const list = Array.isArray(contacts) ? contacts : contacts.results;
    expect(list[0]).toMatchObject({ result: 'promised', promised_amount: '250.00' });

    await page.goto(`/clients/clientRead/${sale.buyer.id}`);
    await page.getByRole('tab', { name: t.tab }).click();
    const log = page.getByTestId(`collection-log-${sale.debt}`);
    await expect(log.getByText(t.log)).toBeVisible();
    await expect(log.getByRole('row')).toHaveCount(3); // the header, today's promise from the API, the row's promise
    await expect(log.getByRole('row').nth(1)).toContainText(t.resultPromised);
    await expect(log.getByRole('row').nth(1)).toContainText('250');
  });
}

test('bulk reassign: two debts selected from the list go to another collector', async ({ page, request }, testInfo) => {
  const t = TEXTS.uz;
  const api = await adminApi(request);
  const name = `Yigʻuvchi ${Date.now() % 1_000_000}`;
  const first = await saleWithDebt(request, `${name} A`);
  const second = await saleWithDebt(request, `${name} B`);
  const collector = await createWorkerUser(request, 'sales manager', testInfo.workerIndex);
  await openDebts(page, 'uz', 1366);
  await page.getByPlaceholder(t.search).fill(name);
  await expect(page.getByText(`${name} A`)).toBeVisible();
  await expect(page.getByText(`${name} B`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
  for (const row of await page.getByRole('row').filter({ hasText: name }).all()) await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.reassign }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.newUser).click();
  await page.getByRole('option', { name: collector.fullName }).click();
  await dialog.getByRole('button', { name: t.save }).click();
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByText(t.reassigned)).toBeVisible();
  for (const sale of [first, second]) {
    const debts = await api.get<{ results: { responsible: { full_name: string } | null }[] }>(`client-debt/?client=${sale.buyer.id}`);
    expect(debts.results[0].responsible?.full_name).toBe(collector.fullName);
  }
});
