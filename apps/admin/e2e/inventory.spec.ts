import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, createClient, createLead, createWorkerUser, openSignedIn, signIn, uniqueTag } from './support';

// exceljs is a dependency of the API: the import test builds its spreadsheet with it.
const require = createRequire(new URL('../../api/package.json', import.meta.url));
const ExcelJS = require('exceljs') as typeof import('exceljs');

const unique = uniqueTag;

async function api(request: APIRequestContext) {
  const login = await request.post('/api/account/login/', { data: { phone_number: ADMIN.phone, password: ADMIN.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).access}` };
  const statuses: { id: number; code: string }[] = (await (await request.get('/api/room-status/', { headers })).json()).results;
  const statusId = (code: string) => statuses.find((status) => status.code === code)!.id;
  return {
    headers,
    statusId,
    async building(name: string, floor_count: number, entrance_count: number): Promise<number> {
      const res = await request.post('/api/building/', { headers, data: { name, floor_count, entrance_count, room_count: floor_count * entrance_count * 2 } });
      expect(res.status()).toBe(201);
      return (await res.json()).id;
    },
    async room(building: number, data: Record<string, unknown>): Promise<number> {
      const res = await request.post(`/api/room/?building=${building}`, {
        headers,
        data: { area: '55.50', price: '60000.00', currency: 2, rooms_count: 2, ...data },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).id;
    },
    async roomCount(building: number): Promise<number> {
      return (await (await request.get(`/api/room/?building=${building}&page_size=1`, { headers })).json()).count;
    },
  };
}

async function chooseOption(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('the grid places rooms by floor and entrance, colours them, totals them, and opens a room', async ({ page, request }) => {
  const a = await api(request);
  const client = await createClient(request);
  const name = `Grid uy ${unique()}`;
  const building = await a.building(name, 4, 2);
  await a.room(building, { number: '1', floor: 1, entrance: 1, status: a.statusId('free') });
  await a.room(building, { number: '2', floor: 1, entrance: 2, status: a.statusId('sold'), client: client.id, price: '90000.00' });
  const booked = await a.room(building, {
    number: '7',
    floor: 3,
    entrance: 1,
    status: a.statusId('booked'),
    client: client.id,
    booking_end_date: '2099-01-31',
  });
  await a.room(building, { number: '12', floor: 4, entrance: 2, status: a.statusId('closed') });

  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/buildings/list?page_size=20`);
  await page.getByPlaceholder(/Qidirish/).fill(name);
  // Wait for the debounced search to reach the URL: applied after the click, it would navigate back to the list.
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/buildings/room\\?buildId=${building}`));

  // The breadcrumb runs from the buildings list to this building.
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(`Binolar/${name}`);

  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader')).toHaveText(['Qavat', '1-podyezd', '2-podyezd']);
  await expect(grid.getByRole('rowheader')).toHaveText(['4', '3', '2', '1']);
  // floor 4 (top row) holds room 12 in entrance 2; floor 1 (bottom row) rooms 1 and 2
  const rows = grid.getByRole('row');
  await expect(rows.nth(1).getByRole('gridcell').nth(1).getByRole('button')).toHaveAttribute('data-status', 'closed');
  await expect(rows.nth(4).getByRole('gridcell').nth(0).getByRole('button')).toHaveAttribute('data-status', 'free');
  await expect(rows.nth(4).getByRole('gridcell').nth(1).getByRole('button')).toHaveAttribute('data-status', 'sold');
  const tileColours = await grid.locator('.room-tile').evaluateAll((tiles) => tiles.map((tile) => getComputedStyle(tile).borderTopColor));
  expect(new Set(tileColours).size).toBe(4);

  // The legend totals per status and in all.
  const legend = page.getByRole('list', { name: 'Holati' });
  await expect(legend.locator('[data-status="sold"]')).toContainText('1');
  await expect(legend.locator('[data-status="sold"]')).toContainText('90 000,00 USD');
  await expect(legend.locator('[data-status="total"]')).toContainText('Jami4');
  await expect(legend.locator('[data-status="total"]')).toContainText('222,00 m²');

  // A status filter sticks in the URL.
  await legend.locator('[data-status="free"]').click();
  await expect(page).toHaveURL(/status=free/);
  await expect(grid.locator('.room-tile')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('grid').locator('.room-tile')).toHaveCount(1);
  await page.getByRole('button', { name: 'Tozalash' }).click();
  await expect(page.getByRole('grid').locator('.room-tile')).toHaveCount(4);

  // The export downloads an XLSX with the token.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksport' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByRole('button', { name: /^№ ?7 .*, 3-qavat, 1-podyezd/ }).click();
  await expect(page).toHaveURL(new RegExp(`/buildings/room/${booked}`));
  await expect(page.getByRole('heading', { name: 'Xonadon №7', level: 1 })).toBeVisible();
  await expect(page.getByText(`${client.name} · Mijoz`)).toBeVisible();
  await expect(page.getByText('31.01.2099')).toBeVisible();
});

test('a room that cannot be read sends back to the room list with a message', async ({ page, request }) => {
  const a = await api(request);
  const building = await a.building(`Yoʻq xonadon ${unique()}`, 2, 1);
  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/buildings/room/987654321?buildId=${building}`);
  await expect(page).toHaveURL(new RegExp(`/buildings/room\\?buildId=${building}`));
  await expect(page.getByText('Xonadon topilmadi: u oʻchirilgan boʻlishi mumkin')).toBeVisible();
});

