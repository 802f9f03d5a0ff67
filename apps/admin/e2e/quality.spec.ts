import { expect as baseExpect, test } from '@playwright/test';
import { createRequire } from 'node:module';
import { ADMIN, adminApi, createBuildingWithRooms, createUser, createWorkerUser, localDigits, nextPhone, openSignedIn, sql, uniqueName } from './support';

// exceljs is a dependency of the API: the import test fills the downloaded template with it.
const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));
const ExcelJS = requireFromApi('exceljs') as typeof import('exceljs');

/** Duplicate phones, converted leads, own profile, small ones. */
// Two cores shared by many builds: these walks take several pages each.
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 30_000 });

/** The API as the admin, to arrange data and check what the server holds (e2e/support.ts). */
const api = adminApi;

function tashkentDay(offset = 0): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
}

const unique = uniqueName;

test('a client phone that exists: the form names the existing client and links to it; so does a lead conversion', async ({ page, request }) => {
  const client = await api(request);
  const phone = nextPhone();
  const holderName = unique('Mavjud Mijoz');
  const holder = await client.post<{ id: number }>('client/', { name: holderName, phone_number: phone, status: 1 });

  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/clients/clientsList?page_size=20');
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
  // A free room of its own building (no other test sells or books it) is booked for the client.
  const building = await createBuildingWithRooms(request, [{ number: '17', floor: 2, entrance: 1 }]);
  const [room] = await sql<{ id: number; number: string }>(
    `UPDATE room SET client_id = $1, status_id = (SELECT id FROM room_status WHERE code = 'booked'), booking_end_date = CURRENT_DATE + 10
     WHERE id = $2 AND status_id = (SELECT id FROM room_status WHERE code = 'free') RETURNING id, number`,
    [converted.id, building.rooms[0]],
  );
  expect(room).toBeTruthy();

  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/clients/clientRead/${converted.id}`);
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
  // Named by what it shows, then what it does (voice control users say what they see).
  await expect(mark).toHaveAccessibleName('Mijozga aylangan: Mijozni ochish');
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

test('user form: the photo is an upload with a preview, not an ID number field', async ({ page, request }) => {
  // A user of its own: the seeded users stay as they are for the tests that read them.
  const target = await createUser(request, 'operator');
  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/users/userCreate?id=${target.id}`);
  await expect(page.getByLabel(/Profil rasmi/)).toHaveCount(0);
  await page.getByTestId('avatar-file').setInputFiles({ name: 'u.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Rasmni almashtirish' })).toBeVisible();
  await expect(page.locator('img[src*="/api/document/images/"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect.poll(async () => (await sql<{ profile_image_id: number | null }>('SELECT profile_image_id FROM "user" WHERE id = $1', [target.id]))[0].profile_image_id).not.toBeNull();
});

// ─── Point 11: phones, toasts, the URL, sorting (every screen's language and icon buttons: every-screen.spec.ts) ─

const LANGUAGES = ['uz', 'ru'] as const;

