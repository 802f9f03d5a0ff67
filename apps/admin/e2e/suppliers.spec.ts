import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminApi, openSignedIn } from './support';

/** The API as the admin, to arrange data and check what the server holds (e2e/support.ts). */
const api = adminApi;

const TEXTS = {
  uz: {
    payments: 'Toʻlovlar',
    pay: 'Toʻlash',
    dialog: 'Taʼminotchiga toʻlov',
    wallet: /^Hamyon/,
    walletPayment: /Hamyondan toʻlov/,
    fee: /Komissiya/,
    debtChip: 'Qarz: 2 550,00\u00a0USD',
    debtChipAfter: 'Qarz: 1 570,00\u00a0USD',
    debtAfter: 'Toʻlovdan keyingi qarz: 1 570,00\u00a0USD',
    afterFee: 'Komissiyadan keyin: 980,00\u00a0USD',
    confirmTitle: 'Toʻlovni tasdiqlaysizmi?',
    confirmArrives: 'Taʼminotchiga yetib boradi: 980,00\u00a0USD',
    confirm: 'Tasdiqlash',
    saved: 'Toʻlov saqlandi',
  },
  ru: {
    payments: 'Оплаты',
    pay: 'Оплатить',
    dialog: 'Оплата поставщику',
    wallet: /^Кошелёк/,
    walletPayment: /Оплата из кошелька/,
    fee: /Комиссия/,
    debtChip: 'Долг: 2 550,00\u00a0USD',
    debtChipAfter: 'Долг: 1 570,00\u00a0USD',
    debtAfter: 'Долг после оплаты: 1 570,00\u00a0USD',
    afterFee: 'После комиссии: 980,00\u00a0USD',
    confirmTitle: 'Подтвердить оплату?',
    confirmArrives: 'Поставщик получит: 980,00\u00a0USD',
    confirm: 'Подтвердить',
    saved: 'Оплата сохранена',
  },
} as const;

test.describe.configure({ timeout: 180_000 });

async function setLocale(page: Page, locale: 'uz' | 'ru') {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
}

for (const locale of ['uz', 'ru'] as const) {
  test(`a supplier payment with a 2 % fee: what arrives and the debt after are shown live, confirmed, and moved once (${locale})`, async ({ page, request }) => {
    const t = TEXTS[locale];
    const client = await api(request);
    const tag = `${locale}-${Date.now().toString(36)}`;
    // A supplier owed 100 × 25.50 = 2 550.00 USD, and a USD wallet with 5 000.00 in it.
    const supplier = await client.post<{ id: number; name: string }>('supplier/', { name: `E2E Metall ${tag}`, material: 3 });
    await client.post('supplier-operation/', { supplier: supplier.id, date: '2026-01-15', unit: 'tonna', unit_amount: '100', unit_price: '25.50', currency: 2 });
    const wallet = await client.post<{ id: number; name: string }>('wallet/', { name: `E2E kassa ${tag}`, currency: 2 });
    await client.post('wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount: '5000', method: 1, comment: 'E2E' });

    await setLocale(page, locale);
    await openSignedIn(page, ADMIN.phone, ADMIN.password, `/suppliers/supplierDetail/${supplier.id}`);
    // The machine running the tests may be busy: the first screen of a lazy chunk gets more time.
    await expect(page.getByRole('heading', { level: 1, name: supplier.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('supplier-debt-USD')).toHaveText(t.debtChip);

    await page.getByRole('tab', { name: t.payments }).click();
    await page.getByRole('button', { name: t.pay }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByRole('combobox', { name: t.wallet }).click();
    await page.getByRole('option', { name: new RegExp(wallet.name) }).click();
    await dialog.getByLabel(t.walletPayment).fill('1000');
    await dialog.getByLabel(t.fee).fill('2');
    // Live, before anything is sent: 1 000 × 98 % arrives, the debt drops to 1 570.00.
    await expect(dialog.getByTestId('payment-arrives')).toHaveText('980,00\u00a0USD');
    await expect(dialog.getByTestId('payment-after-fee')).toHaveText(t.afterFee);
    await expect(dialog.getByTestId('payment-debt-after')).toHaveText(t.debtAfter);
    await dialog.getByRole('button', { name: t.pay }).click();

    const confirm = page.getByRole('dialog', { name: t.confirmTitle });
    await expect(confirm.getByTestId('confirm-arrives')).toHaveText(t.confirmArrives);
    await confirm.getByRole('button', { name: t.confirm }).dblclick();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('supplier-debt-USD')).toHaveText(t.debtChipAfter);
    await expect(page.getByRole('cell', { name: '980,00\u00a0USD' }).first()).toBeVisible();

    // What the server holds: one payment, the wallet lost exactly 1 000.00, the debt is 1 570.00.
    const payments = await client.get<{ count: number; results: { wallet_payment: string; actual_payment: string }[] }>(
      `supplier-operation/?supplier-id=${supplier.id}&payment-operations=true`,
    );
    expect(payments.count).toBe(1);
    expect(payments.results[0]).toMatchObject({ wallet_payment: '1000.00', actual_payment: '980.00' });
    expect((await client.get<{ balance: string }>(`wallet/${wallet.id}/`)).balance).toBe('4000.00');
    const after = await client.get<{ debt: { currency: number; amount: string }[] }>(`supplier/${supplier.id}/`);
    expect(after.debt.find((d) => d.currency === 2)?.amount).toBe('1570.00');
  });
}

test('the suppliers list shows debts per currency with totals, and a row opens the supplier', async ({ page, request }) => {
  const client = await api(request);
  const name = `E2E Beton ${Date.now().toString(36)}`;
  const supplier = await client.post<{ id: number }>('supplier/', { name, material: 2 });
  await client.post('supplier-operation/', { supplier: supplier.id, date: '2026-02-01', unit: 'm³', unit_amount: '2.5', unit_price: '780000', currency: 1 });
  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/suppliers/supplierList?page_size=20');
  await page.getByPlaceholder('Qidirish').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('1 950 000,00\u00a0UZS', { timeout: 30_000 });
  await expect(page.getByTestId('total-UZS-debt')).toHaveText('1 950 000,00\u00a0UZS');
  await row.getByText(name).click();
  await expect(page).toHaveURL(new RegExp(`/suppliers/supplierDetail/${supplier.id}$`));
  await expect(page.getByTestId('supplier-debt-UZS')).toHaveText('Qarz: 1 950 000,00\u00a0UZS');
});
