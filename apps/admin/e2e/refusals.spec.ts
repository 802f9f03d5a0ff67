import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, createApprovedSale, openSignedIn, uniqueName } from './support';

/** The API as the admin, to arrange data and check what the server holds (e2e/support.ts). */
const api = adminApi;

test.describe.configure({ timeout: 180_000 });

const cents = (value: string) => {
  const [integer, fraction = ''] = value.split('.');
  return BigInt(integer) * 100n + BigInt((fraction + '00').slice(0, 2));
};

test('refusal of an approved sale, then a payout to the client from a wallet in its currency', async ({ page, request }) => {
  const client = await api(request);
  // Arrange: a new client buys a free room for 3 000 USD, paid in full, approved.
  // The room, and the wallet the payment goes into and the payout comes from, are its own.
  const name = uniqueName('Refusal E2E');
  const { wallet } = await createApprovedSale(request, { sold: '3000.00', name });

  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/refusals/refusalsCreate');
  await page.getByRole('combobox', { name: /Sotuv/ }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByTestId('refusal-due')).toContainText('3\u00a0000,00\u00a0USD');
  await page.getByLabel('Izoh').fill('Mijoz voz kechdi');
  await page.getByLabel(/Sabab/).fill('Mijoz arizasi bilan');
  await page.getByRole('button', { name: 'Voz kechishni rasmiylashtirish' }).click();
  await page.getByRole('dialog', { name: 'Voz kechishni rasmiylashtirasizmi?' }).getByRole('button', { name: 'Voz kechishni rasmiylashtirish' }).click();

  await expect(page).toHaveURL(/\/refusals\/refusalDetail\/\d+/);
  await expect(page.getByTestId('refusal-refund-due')).toHaveText('3\u00a0000,00\u00a0USD');
  await expect(page.getByTestId('refusal-remaining')).toHaveText('3\u00a0000,00\u00a0USD');

  const before = await client.get<{ balance: string }>(`wallet/${wallet.id}/`);
  expect(before.balance).toBe('3000.00');
  await page.getByRole('button', { name: 'Mijozga toʻlash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mijozga pul qaytarish' });
  await expect(dialog.getByText(/Qaytarish qoldi: 3\s000,00\sUSD/)).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Hamyon/ }).click();
  await page.getByRole('option', { name: new RegExp(wallet.name) }).click();
  await dialog.getByLabel(/^Summa/).fill('3000,01');
  await dialog.getByLabel(/Izoh/).fill('Naqd qaytarildi');
  await dialog.getByRole('combobox', { name: /Toʻlov usuli/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Mijozga toʻlash' }).click();
  await expect(dialog.getByText('Summa qaytarilishi qolgan summadan oshmasligi kerak')).toBeVisible();

  await dialog.getByLabel(/^Summa/).fill('1200,50');
  await dialog.getByRole('button', { name: 'Mijozga toʻlash' }).click();
  await page.getByRole('dialog', { name: 'Toʻlovni tasdiqlaysizmi?' }).getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(page.getByText('Toʻlov saqlandi')).toBeVisible();
  await expect(page.getByTestId('refusal-refunded')).toHaveText('1\u00a0200,50\u00a0USD');
  await expect(page.getByTestId('refusal-remaining')).toHaveText('1\u00a0799,50\u00a0USD');
  await expect(page.getByRole('table', { name: 'Mijozga toʻlovlar' }).getByText('Naqd qaytarildi')).toBeVisible();

  const after = await client.get<{ balance: string }>(`wallet/${wallet.id}/`);
  expect(cents(after.balance)).toBe(cents(before.balance) - 120_050n);
});
