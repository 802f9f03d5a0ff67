// The audit trail in the admin: a record's History, the Audit screen's filters, and the
// reason every correction asks for. Each test makes its own data through the API (e2e/support.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, adminApi, createSaleWithDebt, createWallet, createWorkerUser, openSignedIn, payOnDebt, signIn, uniqueName } from './support';

test.describe.configure({ timeout: 180_000 });

interface Entry {
  action: string;
  entity: string;
  entity_id: number | null;
  entity_label: string;
  reason: string | null;
}

const TEXTS = {
  uz: { history: 'Tarix', confirm: 'Tasdiqlandi', create: 'Yaratildi', searchSales: 'Qidirish', payment: 'Toʻlov', debt: 'Qarz' },
  ru: { history: 'История', confirm: 'Подтверждение', create: 'Создание', searchSales: 'Поиск', payment: 'Платёж', debt: 'Долг' },
} as const;

async function entries(request: APIRequestContext, query: Record<string, string | number>) {
  const api = await adminApi(request);
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return (await api.get<{ count: number; results: Entry[] }>(`audit-log/?${search}`)).results;
}

/** A confirmed sale with a debt left (sold 3000, paid 1000 USD) and one payment of 250 USD on it, all through the API. */
async function saleWithPayment(request: APIRequestContext) {
  const sale = await createSaleWithDebt(request, uniqueName('Audit Xaridor'));
  const payment = await payOnDebt(request, sale, '250.00', 'E2E audit');
  return { id: sale.id, buyer: sale.buyer, payment, debt: sale.debt };
}

async function openSale(page: Page, buyer: string, search: string) {
  await page.goto('/salesDepartment/salesList?page_size=20');
  await page.getByPlaceholder(search).fill(buyer);
  const row = page.getByRole('row').filter({ hasText: buyer });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.click();
  return page.getByRole('dialog');
}

