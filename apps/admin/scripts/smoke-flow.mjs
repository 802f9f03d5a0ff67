#!/usr/bin/env node
/**
 * A click-through of the foundation flows against scripts/mock-api.mjs (fresh mock state: restart
 * the mock before each run, the flow edits and deletes users). Prints what happened at each step.
 *
 *   node scripts/mock-api.mjs --port 4180 &   # after `npx vite build`
 *   node scripts/smoke-flow.mjs
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

mkdirSync('/tmp/admin-shots', { recursive: true });
const B = 'http://127.0.0.1:4180';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const langs = [];
page.on('request', r => { if (r.url().includes('/api/')) langs.push(`${r.method()} ${r.url().replace(B,'')} [${r.headers()['accept-language']}]`); });
page.on('pageerror', e => console.log('PAGEERROR', e.message));
await page.goto(`${B}/users/usersList`);
await page.waitForURL(/auth\/sign-in/); console.log('unauth ->', page.url());
await page.locator('input[name="phone_number"]').fill('901234567');
await page.locator('input[name="password"]').fill('admin12345');
await page.locator('button[type="submit"]').click();
await page.waitForURL(/users\/usersList/); console.log('after login back to', page.url());
await page.getByText('Sevara Boboyeva').waitFor();
// go to /auth while signed in
await page.goto(`${B}/auth`); await page.waitForURL(/dashboard/); console.log('signed-in /auth ->', page.url());
await page.goto(`${B}/`); await page.waitForURL(/dashboard/); console.log('/ ->', page.url());
await page.goto(`${B}/users/usersList?page_size=20`); await page.getByText('Sevara Boboyeva').waitFor();
langs.length = 0;
await page.getByRole('button', { name: 'Tilni tanlash' }).click();
await page.getByRole('menuitem', { name: 'Русский' }).click();
await page.getByText('Пользователи').first().waitFor();
await page.waitForTimeout(800);
console.log('after switch:', langs.join(' | '));
// sort click cycle
langs.length = 0;
const th = page.locator('thead').getByText('Ф.И.О.');
for (let i = 0; i < 3; i++) { await th.click(); await page.waitForTimeout(600); }
console.log('sort cycle:', langs.filter(l=>l.includes('account/user/?')).join(' | '));
// edit user 3: change phone to existing -> field error
await page.goto(`${B}/users/userCreate?id=3`);
await page.locator('input[name="full_name"]').waitFor();
await page.waitForFunction(() => document.querySelector('input[name="full_name"]').value !== '');
await page.locator('input[name="phone_number"]').fill('901234567');
await page.getByRole('button', { name: 'Сохранить' }).click();
await page.waitForTimeout(800);
console.log('field error under phone:', await page.locator('input[name="phone_number"]').locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]').locator('.MuiFormHelperText-root').allInnerTexts());
await page.screenshot({ path: '/tmp/admin-shots/flow-unique.png' });
await page.locator('input[name="phone_number"]').fill('935556677');
await page.locator('input[name="full_name"]').fill('Jamshid Tursunov Jr');
await page.getByRole('button', { name: 'Сохранить' }).click();
await page.waitForURL(/usersList/); console.log('saved ->', page.url());
await page.waitForTimeout(700); console.log('toast:', await page.getByRole('alert').allInnerTexts());
await page.screenshot({ path: '/tmp/admin-shots/flow-saved.png' });
// delete user
await page.goto(`${B}/users/userCreate?id=4`);
await page.locator('input[name="full_name"]').waitFor();
await page.getByRole('button', { name: 'Удалить' }).click();
await page.getByRole('dialog').waitFor();
await page.screenshot({ path: '/tmp/admin-shots/flow-delete.png' });
await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
await page.waitForURL(/usersList/); console.log('deleted ->', page.url());
// logout
await page.getByRole('button', { name: 'Меню пользователя' }).click();
await page.getByRole('menuitem', { name: 'Выйти' }).click();
await page.getByRole('button', { name: 'Да, выйти' }).click();
await page.waitForURL(/auth\/sign-in/); console.log('logout ->', page.url());
console.log('cookies:', (await page.context().cookies()).map(c => c.name));
console.log('locale kept:', await page.evaluate(() => localStorage.getItem('locale')));
await browser.close();
