#!/usr/bin/env node
/**
 * Screenshots of the built admin against scripts/mock-api.mjs, for reviewing the look in both
 * languages and both modes. Uses Debian's Chromium (never downloads a browser).
 *
 *   node scripts/mock-api.mjs --port 4180 &   # after `npx vite build`
 *   node scripts/screenshots.mjs [--base http://127.0.0.1:4180] [--out /tmp/admin-shots]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > -1 ? process.argv[index + 1] : fallback;
};
const BASE = arg('--base', 'http://127.0.0.1:4180');
const OUT = arg('--out', '/tmp/admin-shots');
const ONLY = arg('--only', '');
mkdirSync(OUT, { recursive: true });

const ADMIN = { phone: '901234567', password: 'admin12345' };
const OPERATOR = { phone: '917654321', password: 'operator123' };

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function newPage({ locale, mode, colorTheme = 'default', viewport = { width: 1440, height: 900 } }) {
  const context = await browser.newContext({ viewport, colorScheme: mode === 'dark' ? 'dark' : 'light' });
  await context.addInitScript(
    ([l, m, c]) => {
      if (!window.sessionStorage.getItem('shots.init')) {
        window.localStorage.setItem('locale', l);
        window.localStorage.setItem('themeMode', m);
        window.localStorage.setItem('colorTheme', c);
        window.sessionStorage.setItem('shots.init', '1');
      }
    },
    [locale, mode, colorTheme],
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[console] ${message.text()}`);
  });
  return { context, page };
}

async function shot(page, name) {
  await page.waitForTimeout(400);
  const file = join(OUT, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

async function signIn(page, user) {
  await page.goto(`${BASE}/auth/sign-in`);
  await page.locator('input[name="phone_number"]').fill(user.phone);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/dashboard/);
}

const combos = [
  { locale: 'uz', mode: 'light' },
  { locale: 'ru', mode: 'light' },
  { locale: 'uz', mode: 'dark' },
  { locale: 'ru', mode: 'dark' },
];

for (const combo of combos) {
  const tag = `${combo.locale}-${combo.mode}`;
  if (ONLY && !tag.includes(ONLY)) continue;
  const { context, page } = await newPage(combo);

  await page.goto(`${BASE}/auth/sign-in`);
  await page.locator('input[name="phone_number"]').waitFor();
  await shot(page, `${tag}-01-sign-in`);

  await page.locator('button[type="submit"]').click();
  await shot(page, `${tag}-02-sign-in-validation`);

  await page.locator('input[name="phone_number"]').fill(ADMIN.phone);
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('alert').first().waitFor();
  await shot(page, `${tag}-03-sign-in-401`);

  await page.evaluate(() => window.sessionStorage.setItem('mijozlar.recovery', JSON.stringify({ phone_number: '+998901234567' })));
  await page.goto(`${BASE}/auth/lock`);
  await page.locator('input[name="code"]').waitFor();
  await shot(page, `${tag}-04-lock`);

  await signIn(page, ADMIN);
  await page.getByText(/Alisher/).first().waitFor();
  await shot(page, `${tag}-05-dashboard`);

  await page.goto(`${BASE}/users/usersList?page_size=20`);
  await page.locator('table tbody tr').first().waitFor();
  await shot(page, `${tag}-06-users-list`);
  if (tag === 'uz-light') {
    await page.screenshot({ path: join(OUT, `${tag}-06b-users-list-full.png`), fullPage: true });
  }

  await page.goto(`${BASE}/users/userCreate?id=3`);
  await page.locator('input[name="full_name"]').waitFor();
  await page.waitForFunction(() => (document.querySelector('input[name="full_name"]')?.value ?? '') !== '');
  await shot(page, `${tag}-07-user-edit`);

  await page.goto(`${BASE}/this/does/not/exist`);
  await page.waitForTimeout(300);
  await shot(page, `${tag}-08-not-found`);

  await context.close();

  const operator = await newPage(combo);
  await signIn(operator.page, OPERATOR);
  await operator.page.goto(`${BASE}/users/usersList?page_size=20`);
  await operator.page.waitForURL(/\/errors\/403/);
  await shot(operator.page, `${tag}-09-forbidden`);
  await operator.context.close();
}

if (!ONLY || ONLY === 'extra') {
  const { context, page } = await newPage({ locale: 'uz', mode: 'light' });
  await signIn(page, ADMIN);
  await page.goto(`${BASE}/users/userCreate`);
  await page.locator('input[name="full_name"]').waitFor();
  await page.locator('input[name="phone_number"]').fill('90123');
  await page.locator('button[type="submit"]').click();
  await shot(page, 'extra-01-user-create-validation');

  await page.goto(`${BASE}/wallets/overview?page_size=20`);
  await shot(page, 'extra-02-under-construction');

  await page.getByRole('button', { name: /Qidirish/ }).first().click();
  await page.keyboard.type('Karimov');
  await shot(page, 'extra-03-search-overlay');
  await page.keyboard.press('Enter');
  await page.waitForURL(/generic\/search/);
  await shot(page, 'extra-04-search-page');

  await page.getByRole('button', { name: /Foydalanuvchi menyusi/ }).click();
  await page.waitForTimeout(200);
  await shot(page, 'extra-05-user-menu');
  await page.getByRole('menuitem').last().click();
  await shot(page, 'extra-06-logout-confirm');
  await page.keyboard.press('Escape');

  await page.goto(`${BASE}/errors/500`);
  await shot(page, 'extra-07-server-error');

  await page.goto(`${BASE}/dashboard`);
  await page.getByRole('button', { name: /Koʻrinish/ }).click();
  await shot(page, 'extra-08-appearance');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Menyuni yopish/ }).first().click();
  await shot(page, 'extra-09-mini-sidebar');
  await context.close();

  for (const colorTheme of ['amethyst', 'city', 'flat', 'modern', 'smooth']) {
    const themed = await newPage({ locale: 'uz', mode: 'light', colorTheme });
    await signIn(themed.page, ADMIN);
    await themed.page.goto(`${BASE}/users/usersList?page_size=20`);
    await themed.page.locator('table tbody tr').first().waitFor();
    await shot(themed.page, `theme-${colorTheme}-light`);
    await themed.context.close();
  }

  const mobile = await newPage({ locale: 'ru', mode: 'light', viewport: { width: 390, height: 844 } });
  await signIn(mobile.page, ADMIN);
  await shot(mobile.page, 'mobile-01-dashboard');
  await mobile.page.goto(`${BASE}/users/usersList?page_size=20`);
  await mobile.page.getByText('Sevara Boboyeva').waitFor();
  await shot(mobile.page, 'mobile-02-users');
  await mobile.page.getByRole('button', { name: /Открыть меню|Menyuni ochish/ }).first().click();
  await shot(mobile.page, 'mobile-03-menu');
  await mobile.context.close();
}

await browser.close();
