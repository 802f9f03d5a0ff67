import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, createWorkerUser, menuLinks, navigateInApp, openSignedIn, signIn, workerPhone } from './support';

/**
 * Each seeded role signs in, opens every menu item it sees and the screens one click away (tabs,
 * links, the first row of a list): no 403 page, and no 403 answer from the API, anywhere on the way.
 */

const ROLES = ['admin', 'operator', 'sales manager'] as const;

// Independent of each other (own users, own data): spread over the workers.
test.describe.configure({ mode: 'parallel' });

async function adminApi(request: APIRequestContext) {
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

/** Collects every 403 the API answers the page, and every visit to the 403 page. */
function watchForbidden(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/')) {
      seen.push(`403 ${response.request().method()} ${new URL(response.url()).pathname} (on ${new URL(page.url()).pathname})`);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/errors/403')) seen.push(`403 page after ${frame.url()}`);
  });
  return seen;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 2_500 }).catch(() => undefined);
}

async function open(page: Page, href: string) {
  await navigateInApp(page, href);
  await settle(page);
}

/** A screen's kind: "/clients/clientRead/7?x" -> "/clients/clientRead/:id" (one visit per kind is enough). */
const kindOf = (href: string) => href.split(/[?#]/)[0].replace(/\/\d+(?=\/|$)/g, '/:id');

/** On the open screen: every tab, the in-app links of the content (one per kind of screen), the first row of a list. */
async function clickThrough(page: Page, visited: Set<string>) {
  const content = page.locator('#main-content');
  const tabs = content.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i += 1) {
    if (await tabs.nth(i).isEnabled().catch(() => false)) {
      await tabs.nth(i).click({ timeout: 5_000 }).catch(() => undefined);
      await settle(page);
    }
  }
  const here = new URL(page.url());
  const links: string[] = [];
  // Read at once: a list that re-renders would leave a locator of the nth link waiting.
  for (const href of await content.locator('a[href^="/"]').evaluateAll((all) => all.map((link) => link.getAttribute('href')))) {
    if (href && !href.startsWith('/api/') && !visited.has(kindOf(href))) {
      visited.add(kindOf(href));
      links.push(href);
    }
  }
  for (const href of links) await open(page, href);
  if (links.length) await open(page, here.pathname + here.search);
  const row = content.locator('tbody tr.RaDataTable-clickableRow').first();
  if (await row.isVisible().catch(() => false)) {
    await row.click({ timeout: 5_000 }).catch(() => undefined);
    await settle(page);
    await page.keyboard.press('Escape');
    const after = new URL(page.url());
    if (after.pathname !== here.pathname && !visited.has(kindOf(after.pathname))) {
      visited.add(kindOf(after.pathname));
      await clickThrough(page, visited);
    }
  }
}

for (const role of ROLES) {
  test(`role walk: the ${role} opens every menu item and what is one click away, and meets no 403`, async ({ page, request }, info) => {
    test.setTimeout(300_000);
    const user = await createWorkerUser(request, role, info.workerIndex);
    const forbidden = watchForbidden(page);
    page.setDefaultTimeout(15_000);
    await signIn(page, user.phone, user.password);
    await settle(page);

    const items = await menuLinks(page);
    expect(items.length).toBeGreaterThan(0);
    if (role === 'sales manager') {
      // The buildings' permission no longer shows suppliers (their screen takes EMPLOYEE_READ).
      expect(items.some((href) => href.startsWith('/suppliers'))).toBe(false);
      expect(items.some((href) => href.startsWith('/salesDepartment/salesCreate'))).toBe(true);
    }
    const visited = new Set(items.map(kindOf));
    for (const href of items) {
      await open(page, href);
      await expect(page).not.toHaveURL(/\/errors\/403/);
      await clickThrough(page, visited);
    }
    info.annotations.push({ type: 'visited', description: [...visited].join(' ') });
    // The walk went past the menu (a record's page from a list row, a link on a screen).
    expect(visited.size).toBeGreaterThan(new Set(items.map(kindOf)).size);
    expect(forbidden).toEqual([]);
  });
}

test('the sales manager fills the new sale form: the wallet drop-down lists the active wallets', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const admin = await adminApi(request);
  const tag = workerPhone(info.workerIndex).slice(-7);
  const building = await admin.post<{ id: number; name: string }>('building/', { name: `Rol uyi ${tag}`, floor_count: 2, entrance_count: 1, room_count: 2 });
  await admin.post('room/', { building: building.id, number: '1', floor: 1, entrance: 1, area: '50.00', status: 'free', price: '50000.00', currency: 2 });
  const statuses = await admin.get<{ results: { id: number }[] }>('client/status/');
  const clientName = `Rol mijoz ${tag}`;
  await admin.post('client/', { name: clientName, phone_number: workerPhone(info.workerIndex), status: statuses.results[0].id });
  const wallet = await admin.post<{ id: number; name: string }>('wallet/', { name: `Rol kassa ${tag}`, currency: 2 });

  const user = await createWorkerUser(request, 'sales manager', info.workerIndex);
  const forbidden = watchForbidden(page);
  await openSignedIn(page, user.phone, user.password, '/salesDepartment/salesCreate');
  await page.getByRole('combobox', { name: /^Bino/ }).click();
  await page.getByRole('option').filter({ hasText: building.name }).click();
  await page.locator('.room-tile[data-status="free"]').first().click();
  await expect(page.getByTestId('chosen-room')).toBeVisible();
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await page.getByRole('combobox', { name: 'Mijoz' }).fill(clientName);
  await page.getByRole('option').filter({ hasText: clientName }).first().click();
  await page.getByRole('button', { name: 'Keyingi' }).click();

  await page.getByRole('combobox', { name: /^Hamyon/ }).click();
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: wallet.name })).toHaveCount(1);
  expect(await options.count()).toBeGreaterThan(0);
  await options.filter({ hasText: wallet.name }).click();
  await expect(page.getByRole('combobox', { name: /^Hamyon/ })).toContainText(wallet.name);
  expect(forbidden).toEqual([]);
});
