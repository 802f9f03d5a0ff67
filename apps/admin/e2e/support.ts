import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// `pg` is a dependency of the API; the browser tests read what the server wrote (an SMS code).
const require = createRequire(new URL('../../api/package.json', import.meta.url));
const { Client } = require('pg') as typeof import('pg');

export const ADMIN = {
  phone: process.env.ADMIN_PHONE ?? '+998901234567',
  password: process.env.ADMIN_PASSWORD ?? 'admin12345',
};

// Browser tests run on several Playwright workers against one database: whatever a test creates
// must be unique across workers, retries and earlier runs on the same database. A worker process
// has its own TEST_WORKER_INDEX (a retried or restarted worker gets a new one).
const WORKER = Number(process.env.TEST_WORKER_INDEX ?? 0);
// Seconds at this process's start: a later process (or a later run) with the same worker index
// starts further on, past the few numbers an earlier one used.
const STARTED = Math.floor(Date.now() / 1000);
let seq = 0;

/** A phone nobody else uses in this run: +99877 + two digits of the worker + five of a counter. */
export function nextPhone(): string {
  seq += 1;
  const n = (WORKER % 100) * 100_000 + ((STARTED + seq) % 100_000);
  return `+99877${String(n).padStart(7, '0')}`;
}

/** A short tag unique across workers and runs, for names a test searches for: "k3x9a1w2b7". */
export function uniqueTag(): string {
  seq += 1;
  return `${Date.now().toString(36)}w${WORKER.toString(36)}${seq.toString(36)}`;
}

/** A name unique across workers and runs: "Prefix k3x9a1w2b7". */
export const uniqueName = (prefix: string) => `${prefix} ${uniqueTag()}`;

/** The 9 digits after +998, as a person types them into the masked field. */
export const localDigits = (phone: string) => phone.replace(/\D/g, '').slice(3);

export async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set (scripts/test.mjs sets it)');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

// One admin sign-in per worker for the API calls that arrange data (the public routes are rate
// limited per IP, and all workers come from 127.0.0.1); renewed well before the access token ends.
let cachedToken: { token: string; at: number } | undefined;
const TOKEN_REUSE_MS = 5 * 60_000;