for (const locale of ['uz', 'ru'] as const) {
  test(`a sale's History shows its confirmation, its debt and its payment, and the Audit screen the payment (${locale})`, async ({ page, request }) => {
    const sale = await saleWithPayment(request);
    // The contract (AUDIT.md): the confirm on the sale, the payment and its wallet operation.
    expect((await entries(request, { entity: 'sale', entity_id: sale.id, action: 'confirm' })).length).toBe(1);
    expect((await entries(request, { entity: 'payment_report', entity_id: sale.payment, action: 'create' })).length).toBe(1);

    await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
    await signIn(page, ADMIN.phone, ADMIN.password);
    const drawer = await openSale(page, sale.buyer.name, TEXTS[locale].searchSales);
    const history = drawer.getByRole('region', { name: TEXTS[locale].history });
    await expect(history).toBeVisible();
    const confirmed = history.getByRole('button').filter({ hasText: TEXTS[locale].confirm });
    await expect(confirmed).toHaveCount(1);
    await expect(confirmed).toContainText('Administrator');
    // Opened, it shows what changed (the status, before and after).
    await confirmed.click();
    await expect(history.getByRole('table')).toBeVisible();
    // What belongs to the sale is on its History too, each row saying which record it is: the payment (the newest entry) and the debt.
    const payment = history.getByRole('button').filter({ hasText: `${TEXTS[locale].payment} #${sale.payment}` });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText(TEXTS[locale].create);
    await expect(history.getByRole('button').first()).toContainText(`${TEXTS[locale].payment} #${sale.payment}`);
    await expect(history.getByRole('button').filter({ hasText: `${TEXTS[locale].debt} #${sale.debt}` }).first()).toBeVisible();
    // The sale's own confirmation names no record.
    await expect(confirmed).not.toContainText('#');
    await payment.click();
    await expect(history.getByRole('listitem').filter({ hasText: `${TEXTS[locale].payment} #${sale.payment}` }).getByRole('table')).toContainText('250.00');

    // The payment: on the Audit screen, under its entity (a link to its entries: entity and id).
    await page.goto(`/audit?page_size=20&filter=${encodeURIComponent(JSON.stringify({ entity: 'payment_report', entity_id: sale.payment }))}`);
    const rows = page.locator('tbody').first().getByRole('row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(TEXTS[locale].create);
  });
}

test("a wallet's History lists the operations made on it", async ({ page, request }) => {
  const wallet = await createWallet(request, 'USD');
  const api = await adminApi(request);
  const income = await api.post<{ id: number }>('wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount: '75.00', method: 1, comment: uniqueName('E2E tarix') });
  // Another wallet's operation, made after: not on this wallet's History.
  const other = await createWallet(request, 'USD');
  const elsewhere = await api.post<{ id: number }>('wallet-operations/', { wallet: other.id, operation_type: 'replenish', amount: '30.00', method: 1, comment: 'E2E' });
  const expected = await entries(request, { entity: 'wallet', entity_id: wallet.id, related: 'true', page_size: 100 });
  expect(expected.map((entry) => `${entry.entity}:${entry.action}`)).toEqual(['wallet_operation:create', 'wallet:create']);

  await signIn(page, ADMIN.phone, ADMIN.password);
  await page.goto(`/wallets/list?filter=${encodeURIComponent(JSON.stringify({ q: wallet.name }))}`);
  const row = page.getByRole('row').filter({ hasText: wallet.name });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByRole('button', { name: 'Tahrirlash' }).click();
  const history = page.getByRole('dialog').getByRole('region', { name: 'Tarix' });
  await expect(history).toBeVisible();
  // The operation's entry first (the newest), saying which operation it is, then the wallet's own creation.
  const rows = history.getByRole('button');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Hamyon operatsiyasi #${income.id}`);
  await expect(rows.first()).toContainText('Yaratildi');
  await expect(rows.last()).not.toContainText('#');
  await expect(history).not.toContainText(new RegExp(`#${elsewhere.id}\\b`));
  // No note sends people to the Audit screen for the operations any more.
  await expect(history).not.toContainText('Audit boʻlimida');
  await rows.first().click();
  await expect(history.getByRole('table')).toContainText('75.00');
});

test('the Audit screen narrows its rows by who, entity and action', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  // A cashier of the test's own: their actions are the only ones under their name.
  const roleName = uniqueName('Audit kassir');
  await api.post('account/role/', { name: roleName, permissions: ['WALLET_READ', 'DASHBOARD'] });
  const cashier = await createWorkerUser(request, roleName, testInfo.workerIndex);
  const login = await request.post('/api/account/login/', { data: { phone_number: cashier.phone, password: cashier.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).access}` };
  const wallet = await createWallet(request, 'UZS', '500000.00');
  const operation = async (amount: string) => {
    const answer = await request.post('/api/wallet-operations/', { headers, data: { wallet: wallet.id, operation_type: 'replenish', amount, method: 1, comment: 'E2E audit' } });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as { id: number };
  };
  const first = await operation('1000.00');
  await operation('2000.00');
  const cancelled = await request.delete(`/api/wallet-operations/${first.id}/`, { headers });
  expect(cancelled.status()).toBe(200);

  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/audit?page_size=20');
  await expect(page.getByRole('columnheader', { name: 'Kim' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('combobox', { name: 'Kim' }).click();
  await page.getByRole('option', { name: cashier.fullName }).click();
  // The list's rows (the entry's own table opens later, beside it).
  const rows = page.getByRole('row').filter({ hasText: cashier.fullName });
  const list = page.locator('tbody').first();
  // Their sign-in, two incomes and the reversal of one: four entries, newest first.
  await expect(list.getByRole('row')).toHaveCount(4);
  await expect(rows).toHaveCount(4);
  await expect(list.getByRole('row').first()).toContainText('Bekor qilindi');
  await expect(list.getByRole('row').last()).toContainText('Kirish');

  await page.getByRole('combobox', { name: 'Nima' }).click();
  await page.getByRole('option', { name: 'Hamyon operatsiyasi' }).click();
  await expect(list.getByRole('row')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Amal' }).click();
  await page.getByRole('option', { name: 'Yaratildi' }).click();
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row').filter({ hasText: 'Bekor qilindi' })).toHaveCount(0);

  // A row opens the entry: before and after side by side.
  await list.getByRole('row').filter({ hasText: `#${first.id} ` }).click();
  const entry = page.getByRole('dialog', { name: /Amal #\d+/ });
  await expect(entry.getByRole('table', { name: 'Oʻzgarishlar' })).toBeVisible();
  await expect(entry.getByRole('row').filter({ hasText: '1000.00' })).toHaveCount(1);
  await expect(entry).toContainText(cashier.fullName);
  await entry.getByRole('button', { name: 'Yopish' }).click();
  await expect(entry).toBeHidden();

  // The filters stick: back on the screen from the menu, the same two rows.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/audit/);
  await expect(page.getByRole('combobox', { name: 'Amal' })).toContainText('Yaratildi');
  await expect(page.locator('tbody').first().getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a reversal asks for its reason, and the entry keeps it', async ({ page, request }) => {
  const wallet = await createWallet(request, 'USD', '100.00');
  const api = await adminApi(request);
  const comment = uniqueName('E2E sabab');
  const income = await api.post<{ id: number }>('wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount: '40.00', method: 1, comment });
  const reason = uniqueName('Kassir xato summa kiritdi');

  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/wallets/overview?filter=${encodeURIComponent(JSON.stringify({ wallet: wallet.id }))}`);
  const row = page.getByRole('row').filter({ hasText: comment });
  // The overview loads its figures and chart first: on a busy machine that takes a while.
  await expect(row).toHaveCount(1, { timeout: 45_000 });
  await row.getByRole('button', { name: 'Bekor qilish (storno)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Operatsiyani bekor qilasizmi?' });
  await dialog.getByRole('button', { name: 'Bekor qilish (storno)' }).click();
  // Required: nothing is sent without it.
  await expect(dialog.getByText('Sababni yozing')).toBeVisible();
  expect((await entries(request, { entity: 'wallet_operation', entity_id: income.id, action: 'reverse' })).length).toBe(0);

  await dialog.getByLabel(/Sabab/).fill(reason);
  await dialog.getByRole('button', { name: 'Bekor qilish (storno)' }).click();
  await expect(page.getByText('Operatsiya bekor qilindi')).toBeVisible();

  const [reversal] = await entries(request, { entity: 'wallet_operation', entity_id: income.id, action: 'reverse' });
  expect(reversal.reason).toBe(reason);

  await page.goto(`/audit?page_size=20&filter=${encodeURIComponent(JSON.stringify({ q: reason }))}`);
  const entryRow = page.getByRole('row').filter({ hasText: reason });
  await expect(entryRow).toHaveCount(1);
  await expect(entryRow).toContainText('Bekor qilindi');
});
