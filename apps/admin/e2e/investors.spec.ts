import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminApi, nextPhone, openSignedIn } from './support';

/** The API as the admin, to arrange data and check what the server holds (e2e/support.ts). */
const api = adminApi;

type Total = { currency: number; invested: string; withdrawn: string; balance: string };

test.describe.configure({ timeout: 300_000 });

const TEXTS = {
  uz: {
    moneyIn: 'Pul kiritish',
    moneyOut: 'Pul qaytarish',
    inTitle: 'Investordan pul qabul qilish',
    outTitle: 'Investorga pul qaytarish',
    wallet: /^Hamyon/,
    amount: /^Summa/,
    comment: /^Izoh/,
    submitIn: 'Qabul qilish',
    submitOut: 'Qaytarish',
    confirmIn: 'Pul qabul qilinishini tasdiqlaysizmi?',
    confirmOut: 'Pul qaytarilishini tasdiqlaysizmi?',
    confirm: 'Tasdiqlash',
    doneIn: 'Pul qabul qilindi',
    doneOut: 'Pul qaytarildi',
    aboveInvestor: 'Investorning bu valyutadagi qoldigʻidan koʻp',
  },
  ru: {
    moneyIn: 'Принять деньги',
    moneyOut: 'Вернуть деньги',
    inTitle: 'Принять деньги от инвестора',
    outTitle: 'Вернуть деньги инвестору',
    wallet: /^Кошелёк/,
    amount: /^Сумма/,
    comment: /^Комментарий/,
    submitIn: 'Принять',
    submitOut: 'Вернуть',
    confirmIn: 'Подтвердить приём денег?',
    confirmOut: 'Подтвердить возврат денег?',
    confirm: 'Подтвердить',
    doneIn: 'Деньги приняты',
    doneOut: 'Деньги возвращены',
    aboveInvestor: 'Больше остатка инвестора в этой валюте',
  },
} as const;

const NBSP = '\u00a0';
const usd = (text: string) => `${text}${NBSP}USD`;

async function pickWallet(page: Page, dialog: ReturnType<Page['getByRole']>, label: RegExp, name: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

for (const locale of ['uz', 'ru'] as const) {
  test(`an investor's money in and out from the investor page (${locale})`, async ({ page, request }) => {
    const t = TEXTS[locale];
    const client = await api(request);
    const tag = `${locale}${Date.now().toString(36)}`;
    // A wallet of its own, empty, so its balance is exact whatever the other tests do.
    const wallet = await client.post<{ id: number; name: string }>('wallet/', { name: `Investor kassa ${tag}`, currency: 2 });
    const investor = await client.post<{ id: number }>('investors/', { first_name: 'Sanjar', last_name: `Ismoilov${tag}`, phone_number: nextPhone(), investor_type: 1 });

    await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
    await openSignedIn(page, ADMIN.phone, ADMIN.password, `/investments/investorRead/${investor.id}`);
    // The screen's chunk loads with its first visit (slow on a busy machine).
    await expect(page.getByTestId('investor-name')).toHaveText(`Ismoilov${tag} Sanjar`, { timeout: 30_000 });
    await expect(page.getByTestId('investor-total-USD-balance')).toHaveText(usd('0,00'));

    // Money in: 1 500,50 USD into the new wallet, confirmed.
    await page.getByRole('button', { name: t.moneyIn }).click();
    const inDialog = page.getByRole('dialog', { name: t.inTitle });
    await pickWallet(page, inDialog, t.wallet, wallet.name);
    await inDialog.getByLabel(t.amount).fill('1500,50');
    await expect(inDialog.getByTestId('after-investor')).toHaveText(usd(`1${NBSP}500,50`));
    await expect(inDialog.getByTestId('after-wallet')).toHaveText(usd(`1${NBSP}500,50`));
    await inDialog.getByLabel(t.comment).fill(`Ulush ${tag}`);
    await inDialog.getByRole('button', { name: t.submitIn }).click();
    const confirmIn = page.getByRole('dialog', { name: t.confirmIn });
    await expect(confirmIn).toContainText(wallet.name);
    await confirmIn.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.doneIn)).toBeVisible();
    await expect(page.getByTestId('investor-total-USD-balance')).toHaveText(usd(`1${NBSP}500,50`));
    await expect(page.getByTestId('investor-total-USD-invested')).toHaveText(usd(`1${NBSP}500,50`));

    // Money out: more than the investor has is refused in the form; 500,25 goes through.
    await page.getByRole('button', { name: t.moneyOut }).click();
    const outDialog = page.getByRole('dialog', { name: t.outTitle });
    await pickWallet(page, outDialog, t.wallet, wallet.name);
    await outDialog.getByLabel(t.amount).fill('1500,51');
    await outDialog.getByLabel(t.comment).fill(`Qaytarish ${tag}`);
    await outDialog.getByRole('button', { name: t.submitOut }).click();
    await expect(outDialog.getByText(t.aboveInvestor)).toBeVisible();
    await outDialog.getByLabel(t.amount).fill('500,25');
    await expect(outDialog.getByTestId('after-investor')).toHaveText(usd(`1${NBSP}000,25`));
    await outDialog.getByRole('button', { name: t.submitOut }).click();
    await page.getByRole('dialog', { name: t.confirmOut }).getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.doneOut)).toBeVisible();
    await expect(page.getByTestId('investor-total-USD-balance')).toHaveText(usd(`1${NBSP}000,25`));
    await expect(page.getByTestId('investor-total-USD-withdrawn')).toHaveText(usd('500,25'));
    await expect(page.getByText(`Qaytarish ${tag}`)).toBeVisible();
    await expect(page.getByText(`Ulush ${tag}`)).toBeVisible();

    // The server agrees, to the cent: the investor's totals, the wallet's balance.
    const saved = await client.get<{ totals: Total[] }>(`investors/${investor.id}/`);
    expect(saved.totals.find((line) => line.currency === 2)).toMatchObject({ invested: '1500.50', withdrawn: '500.25', balance: '1000.25' });
    expect(saved.totals.find((line) => line.currency === 1)).toMatchObject({ balance: '0.00' });
    const wallets = await client.get<{ results: { id: number; balance: string }[] }>('wallet/?page_size=100');
    expect(wallets.results.find((w) => w.id === wallet.id)?.balance).toBe('1000.25');
  });
}

test('the investors list shows balances per currency and the totals footer', async ({ page, request }) => {
  const client = await api(request);
  const tag = `L${Date.now().toString(36)}`;
  const investor = await client.post<{ id: number }>('investors/', { first_name: 'Madina', last_name: `Qosimova${tag}`, phone_number: nextPhone(), investor_type: 2 });
  const wallet = await client.post<{ id: number }>('wallet/', { name: `Ro'yxat kassa ${tag}`, currency: 2 });
  await client.post(`investors/${investor.id}/replenish-operation/`, { wallet: wallet.id, amount: '2500.75', method: 1, comment: 'E2E' });

  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/investments/investorsList?page_size=20');
  await page.getByPlaceholder(/Qidirish/).fill(tag);
  const row = page.getByRole('row').filter({ hasText: `Qosimova${tag}` });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('investor-balance-USD')).toHaveText(usd(`2${NBSP}500,75`));
  await expect(page.getByTestId('total-USD-balance')).toHaveText(usd(`2${NBSP}500,75`));
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/investments/investorRead/${investor.id}$`));
});
