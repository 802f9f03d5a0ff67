#!/usr/bin/env node
// Screenshots of the admin, for looking at screens as a person would: every page in every
// combination of language, colour mode and screen width, signed in as a seeded user, through a
// running server (`npm start`, or the browser tests' server). Uses Debian's Chromium, never a
// downloaded browser. Each page is also checked for what a reviewer should not have to spot by eye:
// buttons without a name, titles cut without a tooltip, translation keys shown raw, a 403/404 page.
//
//   node scripts/screenshots.mjs [--base http://localhost:3000] [--out /tmp/shots]
//        [--pages /dashboard,/clients/clientsList] [--combos uz-light-1366,ru-dark-390]
//        [--phone 901234567 --password admin12345]
//
// Exits non-zero when a page could not be opened; the checks' findings are printed, not fatal.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};

const BASE = arg('base', 'http://localhost:3000').replace(/\/$/, '');
const OUT = arg('out', '/tmp/shots');
const PHONE = arg('phone', '901234567');
const PASSWORD = arg('password', 'admin12345');
const PAGES = arg(
  'pages',
  [
    '/dashboard',
    '/clients/clientsList',
    '/lids/lidsList',
    '/buildings/list',
    '/salesDepartment/salesList',
    '/salesDepartment/pending',
    '/debts/debtsList',
    '/refusals/refusalsList',
    '/wallets/list',
    '/wallets/overview',
    '/employees/employeesList',
    '/investments/investorsList',
    '/suppliers/supplierList',
    '/construction/list-buildings',
    '/statistics/overall-statistic',
    '/sms/smsList',
    '/users/usersList',
  ].join(','),
).split(',');
// <locale>-<light|dark>-<width>
const COMBOS = arg('combos', 'uz-light-1366,ru-dark-1366,uz-dark-390').split(',');

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: LAUNCH_ARGS });
let failures = 0;
try {
  for (const combo of COMBOS) {
    const [locale, mode, widthText] = combo.split('-');
    const width = Number(widthText) || 1366;
    const phone = width < 600;
    const context = await browser.newContext({
      viewport: { width, height: phone ? 844 : 768 },
      colorScheme: mode === 'dark' ? 'dark' : 'light',
      timezoneId: 'Asia/Tashkent',
      isMobile: phone,
      hasTouch: phone,
    });
    await context.addInitScript(
      ([l, m]) => {
        window.localStorage.setItem('locale', l);
        window.localStorage.setItem('themeMode', m);
      },
      [locale, mode],
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`  [page error] ${error.message}`));
    await signIn(page);
    for (const path of PAGES) {
      const file = join(OUT, `${combo}${path.replace(/[^a-zA-Z0-9]+/g, '_')}.png`.slice(0, 150));
      try {
        await page.goto(BASE + path);
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        await page.waitForTimeout(500); // transitions and charts settle
        await page.screenshot({ path: file });
        const findings = await page.evaluate(reviewPage);
        console.log(`${combo} ${path} → ${file}${findings.length ? `\n  ${findings.join('\n  ')}` : ''}`);
      } catch (error) {
        failures += 1;
        console.error(`${combo} ${path}: ${error.message.split('\n')[0]}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(failures ? 1 : 0);

async function signIn(page) {
  await page.goto(`${BASE}/auth`);
  await page.getByLabel(/Telefon raqami|Номер телефона/).fill(PHONE.replace(/\D/g, '').slice(-9));
  await page.getByLabel(/^(Parol|Пароль)/).first().fill(PASSWORD);
  await page.getByRole('button', { name: /^(Kirish|Войти)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
}

/** Runs in the page: what a reviewer would flag. */
function reviewPage() {
  const out = new Set();
  for (const button of document.querySelectorAll('button, a[role=button], [role=button]')) {
    const box = button.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const named = (button.innerText || '').trim() || button.getAttribute('aria-label') || button.getAttribute('title') || button.getAttribute('aria-labelledby');
    if (!named) out.add(`button without a name: ${button.outerHTML.slice(0, 120)}`);
  }
  for (const title of document.querySelectorAll('h1, h2, h6, [class*=title]')) {
    if (title.scrollWidth > title.clientWidth + 1 && !title.getAttribute('title')) out.add(`title cut without a tooltip: ${title.innerText.slice(0, 60)}`);
  }
  const raw = document.body.innerText.match(/(^|\s)(app|ra|resources)\.[a-z_]+\.[a-z_.]+/g);
  if (raw) out.add(`translation keys shown raw: ${raw.slice(0, 5).join(' | ')}`);
  if (/\b(403|404)\b/.test(document.querySelector('main')?.innerText.slice(0, 200) ?? '')) out.add('an error page (403/404)');
  return [...out];
}
