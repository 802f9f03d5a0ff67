import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, createWallet, openSignedIn, uniqueName } from './support';

interface Wallet {
  id: number;
  name: string;
  currency: number;
  balance: string;
}

/** The API as the admin, to arrange data and check what the server holds (e2e/support.ts). */
const api = adminApi;

/** Exact cents of a decimal text ("1500.25" -> 150025n), to compare balances without floats. */
const cents = (value: string) => {
  const [integer, fraction = ''] = value.split('.');
  return BigInt(integer) * 100n + BigInt((fraction + '00').slice(0, 2));
};

test.describe.configure({ timeout: 180_000 });

const unique = uniqueName;

test('transfer UZS → USD: the converted amount is shown before saving, confirmed, and moves money once', async ({ page, request }) => {
  const client = await api(request);
  // Wallets of its own: their balances and transfers move only by this test.
  const from = await createWallet(request, 'UZS', '2000000.00');
  const to = await createWallet(request, 'USD', '10.00');
  const transfers = async (wallet: number) => (await client.get<{ count: number }>(`wallet-operations/?transfer=true&wallet=${wallet}&page_size=1`)).count;
  expect([await transfers(from.id), await transfers(to.id)]).toEqual([0, 0]);
  const comment = unique('E2E oʻtkazma');

  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/wallets/overview');
  await page.getByRole('button', { name: 'Oʻtkazma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hamyonlar orasida oʻtkazma' });
  await dialog.getByRole('combobox', { name: /Qaysi hamyondan/ }).click();
  await page.getByRole('option', { name: new RegExp(from.name) }).click();
  await dialog.getByRole('combobox', { name: /Qaysi hamyonga/ }).click();
  await page.getByRole('option', { name: new RegExp(to.name) }).click();
  await dialog.getByLabel(/Yechiladigan summa/).fill('1265000');
  await dialog.getByLabel(/Dollar kursi/).fill('12650');
  await expect(dialog.getByTestId('transfer-credited')).toHaveText('100,00\u00a0USD');
  await dialog.getByLabel(/Izoh/).fill(comment);
  await dialog.getByRole('button', { name: 'Oʻtkazish' }).click();

  const confirm = page.getByRole('dialog', { name: 'Oʻtkazmani tasdiqlaysizmi?' });
  await expect(confirm.getByTestId('confirm-credited')).toHaveText('Tushadi: 100,00\u00a0USD');
  await confirm.getByRole('button', { name: 'Tasdiqlash' }).dblclick();
  await expect(page.getByText('Oʻtkazma bajarildi')).toBeVisible();
  await expect(dialog).toBeHidden();

  const balance = async (wallet: number) => (await client.get<Wallet>(`wallet/${wallet}/`)).balance;
  expect(cents(await balance(from.id))).toBe(cents(from.balance) - 126_500_000n);
  expect(cents(await balance(to.id))).toBe(cents(to.balance) + 10_000n);
  // One leg out of one wallet, one into the other.
  expect([await transfers(from.id), await transfers(to.id)]).toEqual([1, 1]);

  // Both legs are in the list, under the Transfer tab, with the comment.
  await page.getByRole('tab', { name: 'Oʻtkazma' }).click();
  await expect(page.getByText(comment)).toHaveCount(2);
});

test('income: saved after confirmation, then cancelled by a reversal shown in the list', async ({ page, request }) => {
  const client = await api(request);
  // A wallet of its own, and the operations list filtered to it: other tests' operations neither
  // move its balance nor push this one's rows off the page.
  const usd = await createWallet(request, 'USD', '100.00');
  const comment = unique('E2E kirim');

  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/wallets/overview?filter=${encodeURIComponent(JSON.stringify({ wallet: usd.id }))}`);
  await page.getByRole('button', { name: 'Kirim' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Kirim qoʻshish' });
  await dialog.getByRole('combobox', { name: /^Hamyon/ }).click();
  await page.getByRole('option', { name: new RegExp(usd.name) }).click();
  await dialog.getByLabel(/^Summa/).fill('250,75');
  await dialog.getByRole('combobox', { name: /Toʻlov usuli/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel(/Izoh/).fill(comment);
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await page.getByRole('dialog', { name: 'Operatsiyani tasdiqlaysizmi?' }).getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(page.getByText('Operatsiya saqlandi')).toBeVisible();

  const afterIncome = await client.get<Wallet>(`wallet/${usd.id}/`);
  expect(cents(afterIncome.balance)).toBe(cents(usd.balance) + 25_075n);

  const row = page.getByRole('row').filter({ hasText: comment });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Bekor qilish (storno)' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Operatsiyani bekor qilasizmi?' });
  // A correction asks for its reason (the audit trail keeps it).
  await cancelDialog.getByLabel(/Sabab/).fill('Xato kiritilgan');
  await cancelDialog.getByRole('button', { name: 'Bekor qilish (storno)' }).click();
  await expect(page.getByText('Operatsiya bekor qilindi')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: comment })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: comment }).getByText(/Storno: №\d+ bekor qilindi/)).toBeVisible();

  const afterCancel = await client.get<Wallet>(`wallet/${usd.id}/`);
  expect(afterCancel.balance).toBe('100.00');
});
