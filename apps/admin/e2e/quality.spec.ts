import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, createUser, localDigits, nextPhone, signIn, sql } from './support';

/** Issue 12, the remaining points: duplicate phones, converted leads, own profile, small ones. */
// Two cores shared by many builds: these walks take several pages each.
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 30_000 });

async function api(request: APIRequestContext) {
  const res = await request.post('/api/account/login/', { data: { phone_number: ADMIN.phone, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await res.json()).access}` };
  return {
    async post<T = Record<string, unknown>>(path: string, data: unknown): Promise<T> {
      const answer = await request.post(`/api/${path}`, { headers, data });
      expect(answer.status(), `${path}: ${await answer.text()}`).toBe(201);
      return (await answer.json()) as T;
    },
    async get<T = Record<string, unknown>>(path: string): Promise<T> {
      const answer = await request.get(`/api/${path}`, { headers });
      expect(answer.status(), path).toBe(200);
      return (await answer.json()) as T;
    },
  };
}

function tashkentDay(offset = 0): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('a client phone that exists: the form names the existing client and links to it; so does a lead conversion', async ({ page, request }) => {
  const client = await api(request);
  const phone = nextPhone();
  const holderName = unique('Mavjud Mijoz');
  const holder = await client.post<{ id: number }>('client/', { name: holderName, phone_number: phone, status: 1 });

  await signIn(page, ADMIN.phone, ADMIN.password);
  await page.goto('/clients/clientsList?page_size=20');
  await page.getByRole('button', { name: 'Mijoz qoʻshish' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^F\.I\.Sh\./).fill(unique('Takror'));
  await dialog.getByLabel(/^Telefon raqami/).fill(localDigits(phone));
  await dialog.getByRole('combobox', { name: /Holati/ }).click();
  await page.getByRole('option', { name: 'Faol', exact: true }).click();
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  const notice = dialog.getByTestId('existing-client-notice');
  await expect(notice).toContainText(`Bu telefon raqamli mijoz allaqachon bor (ID ${holder.id})`);
  await notice.getByRole('link', { name: 'Mijozni ochish' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/clientRead/${holder.id}$`));
  await expect(page.getByRole('heading', { name: holderName, level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A lead with the same phone cannot become a second client: the lead page links to the holder.
  const sellers = await client.get<{ results: { id: number }[] }>('account/seller/list/?page_size=10');
  const lead = await client.post<{ id: number }>('lid/', { name: unique('Takror Lid'), phone_number: phone, status: 2, call_date: tashkentDay(), seller: sellers.results[0].id });
  await page.goto(`/lids/lidsRead/${lead.id}`);
  await page.getByRole('button', { name: 'Mijozga aylantirish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ha, mijozga aylantirish' }).click();
  const leadNotice = page.getByTestId('existing-client-notice');
  await expect(leadNotice).toContainText(`(ID ${holder.id})`);
  await leadNotice.getByRole('link', { name: 'Mijozni ochish' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/clientRead/${holder.id}$`));
});

test('a converted lead: its source, note and talks on the client page, its booked room there, the leads list links to the client', async ({ page, request }) => {
  const client = await api(request);
  const sellers = await client.get<{ results: { id: number }[] }>('account/seller/list/?page_size=10');
  const sources = await client.get<{ results: { id: number; name: string }[] }>('lid/source/?page_size=50');
  const source = sources.results[0];
  const name = unique('Kelgan Lid');
  const note = `Ikki xonali, 5-qavatdan yuqori ${Date.now()}`;
  const lead = await client.post<{ id: number }>('lid/', {
    name, phone_number: nextPhone(), status: 2, call_date: tashkentDay(-3), seller: sellers.results[0].id,
    source_of_interest: source.id, note, add_note: true,
  });
  const talk = `Narxlar bilan tanishdi ${Date.now()}`;
  await client.post('lid-talk/', { lid: lead.id, talk_date: tashkentDay(-1), result: talk });
  const converted = await client.get<{ id: number }>(`lid/${lead.id}/lid-to-client/`);
  const [room] = await sql<{ id: number; number: string }>(
    `UPDATE room SET client_id = $1, status_id = (SELECT id FROM room_status WHERE code = 'booked'), booking_end_date = CURRENT_DATE + 10
     WHERE id = (SELECT r.id FROM room r JOIN room_status s ON s.id = r.status_id WHERE s.code = 'free' ORDER BY r.id LIMIT 1) RETURNING id, number`,
    [converted.id],
  );

  await signIn(page, ADMIN.phone, ADMIN.password);
  await page.goto(`/clients/clientRead/${converted.id}`);
  const origin = page.getByTestId('client-lead');
  await expect(origin).toContainText(source.name);
  await expect(origin).toContainText(note);
  await expect(origin).toContainText(talk);
  const rooms = page.getByTestId('client-rooms');
  await expect(rooms).toContainText(`№ ${room.number}`);
  await expect(rooms).toContainText('Band qilingan');
  await rooms.getByRole('link', { name: new RegExp(`№ ${room.number}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/buildings/room/${room.id}$`));

  await page.goto(`/clients/clientRead/${converted.id}`);
  await page.getByTestId('client-lead').getByRole('link', { name: 'Lidni ochish' }).click();
  await expect(page).toHaveURL(new RegExp(`/lids/lidsRead/${lead.id}$`));

  await page.goto('/lids/lidsList?page_size=20');
  await page.getByPlaceholder(/Qidirish/).first().fill(name);
  await expect(page).toHaveURL(/filter=/);
  const mark = page.getByRole('row', { name: new RegExp(name) }).getByTestId('converted-mark');
  await expect(mark).toHaveAccessibleName('Mijozni ochish');
  await mark.click();
  await expect(page).toHaveURL(new RegExp(`/clients/clientRead/${converted.id}$`));
});

// The smallest valid PNG (1×1).
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4bd0000000049454e44ae426082', 'hex');

test('own profile: an operator (no USER_WRITE) changes name, photo and password from the user menu', async ({ page, browser, request }) => {
  const user = await createUser(request, 'operator', 'old-password-1');
  await page.goto('/auth');
  await page.getByLabel(/Telefon raqami/).fill(localDigits(user.phone));
  await page.getByLabel(/^Parol/).first().fill(user.password);
  await page.getByRole('button', { name: /^Kirish$/ }).click();
  await expect(page).not.toHaveURL(/\/auth/);

  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { name: 'Mening profilim', level: 1 })).toBeVisible();

  const name = unique('Oʻktam Profil');
  await page.getByLabel(/^F\.I\.Sh\./).fill(name);
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Rasmni almashtirish' })).toBeVisible();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText('Profil saqlandi')).toBeVisible();
  // The header shows the new first word of the name.
  await expect(page.getByRole('button', { name: 'Foydalanuvchi menyusi' })).toContainText('Oʻktam');
  const [row] = await sql<{ full_name: string; profile_image_id: number | null }>('SELECT full_name, profile_image_id FROM "user" WHERE phone_number = $1', [user.phone]);
  expect(row.full_name).toBe(name);
  expect(row.profile_image_id).not.toBeNull();

  // A second session (another browser) ends when the password changes; this one goes on.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/auth');
  await otherPage.getByLabel(/Telefon raqami/).fill(localDigits(user.phone));
  await otherPage.getByLabel(/^Parol/).first().fill(user.password);
  await otherPage.getByRole('button', { name: /^Kirish$/ }).click();
  await expect(otherPage).not.toHaveURL(/\/auth/);

  await page.getByRole('textbox', { name: 'Joriy parol', exact: true }).fill('wrong-password-9');
  await page.getByRole('textbox', { name: 'Yangi parol', exact: true }).fill('new-password-2');
  await page.getByRole('textbox', { name: 'Yangi parolni takrorlang', exact: true }).fill('new-password-2');
  await page.getByRole('button', { name: 'Parolni oʻzgartirish' }).click();
  await expect(page.getByText('Joriy parol notoʻgʻri')).toBeVisible();
  await page.getByRole('textbox', { name: 'Joriy parol', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Parolni oʻzgartirish' }).click();
  await expect(page.getByText('Parol oʻzgartirildi')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mening profilim', level: 1 })).toBeVisible();
  await otherPage.goto('/clients/clientsList');
  await expect(otherPage).toHaveURL(/\/auth/);
  await other.close();
});

test('user form: the photo is an upload with a preview, not an ID number field', async ({ page }) => {
  await signIn(page, ADMIN.phone, ADMIN.password);
  const [target] = await sql<{ id: number }>(`SELECT id FROM "user" WHERE phone_number <> $1 ORDER BY id LIMIT 1`, [ADMIN.phone]);
  await page.goto(`/users/userCreate?id=${target.id}`);
  await expect(page.getByLabel(/Profil rasmi/)).toHaveCount(0);
  await page.getByTestId('avatar-file').setInputFiles({ name: 'u.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Rasmni almashtirish' })).toBeVisible();
  await expect(page.locator('img[src*="/api/document/images/"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect.poll(async () => (await sql<{ profile_image_id: number | null }>('SELECT profile_image_id FROM "user" WHERE id = $1', [target.id]))[0].profile_image_id).not.toBeNull();
});
