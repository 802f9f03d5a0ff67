import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// `pg` is a dependency of the API; the browser tests read what the server wrote (an SMS code).
const require = createRequire(new URL('../../api/package.json', import.meta.url));
const { Client } = require('pg') as typeof import('pg');

export const ADMIN = {
  phone: process.env.ADMIN_PHONE ?? '+998901234567',
  password: process.env.ADMIN_PASSWORD ?? 'admin12345',
};

let seq = 0;
/** A phone nobody else uses in this run: +99877XXXXXXX. */
export function nextPhone(): string {
  seq += 1;
  const n = (Date.now() % 100_000) * 100 + (seq % 100);
  return `+99877${String(n).padStart(7, '0').slice(-7)}`;
}

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

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/account/login/', { data: { phone_number: ADMIN.phone, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).access;
}

/** Creates a user with one of the seeded roles through the API, as an admin would. */
export async function createUser(request: APIRequestContext, roleName: string, password = 'e2e-password-1') {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const roles = await (await request.get('/api/account/role/', { headers })).json();
  const role = roles.results.find((r: { name: string }) => r.name === roleName);
  const phone = nextPhone();
  const res = await request.post('/api/account/user/', {
    headers,
    data: { phone_number: phone, full_name: `Sinov ${roleName}`, password, role: role.id },
  });
  expect(res.status()).toBe(201);
  return { phone, password, fullName: `Sinov ${roleName}` };
}

export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel(/Telefon raqami|Номер телефона/).fill(localDigits(phone));
  await page.getByLabel(/^(Parol|Пароль)/).first().fill(password);
  await page.getByRole('button', { name: /^(Kirish|Войти)$/ }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation').filter({ has: page.getByRole('link') }).first();
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
