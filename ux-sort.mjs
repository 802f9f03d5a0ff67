import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:4565';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const locale of ['ru','ru','uz','ru','uz','ru']) {
const ctx = await browser.newContext({ viewport: { width: 1600, height: 900 } });
await ctx.addInitScript((l) => localStorage.setItem('locale', l), locale);
const page = await ctx.newPage();
await page.goto(BASE + '/auth');
await page.getByLabel(/Telefon raqami|Номер телефона/).fill('901234567');
await page.getByLabel(/^(Parol|Пароль)/).first().fill('admin12345');
await page.getByRole('button', { name: /^(Kirish|Войти)$/ }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
await page.goto(BASE + '/clients/clientsList?page_size=20');
await page.locator('tbody tr').first().waitFor();
const log=[]; const t0=Date.now();
page.on('framenavigated', f => { if (f === page.mainFrame()) log.push((Date.now()-t0)+' nav '+decodeURIComponent(f.url().split('?')[1]||'')); });
page.on('request', r => { if (r.url().includes('/api/client/')) log.push((Date.now()-t0)+' req '+decodeURIComponent(r.url().split('?')[1]||'')); });
await page.locator('thead th.column-name .MuiTableSortLabel-root').click(); log.push((Date.now()-t0)+' clicked name');
await page.waitForURL(/sort=name/); log.push((Date.now()-t0)+' url ok');
await page.locator('thead th.column-created_at .MuiTableSortLabel-root').click({ modifiers: ['Shift'] });
await page.waitForTimeout(1500);
console.log(locale, decodeURIComponent(page.url())); if (!page.url().includes('name%2C') && !page.url().includes('name,')) console.log(log.join('\n'));
await ctx.close();
}
await browser.close();
