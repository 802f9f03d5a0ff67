import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, adminApi, createBuildingWithRooms, createWallet, nextPhone, signIn, sql, uniqueName } from './support';

/** The API as the admin, to arrange data and check what the server holds (e2e/support.ts). */
const api = adminApi;

async function newClient(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const client = await api(request);
  const statuses = await client.get<{ results: { id: number }[] }>('client/status/');
  const name = uniqueName('Sotuv Sinov');
  const created = await client.post<{ id: number; name: string }>('client/', { name, phone_number: nextPhone(), status: statuses.results[0].id });
  return { id: created.id, name };
}

async function pick(page: Page, combobox: RegExp, option: RegExp | number) {
  await page.getByRole('combobox', { name: combobox }).click();
  const options = page.getByRole('option');
  await (typeof option === 'number' ? options.nth(option) : options.filter({ hasText: option }).first()).click();
}

/** Sells the free room of the test's own building, through the four steps; answers the room id. */
async function sellRoom(page: Page, clientName: string, buildingName: string, walletName: string): Promise<number> {
  await page.goto('/salesDepartment/salesCreate');
  await pick(page, /^Bino/, new RegExp(buildingName));
  const tile = page.locator('.room-tile[data-status="free"]').first();
  await expect(tile).toBeVisible();
  const roomId = Number(await tile.getAttribute('data-room-id'));
  await tile.click();
  await expect(page.getByTestId('chosen-room')).toBeVisible();
  await page.getByRole('button', { name: 'Keyingi' }).click();

  await page.getByRole('combobox', { name: 'Mijoz' }).fill(clientName);
  await page.getByRole('option').filter({ hasText: clientName }).first().click();
  await page.getByRole('button', { name: 'Keyingi' }).click();

  await page.getByLabel(/^Sotuv narxi/).fill('12000000');
  await pick(page, /^Valyuta/, /^UZS$/);
  await page.getByLabel(/^Boshlang/).fill('2000000');
  await pick(page, /^Hamyon/, new RegExp(walletName));
  await pick(page, /^Qarz turi/, 1);
  await pick(page, /^Muddat/, 1);
  await expect(page.getByTestId('sale-debt')).toHaveText('10\u00a0000\u00a0000,00\u00a0UZS');
  await page.getByRole('button', { name: 'Keyingi' }).click();

  await expect(page.getByTestId('schedule-check')).toContainText('Jadval summasi qarzga teng');
  await page.getByRole('button', { name: 'Sotuvni saqlash' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(page).toHaveURL(/\/salesDepartment\/pending/);
  return roomId;
}

test.describe('sales and debts', () => {
  test('a sale from the grid, confirmed, then paid: amounts and statuses on screen and in the API', async ({ page, request }) => {
    test.setTimeout(180_000);
    // Its own client, building (one free room nobody else sells) and UZS wallet.
    const client = await newClient(request);
    const building = await createBuildingWithRooms(request, [{ number: '1', floor: 1, entrance: 1 }]);
    const wallet = await createWallet(request, 'UZS');
    await signIn(page, ADMIN.phone, ADMIN.password);
    const roomId = await sellRoom(page, client.name, building.name, wallet.name);
    expect(roomId).toBe(building.rooms[0]);

    const [sale] = await sql<{ id: number; status: string; debt_amount: string }>(
      "SELECT id, status::text, debt_amount::text FROM sale WHERE room_id = $1 AND status = 'pending'",
      [roomId],
    );
    expect(sale).toMatchObject({ status: 'pending', debt_amount: '10000000.00' });

    const card = page.getByTestId(`pending-sale-${sale.id}`);
    await expect(card).toContainText(client.name);
    await expect(card).toContainText('12\u00a0000\u00a0000,00\u00a0UZS');
    await card.getByRole('button', { name: 'Tasdiqlash' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(page.getByText('Xonadon sotildi')).toBeVisible();

    const [approved] = await sql<{ status: string; room_status: string }>(
      'SELECT s.status::text, rs.code AS room_status FROM sale s JOIN room r ON r.id = s.room_id JOIN room_status rs ON rs.id = r.status_id WHERE s.id = $1',
      [sale.id],
    );
    expect(approved).toEqual({ status: 'approved', room_status: 'sold' });
    const [debt] = await sql<{ id: number; current_debt: string }>('SELECT id, current_debt::text FROM client_debt WHERE sale_id = $1', [sale.id]);
    expect(debt.current_debt).toBe('10000000.00');

    // The payment from the debts list: the allocation preview first, then one payment, even on a double click.
    await page.goto('/debts/debtsList?page_size=20');
    await page.getByPlaceholder('Qidirish').fill(client.name);
    const row = page.getByRole('row').filter({ hasText: client.name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Toʻlov' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('payment-owed')).toHaveText('10\u00a0000\u00a0000,00\u00a0UZS');
    await pick(page, /^Hamyon/, new RegExp(wallet.name));
    await dialog.getByLabel(/^Summa/).fill('50000000');
    await expect(dialog.getByTestId('payment-too-much')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Toʻlovni saqlash' })).toBeDisabled();
    await dialog.getByLabel(/^Summa/).fill('1000000');
    await expect(dialog.getByTestId('allocation-preview')).toContainText('Qisman toʻlangan');
    await dialog.getByRole('button', { name: 'Toʻlovni saqlash' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Toʻlovni tasdiqlash' }).getByRole('button', { name: 'Tasdiqlash' }).dblclick();
    await expect(page.getByText('Toʻlov qabul qilindi')).toBeVisible();

    const payments = await sql<{ count: string }>('SELECT count(*)::text AS count FROM payment_report WHERE client_debt_id = $1', [debt.id]);
    expect(payments[0].count).toBe('1');
    const operations = await sql<{ count: string }>(
      "SELECT count(*)::text AS count FROM wallet_operation WHERE kind = 'payment' AND client_id = $1",
      [client.id],
    );
    expect(operations[0].count).toBe('1');
    // The wallet (its own) holds the first payment and this one.
    expect((await (await api(request)).get<{ balance: string }>(`wallet/${wallet.id}/`)).balance).toBe('3000000.00');
    const checked = await (await api(request)).get<{ current_debt: string; instalments: { status: string }[] }>(`client-debt/${debt.id}/`);
    expect(checked.current_debt).toBe('9000000.00');
    expect(checked.instalments[0].status).toBe('partially_paid');
  });
});
