import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:4565';
const pages = (process.env.PAGES || '/dashboard,/clients/clientsList,/clients/clientRead/1,/lids/lidsList,/lids/lidsRead/1,/sms/smsList,/sms/smsCreate,/buildings/list,/buildings/room?buildId=1,/buildings/room?buildId=1&view=table,/buildings/room/1,/users/usersList,/employees/employeesList,/employees/employeeDetail/1,/investments/investorsList,/investments/investorRead/1,/suppliers/supplierList,/suppliers/supplierDetail/1,/construction/list-buildings,/construction/build/1,/statistics/overall-statistic,/statistics/statistic?currency=2,/statistics/allDebt,/salesDepartment/salesList,/salesDepartment/salesCreate,/salesDepartment/pending,/debts/debtsList,/refusals/refusalsList,/wallets/list,/wallets/overview').split(',');
const width = Number(process.env.W || 390);
const locale = process.env.L || 'ru';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width, height: 844 }, colorScheme: 'dark' });
await ctx.addInitScript((l) => localStorage.setItem('locale', l), locale);
const page = await ctx.newPage();
await page.goto(BASE + '/auth');
await page.getByLabel(/Telefon raqami|Номер телефона/).fill('901234567');
await page.getByLabel(/^(Parol|Пароль)/).first().fill('admin12345');
await page.getByRole('button', { name: /^(Kirish|Войти)$/ }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
for (const p of pages) {
  await page.goto(BASE + p);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(1500);
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/ux-shots/tips-${locale}-${width}${p.replace(/[/?=&]/g, '_')}.png` });
  const buttons = page.locator('main button:visible, main [role=button]:visible, header button:visible');
  const n = await buttons.count();
  const bad = [];
  for (let i = 0; i < n; i++) {
    const b = buttons.nth(i);
    const info = await b.evaluate((el) => ({ text: (el.innerText || '').trim(), label: el.getAttribute('aria-label'), title: el.getAttribute('title'), html: el.outerHTML.slice(0, 140), combobox: el.getAttribute('role') === 'combobox', sort: el.classList.contains('MuiTableSortLabel-root'), inTable: !!el.closest('.MuiTablePagination-root') })).catch(() => null);
    if (!info || info.text || info.combobox || info.sort) continue;
    let tip = false;
    try {
      await b.hover({ timeout: 2000 });
      tip = await page.locator('[role=tooltip]:visible').first().waitFor({ timeout: 1500 }).then(() => true, () => false);
    } catch { tip = 'nohover'; }
    await page.mouse.move(0, 0);
    await page.waitForTimeout(150);
    if (!info.label || tip !== true) bad.push(`label=${info.label} tip=${tip} ${info.html}`);
  }
  console.log(p, page.url().replace(BASE, ''), bad.length ? '\n  ' + bad.join('\n  ') : 'OK');
}
await browser.close();