async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedToken && Date.now() - cachedToken.at < TOKEN_REUSE_MS) return cachedToken.token;
  const res = await request.post('/api/account/login/', { data: { phone_number: ADMIN.phone, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  cachedToken = { token: (await res.json()).access, at: Date.now() };
  return cachedToken.token;
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** The API as the seeded admin, to arrange a test's own data and check what the server holds. */
export async function adminApi(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  return {
    headers,
    async get<T = Record<string, unknown>>(path: string): Promise<T> {
      const answer = await request.get(`/api/${path}`, { headers });
      expect(answer.status(), path).toBe(200);
      return (await answer.json()) as T;
    },
    async post<T = Record<string, unknown>>(path: string, data: unknown, status = 201): Promise<T> {
      const answer = await request.post(`/api/${path}`, { headers, data });
      expect(answer.status(), `${path}: ${await answer.text()}`).toBe(status);
      return (await answer.json()) as T;
    },
  };
}

export const CURRENCY = { UZS: 1, USD: 2 } as const;

/** A client of the test's own, with a unique name and phone. */
export async function createClient(request: APIRequestContext, name = uniqueName('Sinov Mijoz')) {
  const api = await adminApi(request);
  const phone = nextPhone();
  const client = await api.post<{ id: number; name: string }>('client/', { name, phone_number: phone, status: 1 });
  return { id: client.id, name, phone };
}

/** A lead of the test's own (status "in process", called today), with a unique name and phone. */
export async function createLead(request: APIRequestContext, name = uniqueName('Sinov Lid')) {
  const api = await adminApi(request);
  const sellers = await api.get<{ results: { id: number }[] }>('account/seller/list/?page_size=10');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());
  const lead = await api.post<{ id: number; name: string }>('lid/', { name, phone_number: nextPhone(), status: 2, call_date: today, seller: sellers.results[0].id });
  return { id: lead.id, name };
}

/** A wallet of the test's own (so its balance is exact whatever other tests do), with `amount` put in. */
export async function createWallet(request: APIRequestContext, currency: keyof typeof CURRENCY, amount?: string, name = uniqueName(`Sinov kassa ${currency}`)) {
  const api = await adminApi(request);
  const wallet = await api.post<{ id: number; name: string; balance: string }>('wallet/', { name, currency: CURRENCY[currency] });
  if (amount) await api.post('wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount, method: 1, comment: 'E2E' });
  return { id: wallet.id, name, currency: CURRENCY[currency], balance: amount ?? '0.00' };
}

export type RoomSpec = { number: string; floor: number; entrance: number; status?: 'free' | 'booked' | 'sold' | 'closed' } & Record<string, unknown>;

/**
 * A building of the test's own with these rooms (free unless said; 55.50 m², 60 000 USD unless
 * given), so no other test sells or books them. Answers the building and its rooms' ids in order.
 */
export async function createBuildingWithRooms(
  request: APIRequestContext,
  rooms: RoomSpec[] = [{ number: '1', floor: 1, entrance: 1 }],
  { name = uniqueName('Sinov uy'), floors = 4, entrances = 2 } = {},
) {
  const api = await adminApi(request);
  const statuses = (await api.get<{ results: { id: number; code: string }[] }>('room-status/')).results;
  const building = await api.post<{ id: number }>('building/', { name, floor_count: floors, entrance_count: entrances, room_count: floors * entrances * 2 });
  const ids: number[] = [];
  for (const { status = 'free', ...room } of rooms) {
    const statusId = statuses.find((s) => s.code === status)!.id;
    const created = await api.post<{ id: number }>(`room/?building=${building.id}`, { area: '55.50', price: '60000.00', currency: 2, rooms_count: 2, ...room, status: statusId });
    ids.push(created.id);
  }
  return { id: building.id, name, rooms: ids };
}

/**
 * An approved sale of the test's own: a new client buys a room of a new building for `sold` USD,
 * paying `paid` (all of it unless said) into a new USD wallet. Answers the ids and the buyer.
 */
export async function createApprovedSale(
  request: APIRequestContext,
  { sold = '3000.00', paid = sold, name = uniqueName('Sinov Xaridor') }: { sold?: string; paid?: string; name?: string } = {},
) {
  const api = await adminApi(request);
  const buyer = await createClient(request, name);
  const room = (await createBuildingWithRooms(request)).rooms[0];
  const wallet = await createWallet(request, 'USD');
  const sale = await api.post<{ id: number }>('sale/', { room, client: buyer.id, wallet: wallet.id, currency: CURRENCY.USD, sold_amount: sold, paid_amount: paid, comment: 'E2E' });
  await api.post('sale/confirm/', { id: sale.id }, 200);
  return { id: sale.id, room, buyer, wallet };
}

/** Today in Tashkent (YYYY-MM-DD), the API's business day. */
export const tashkentToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());

/**
 * A confirmed sale of the test's own with a debt left: sold 3000, paid 1000 USD into a new USD
 * wallet, the rest due next January. Answers the sale's id, the buyer, the wallet and the debt.
 */
export async function createSaleWithDebt(request: APIRequestContext, name = uniqueName('Sinov Xaridor')) {
  const api = await adminApi(request);
  const buyer = await createClient(request, name);
  const room = (await createBuildingWithRooms(request)).rooms[0];
  const wallet = await createWallet(request, 'USD');
  const sale = await api.post<{ id: number }>('sale/', {
    room,
    client: buyer.id,
    wallet: wallet.id,
    currency: CURRENCY.USD,
    sold_amount: '3000.00',
    paid_amount: '1000.00',
    debt_type: 1,
    credit_period: 1,
    payment_date: `${new Date().getFullYear() + 1}-01-15`,
  });
  await api.post('sale/confirm/', { id: sale.id }, 200);
  const debts = await api.get<{ results: { id: number }[] }>(`client-debt/?client=${buyer.id}`);
  return { id: sale.id, buyer, wallet, debt: debts.results[0].id };
}

/** A cash payment of `amount` USD today on a debt of createSaleWithDebt, into its wallet; answers the payment's id. */
export async function payOnDebt(request: APIRequestContext, sale: Awaited<ReturnType<typeof createSaleWithDebt>>, amount: string, description = 'E2E') {
  const api = await adminApi(request);
  const payment = await api.post<{ id: number }>('payment-report/', {
    client: sale.buyer.id,
    client_debt: sale.debt,
    wallet: sale.wallet.id,
    amount,
    currency: CURRENCY.USD,
    method: 1,
    description,
    payment_date: tashkentToday(),
  });
  return payment.id;
}

/** Creates a user with one of the seeded roles through the API, as an admin would. */
export async function createUser(request: APIRequestContext, roleName: string, password = 'e2e-password-1') {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const roles = await (await request.get('/api/account/role/', { headers })).json();
  const role = roles.results.find((r: { name: string }) => r.name === roleName);
  const phone = nextPhone();
  const res = await request.post('/api/account/user/', {
    headers,
    data: { phone_number: phone, full_name: `Sinov ${roleName}`, password, role: role.id },
  });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).id as number, phone, password, fullName: `Sinov ${roleName}` };
}

