import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, signIn } from './support';

interface Wallet {
  id: number;
  name: string;
  currency: number;
  balance: string;
}

async function api(request: APIRequestContext) {
  const res = await request.post('/api/account/login/', { data: { phone_number: ADMIN.phone, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await res.json()).access}` };
  return {
    async get<T>(path: string): Promise<T> {
      const answer = await request.get(`/api/${path}`, { headers });
      expect(answer.status(), path).toBe(200);
      return (await answer.json()) as T;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const answer = await request.post(`/api/${path}`, { headers, data });
      expect(answer.status(), `${path}: ${await answer.text()}`).toBe(201);
      return (await answer.json()) as T;
    },
  };
}

/** Exact cents of a decimal text ("1500.25" -> 150025n), to compare balances without floats. */
const cents = (value: string) => {
  const [integer, fraction = ''] = value.split('.');
  return BigInt(integer) * 100n + BigInt((fraction + '00').slice(0, 2));
};

test.describe.configure({ timeout: 90_000 });

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test('transfer UZS → USD: the converted amount is shown before saving, confirmed, and moves money once', async ({ page, request }) => {
  const client = await api(request);
  const wallets = (await client.get<{ results: Wallet[] }>('wallet/?page_size=100&is_active=true')).results;
  const from = wallets.find((w) => w.currency === 1 && cents(w.balance) >= 126_500_000n);
  const to = wallets.find((w) => w.currency === 2);
  expect(from, 'a UZS wallet with at least 1 265 000 UZS').toBeTruthy();
  expect(to, 'a USD wallet').toBeTruthy();
  const transfersBefore = (await client.get<{ count: number }>('wallet-operations/?transfer=true&page_size=1')).count;
  const comment = unique('E2E oʻtkazma');

  await signIn(page, ADMIN.phone, ADMIN.password);
  await page.goto('/wallets/overview');
  await page.getByRole('button', { name: 'Oʻtkazma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hamyonlar orasida oʻtkazma' });
  await dialog.getByRole('combobox', { name: /Qaysi hamyondan/ }).click();
  await page.getByRole('option', { name: new RegExp(from!.name) }).click();
  await dialog.getByRole('combobox', { name: /Qaysi hamyonga/ }).click();
  await page.getByRole('option', { name: new RegExp(to!.name) }).click();
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

  const after = (await client.get<{ results: Wallet[] }>('wallet/?page_size=100')).results;
  expect(cents(after.find((w) => w.id === from!.id)!.balance)).toBe(cents(from!.balance) - 126_500_000n);
  expect(cents(after.find((w) => w.id === to!.id)!.balance)).toBe(cents(to!.balance) + 10_000n);
  expect((await client.get<{ count: number }>('wallet-operations/?transfer=true&page_size=1')).count).toBe(transfersBefore + 2);

  // Both legs are in the list, under the Transfer tab, with the comment.
  await page.getByRole('tab', { name: 'Oʻtkazma' }).click();
  await expect(page.getByText(comment)).toHaveCount(2);
});

test('income: saved after confirmation, then cancelled by a reversal shown in the list', async ({ page, request }) => {
  const client = await api(request);
  const wallets = (await client.get<{ results: Wallet[] }>('wallet/?page_size=100&is_active=true')).results;
  const usd = wallets.find((w) => w.currency === 2)!;
  const comment = unique('E2E kirim');

  await signIn(page, ADMIN.phone, ADMIN.password);
  await page.goto('/wallets/overview');
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

  const afterIncome = (await client.get<{ results: Wallet[] }>('wallet/?page_size=100')).results.find((w) => w.id === usd.id)!;
  expect(cents(afterIncome.balance)).toBe(cents(usd.balance) + 25_075n);

  const row = page.getByRole('row').filter({ hasText: comment });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Bekor qilish (storno)' }).click();
  await page.getByRole('dialog', { name: 'Operatsiyani bekor qilasizmi?' }).getByRole('button', { name: 'Bekor qilish (storno)' }).click();
  await expect(page.getByText('Operatsiya bekor qilindi')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: comment })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: comment }).getByText(/Storno: №\d+ bekor qilindi/)).toBeVisible();

  const afterCancel = (await client.get<{ results: Wallet[] }>('wallet/?page_size=100')).results.find((w) => w.id === usd.id)!;
  expect(afterCancel.balance).toBe(usd.balance);
});