test('the room form shows booking fields for booked, buyer fields for sold, and refuses a client with a lead', async ({ page, request }) => {
  const a = await api(request);
  const client = await createClient(request);
  const lid = await createLead(request);
  const building = await a.building(`Forma uy ${unique()}`, 9, 2);
  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/buildings/roomEdit/create?buildId=${building}`);

  await expect(page.getByRole('combobox', { name: /Holati/ })).toHaveText(/Bo.sh/);
  await expect(page.getByLabel(/Bron tugash sanasi/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Mijoz/ })).toHaveCount(0);

  await chooseOption(page, /Holati/, 'Band qilingan');
  await expect(page.getByLabel(/Bron tugash sanasi/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Mijoz/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Lid/ })).toBeVisible();

  await chooseOption(page, /Holati/, 'Sotilgan');
  await expect(page.getByLabel(/Bron tugash sanasi/)).toHaveCount(0);
  await expect(page.getByText('Xaridor', { exact: true })).toBeVisible();

  await page.getByLabel(/^Raqami/).fill('101');
  await page.getByLabel(/^Qavat/).fill('5');
  await page.getByLabel(/^Podyezd/).fill('2');
  await page.getByLabel(/^Maydoni/).fill('72,5');
  await page.getByLabel(/^Narxi/).fill('95000');

  await page.getByRole('combobox', { name: /^Mijoz/ }).fill(client.name);
  await page.getByRole('option', { name: new RegExp(client.name) }).first().click();
  await page.getByRole('combobox', { name: /^Lid/ }).fill(lid.name);
  await page.getByRole('option', { name: new RegExp(lid.name) }).first().click();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText('Mijoz yoki lidni tanlang, ikkalasini emas!')).toHaveCount(2);
  expect(await a.roomCount(building)).toBe(0);

  // One person only: the room is saved and appears in the grid as sold.
  await page.getByRole('combobox', { name: /^Lid/ }).click();
  await page.getByRole('combobox', { name: /^Lid/ }).locator('..').getByRole('button', { name: /Clear|Tozalash|Qiymatni tozalash/ }).click();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page).toHaveURL(new RegExp(`/buildings/room\\?buildId=${building}`));
  await expect(page.getByRole('button', { name: /^№ ?101 .*, 5-qavat, 2-podyezd, Sotilgan/ })).toBeVisible();
  expect(await a.roomCount(building)).toBe(1);
  // Typed with a decimal comma and without grouping, stored exactly.
  const saved = (await (await request.get(`/api/room/?building=${building}`, { headers: a.headers })).json()).results[0];
  expect({ area: saved.area, price: saved.price }).toEqual({ area: '72.50', price: '95000.00' });
});

test('an import with a bad row lists the row and its message and writes nothing', async ({ page, request }) => {
  const a = await api(request);
  const building = await a.building(`Import uy ${unique()}`, 5, 2);
  // One import per user at a time: a user of its own, so another test's import never answers this one's with 429.
  const importer = await createWorkerUser(request, 'admin', test.info().workerIndex);
  await openSignedIn(page, importer.phone, importer.password, `/buildings/room?buildId=${building}`);

  // The template comes from the server with the token; the test fills it in.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Shablon' }).click();
  const template = await (await downloading).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template!);
  const sheet = book.worksheets[0];
  // Row 2 is the template's example: a person replaces it with their rows.
  expect(sheet.getRow(2).getCell(1).value).toBe('101');
  sheet.spliceRows(2, 1);
  sheet.addRow(['1', 1, 1, 50.5, 2, 40000, 'USD', 'free', '', '']);
  sheet.addRow(['2', 99, 1, 60, 2, 50000, 'USD', 'free', '', '']);
  const file = Buffer.from(await book.xlsx.writeBuffer());

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xonadonlarni import qilish' });
  await dialog.getByTestId('import-file').setInputFiles({ name: 'xonadonlar.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await dialog.getByRole('button', { name: 'Tekshirish' }).click();

  const errors = dialog.getByRole('table');
  await expect(errors).toBeVisible();
  const rows = errors.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText('3');
  // The column is named as the room form names it, not by its key.
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('Qavat');
  await expect(rows.nth(1).getByRole('cell').nth(2)).not.toBeEmpty();
  await expect(dialog.getByRole('button', { name: 'Import qilish' })).toHaveCount(0);
  expect(await a.roomCount(building)).toBe(0);

  // The modal is static: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await a.roomCount(building)).toBe(0);
});

test('the 3D model modal opens the configured page for the chosen building', async ({ page, request, context }) => {
  const a = await api(request);
  const name = `3D uy ${unique()}`;
  const building = await a.building(name, 3, 1);
  const config = await (await request.get('/api/config/', { headers: a.headers })).json();
  await signIn(page, ADMIN.phone, ADMIN.password);

  await page.getByRole('button', { name: 'Binoning 3D modeli' }).click();
  const dialog = page.getByRole('dialog', { name: 'Binoning 3D modeli' });
  const open = dialog.getByRole('button', { name: 'Ochish' });
  await expect(open).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Bino' }).click();
  await page.getByRole('option', { name }).click();
  if (!config.three_d_url) {
    // Without THREE_D_URL the modal says so and cannot open anything.
    await expect(dialog.getByText(/THREE_D_URL/)).toBeVisible();
    await expect(open).toBeDisabled();
    return;
  }
  await expect(open).toBeEnabled();
  const popup = context.waitForEvent('page');
  await open.click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain(`building=${building}`);
  expect(tab.url().startsWith(config.three_d_url)).toBe(true);
  await expect(dialog).toHaveCount(0);
});

test('a photo uploaded on the room form is stored, previewed and served without a token', async ({ page, request }) => {
  const a = await api(request);
  const building = await a.building(`Foto uy ${unique()}`, 3, 1);
  const room = await a.room(building, { number: '7', floor: 2, entrance: 1, status: a.statusId('free') });
  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/buildings/roomEdit/Edit?id=${room}`);

  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  await page.getByTestId('room-photo-file').setInputFiles({ name: 'xona.png', mimeType: 'image/png', buffer: png });
  const preview = page.locator('img[src*="/api/document/images/"]');
  await expect(preview).toBeVisible();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  // Leaves the form (the edit page's own path also begins with /buildings/room).
  await expect(page).not.toHaveURL(/roomEdit/);

  const read = async () => (await (await request.get(`/api/room/${room}/`, { headers: a.headers })).json());
  await expect.poll(async () => (await read()).photo).not.toBeNull();
  const saved = await read();
  expect(saved.photo.url).toMatch(/^\/api\/document\/images\/[0-9a-f]+\.png$/);
  const image = await request.get(saved.photo.url);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});