export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel(/Telefon raqami|Номер телефона/).fill(localDigits(phone));
  await page.getByLabel(/^(Parol|Пароль)/).first().fill(password);
  await page.getByRole('button', { name: /^(Kirish|Войти)$/ }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/**
 * Signed in as the sign-in form leaves a person (the tokens in the admin's cookies) and straight on
 * `path`: one page load instead of the form's, the dashboard's and the path's. The form itself is
 * tested by auth.spec.ts, first-load.spec.ts and the tests that call signIn().
 */
export async function openSignedIn(page: Page, phone: string, password: string, path: string): Promise<void> {
  const res = await page.request.post('/api/account/login/', { data: { phone_number: phone, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { access, refresh } = (await res.json()) as { access: string; refresh: string };
  const url = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3000').origin;
  await page.context().addCookies([
    { name: 'access', value: access, url, sameSite: 'Lax' },
    { name: 'refresh', value: refresh, url, sameSite: 'Lax' },
  ]);
  await page.goto(path);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation').filter({ has: page.getByRole('link') }).first();
}

/** The links of the sidebar (path and query), each section opened in turn: read at desktop width, where it stays open. */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = sidebar(page);
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hrefs = new Set<string>();
  const collect = async () => {
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      if (href?.startsWith('/')) hrefs.add(href);
    }
  };
  await collect();
  const sections = nav.locator('[aria-controls][aria-expanded]');
  for (let i = 0; i < (await sections.count()); i += 1) {
    const section = sections.nth(i);
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await collect();
  }
  return [...hrefs];
}

/**
 * A phone no other test of this run uses, also on another Playwright worker: the worker's index is
 * part of the number (+99879W + 6 digits of time and sequence).
 */
export function workerPhone(workerIndex: number): string {
  seq += 1;
  const tail = (Math.floor(Date.now() / 10) * 100 + (seq % 100)) % 1_000_000;
  return `+99879${workerIndex % 10}${String(tail).padStart(6, '0')}`;
}

/** Like createUser, with a phone unique across workers (workerPhone) and a name of its own. */
export async function createWorkerUser(request: APIRequestContext, roleName: string, workerIndex: number, password = 'e2e-password-1') {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const roles = await (await request.get('/api/account/role/', { headers })).json();
  const role = roles.results.find((r: { name: string }) => r.name === roleName);
  const phone = workerPhone(workerIndex);
  const fullName = `Sinov ${roleName} ${phone.slice(-6)}`;
  const res = await request.post('/api/account/user/', { headers, data: { phone_number: phone, full_name: fullName, password, role: role.id } });
  expect(res.status(), await res.text()).toBe(201);
  return { phone, password, fullName, token };
}

/** In-app navigation, as a link does it (no reload): the router follows the history. */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}
