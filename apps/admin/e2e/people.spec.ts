import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminApi, localDigits, nextPhone, openSignedIn } from './support';

/** The API as the admin, to arrange data and check what the server holds (e2e/support.ts). */
const api = adminApi;

/** A day in Tashkent as YYYY-MM-DD, `offset` days from today. */
function tashkentDay(offset = 0): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function firstSellerId(client: Awaited<ReturnType<typeof api>>): Promise<number> {
  const sellers = await client.get<{ results: { id: number }[] }>('account/seller/list/?page_size=10');
  return sellers.results[0].id;
}

async function searchList(page: Page, text: string) {
  await page.getByPlaceholder(/Qidirish/).first().fill(text);
  // The search is debounced: wait until it is in the URL, or it lands after the next click.
  await expect(page).toHaveURL(/filter=/);
}

test('client form: the phone mask shows while typing, a short number is refused, the number is saved normalised', async ({ page, request }) => {
  const phone = nextPhone();
  const extra = nextPhone();
  const name = unique('Mijoz Niqob');
  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/clients/clientsList?page_size=20');
  await page.getByRole('button', { name: 'Mijoz qoʻshish' }).first().click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^F\.I\.Sh\./).fill(name);
  const phoneInput = dialog.getByLabel(/^Telefon raqami/);
  await phoneInput.pressSequentially('90123');
  await expect(phoneInput).toHaveValue('+998 (90) 123');
  await dialog.getByRole('combobox', { name: /Holati/ }).click();
  await page.getByRole('option', { name: 'Faol', exact: true }).click();
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(dialog.getByText('Telefon raqamini toʻliq kiriting: +998 (90) 123-45-67')).toBeVisible();

  await phoneInput.fill('');
  await phoneInput.pressSequentially(localDigits(phone));
  await expect(phoneInput).toHaveValue(`+998 (${localDigits(phone).slice(0, 2)}) ${localDigits(phone).slice(2, 5)}-${localDigits(phone).slice(5, 7)}-${localDigits(phone).slice(7)}`);
  await dialog.getByRole('button', { name: 'Qoʻshish' }).click();
  await dialog.getByLabel(/^Qoʻshimcha raqam/).pressSequentially(localDigits(extra));
  await dialog.getByRole('button', { name: 'Saqlash' }).click();

  await expect(page.getByText('Mijoz qoʻshildi')).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/clientRead\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const id = Number(page.url().split('/').pop());
  const stored = await (await api(request)).get<{ phone_number: string; additional_numbers: string[]; status: number }>(`client/${id}/`);
  expect(stored.phone_number).toBe(phone);
  expect(stored.additional_numbers).toEqual([extra]);
  expect(stored.status).toBe(2);
  await expect(page.getByTestId('extra-phones')).toContainText(`+998 (${localDigits(extra).slice(0, 2)})`);
});

test('lead filter tabs: each tab shows its own leads', async ({ page, request }) => {
  const client = await api(request);
  const seller = await firstSellerId(client);
  const tag = unique('Tablid');
  const make = (suffix: string, extra: Record<string, unknown>) =>
    client.post('lid/', { name: `${tag} ${suffix}`, phone_number: nextPhone(), status: 1, call_date: tashkentDay(), seller, ...extra });
  await make('yangi', { status: 1, next_call_date: tashkentDay(5) });
  await make('jarayon', { status: 2, next_call_date: tashkentDay(0) });
  await make('bekor', { status: 3 });
  await make('otgan', { status: 2, next_call_date: tashkentDay(-3) });
  await make('arxiv', { status: 1, archived: true });

  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/lids/lidsList?page_size=20');
  await searchList(page, tag);
  const tabs = page.getByRole('tablist');
  const expectations: [RegExp, string[]][] = [
    [/^Barchasi/, ['yangi', 'jarayon', 'bekor', 'otgan']],
    [/^Yangi/, ['yangi']],
    [/^Jarayonda/, ['jarayon', 'otgan']],
    [/^Bekor qilingan/, ['bekor']],
    [/^Bugun belgilangan/, ['jarayon']],
    [/^Muddati oʻtgan/, ['otgan']],
    [/^Arxiv/, ['arxiv']],
  ];
  for (const [tab, shown] of expectations) {
    await tabs.getByRole('tab', { name: tab }).click();
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(shown.length);
    for (const suffix of shown) await expect(page.getByRole('row', { name: new RegExp(`${tag} ${suffix}`) })).toBeVisible();
  }
  // The counts on the tabs follow the search.
  await expect(tabs.getByRole('tab', { name: /^Jarayonda/ })).toContainText('2');
});

test('converting a lead: confirm, success message, the client appears in the clients list', async ({ page, request }) => {
  const client = await api(request);
  const seller = await firstSellerId(client);
  const name = unique('Aylanuvchi Lid');
  const lead = await client.post<{ id: number }>('lid/', { name, phone_number: nextPhone(), status: 2, call_date: tashkentDay(), seller });

  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/lids/lidsRead/${lead.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Mijozga aylantirish' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Ha, mijozga aylantirish' }).click();
  await expect(page.getByText('Lid mijozlar roʻyxatiga qoʻshildi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mijozga aylantirish' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Mijozni ochish' }).first().click();
  await expect(page).toHaveURL(/\/clients\/clientRead\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.goto('/clients/clientsList?page_size=20');
  await searchList(page, name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('sending an SMS: pick a client, confirm, "message sent", it is in the SMS list', async ({ page, request }) => {
  const client = await api(request);
  const name = unique('SMS Oluvchi');
  const phone = nextPhone();
  await client.post('client/', { name, phone_number: phone, status: 2 });
  const text = `Assalomu alaykum! Sinov xabari ${Date.now()}`;

  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/sms/smsCreate');
  await page.getByRole('button', { name: 'Yuborish' }).click();
  await expect(page.getByRole('alert')).toHaveText('Kimga yuborishni tanlang!');

  const picker = page.getByRole('combobox', { name: 'Mijozlar' });
  await picker.click();
  await picker.pressSequentially(name.split(' ').at(-1)!);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('textbox', { name: /Xabar matni/ }).fill(text);
  await expect(page.getByTestId('sms-counter')).toContainText('1 ta SMS');
  await page.getByRole('button', { name: 'Yuborish' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 ta mijoz');
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(page.getByText('Xabar yuborildi')).toBeVisible();
  await expect(page).toHaveURL(/\/sms\/smsList/);
  await searchList(page, String(text.split(' ').at(-1)));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(text);
});