test('on a phone, a long title wraps on the page and keeps its whole text in the header', async ({ page, request }) => {
  const client = await api(request);
  const longName = `${unique('Abdurahmonov Abdulazizxon Abdurashidovich')} Toshkent viloyati`;
  const holder = await client.post<{ id: number }>('client/', { name: longName, phone_number: nextPhone(), status: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/clients/clientRead/${holder.id}`);
  const heading = page.getByRole('heading', { level: 1, name: longName });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  const box = await heading.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const headerTitle = page.locator('#react-admin-title');
  await expect(headerTitle).toHaveAttribute('title', longName);
  // Cut with "…": the ellipsis applies only when everything inside is inline (an inline-block is clipped bare).
  expect(
    await headerTitle.evaluate((element) => ({
      ellipsis: getComputedStyle(element).textOverflow,
      boxes: [...element.querySelectorAll('*')].map((child) => getComputedStyle(child).display).filter((display) => display !== 'inline'),
      cut: element.scrollWidth > element.clientWidth,
    })),
  ).toEqual({ ellipsis: 'ellipsis', boxes: [], cut: true });
});

for (const locale of LANGUAGES) {
  test.describe(`toasts and the URL (${locale})`, () => {
    test('toasts stack bottom-left, at most three, clear of the main buttons; on a phone at the top', async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
      await openSignedIn(page, ADMIN.phone, ADMIN.password, '/salesDepartment/salesCreate');
      // Going on without a room warns each time.
      const next = page.getByRole('button', { name: /^(Keyingi|Далее|Davom etish|Продолжить)$/ }).first();
      await expect(next).toBeVisible({ timeout: 30_000 });
      for (let index = 0; index < 5; index += 1) await next.click();
      const toasts = page.getByTestId('toasts').getByRole('alert');
      await expect(toasts).toHaveCount(3);
      const stack = (await page.getByTestId('toasts').boundingBox())!;
      expect(stack.x).toBeLessThan(40);
      expect(stack.y + stack.height).toBeGreaterThan(768 - 40);
      // The page's own buttons (top-right toolbar, the form's next/back) stay clear.
      for (const button of await page.locator('main button:visible').all()) {
        const box = await button.boundingBox();
        if (!box) continue;
        const overlaps = box.x < stack.x + stack.width && box.x + box.width > stack.x && box.y < stack.y + stack.height && box.y + box.height > stack.y;
        expect(overlaps, `${await button.innerText()} is under the toasts`).toBe(false);
      }

      // On a phone, full-screen dialogs and forms keep their buttons at the bottom: the toasts go on top.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(next).toBeVisible({ timeout: 30_000 });
      await next.click();
      await expect(toasts).toHaveCount(1);
      const top = (await page.getByTestId('toasts').boundingBox())!;
      expect(top.y).toBeLessThan(40);
      const nextBox = (await next.boundingBox())!;
      expect(nextBox.y).toBeGreaterThan(top.y + top.height);
    });

    test('the URL keeps the leads tab and one page size; shift-click sorts by several columns', async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1600, height: 900 });
      await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
      await openSignedIn(page, ADMIN.phone, ADMIN.password, '/lids/lidsList?page_size=20');
      const tab = page.getByRole('tab').nth(2);
      await tab.click();
      await expect(page).toHaveURL(/[?&]tab=in_process/);
      const tabName = (await tab.innerText()).split('\n')[0];
      await page.reload();
      await expect(page.getByRole('tab', { selected: true })).toContainText(tabName);
      await expect(page).toHaveURL(/perPage=20/);
      await expect(page).not.toHaveURL(/page_size=/);

      await page.goto('/clients/clientsList?page_size=20');
      await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
      const orderings: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === '/api/client/' && url.searchParams.has('ordering')) orderings.push(url.searchParams.get('ordering')!);
      });
      await page.locator('thead th.column-name .MuiTableSortLabel-root').click();
      await expect(page).toHaveURL(/sort=name(&|$)/);
      await page.locator('thead th.column-created_at .MuiTableSortLabel-root').click({ modifiers: ['Shift'] });
      await expect(page).toHaveURL(/sort=name%2Ccreated_at|sort=name,created_at/);
      await expect.poll(() => orderings.at(-1)).toBe('name,created_at');
      // Shift-click again turns the second column descending, the first stays.
      await page.locator('thead th.column-created_at .MuiTableSortLabel-root').click({ modifiers: ['Shift'] });
      await expect.poll(() => orderings.at(-1)).toBe('name,-created_at');
      // A plain click keeps one column only.
      await page.locator('thead th.column-name .MuiTableSortLabel-root').click();
      await expect.poll(() => orderings.at(-1)).toBe('-name');
      await expect(page).not.toHaveURL(/page_size=/);
    });
  });
}

// ─── Point 6: an import says what a column accepts, warns past the planned rooms, and the list follows ─

const IMPORT_TEXTS = {
  uz: { template: 'Shablon', import: 'Import', dialog: 'Xonadonlarni import qilish', check: 'Tekshirish', run: 'Import qilish', allowed: 'Mumkin boʻlgan qiymatlar: UZS, USD', over: 'importdan keyin binoda 3 ta xonadon boʻladi, rejada esa 2 ta', status: 'Boʻsh' },
  ru: { template: 'Шаблон', import: 'Импорт', dialog: 'Импорт квартир', check: 'Проверить', run: 'Импортировать', allowed: 'Допустимые значения: UZS, USD', over: 'после импорта квартир в доме будет 3, а по плану — 2', status: 'Свободна' },
} as const;

for (const locale of LANGUAGES) {
  test(`rooms import (${locale}): the allowed values beside an error, a warning past the planned rooms, the list refreshed`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const t = IMPORT_TEXTS[locale];
    const client = await api(request);
    const building = await client.post<{ id: number }>('building/', { name: unique('Reja uy'), floor_count: 3, entrance_count: 1, room_count: 2 });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
    // One import per user at a time: a user of its own, so another test's import never answers this one's with 429.
    const importer = await createWorkerUser(request, 'admin', test.info().workerIndex);
    await openSignedIn(page, importer.phone, importer.password, `/buildings/room?buildId=${building.id}&view=table`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.template }).click();
    const templatePath = await (await downloading).path();
    const build = async (rows: unknown[][]) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(templatePath!);
      const sheet = book.worksheets[0];
      // The example row is in the language of the screen, and valid.
      expect(sheet.getRow(2).getCell(8).value).toBe(t.status);
      sheet.spliceRows(2, 1);
      for (const row of rows) sheet.addRow(row);
      return { name: 'rooms.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
    };
    const rows = [
      ['1', 1, 1, 50, 2, 40000, 'USD', null, null, null],
      ['2', 2, 1, 50, 2, 40000, 'USD', null, null, null],
      ['3', 3, 1, 50, 2, 40000, 'EUR', null, null, null],
    ];

    await page.getByRole('button', { name: t.import, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByTestId('import-file').setInputFiles(await build(rows));
    await dialog.getByRole('button', { name: t.check }).click();
    const errors = dialog.getByRole('table');
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByRole('row').nth(1)).toContainText(t.allowed);

    rows[2][6] = 'UZS';
    await dialog.getByTestId('import-file').setInputFiles(await build(rows));
    await dialog.getByRole('button', { name: t.check }).click();
    await expect(dialog.getByTestId('import-over-planned')).toContainText(t.over);
    await dialog.getByRole('button', { name: t.run }).click();
    await expect(dialog).toHaveCount(0);
    // The list shows the new rooms and their count without a reload.
    await expect(page.locator('main tbody tr')).toHaveCount(3);
    await expect(page.locator('main .MuiTablePagination-displayedRows')).toContainText('3');
  });
}
