import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:4565';
const pages = (process.env.PAGES || '/dashboard,/clients/clientsList?page_size=20,/lids/lidsList?page_size=20,/sms/smsList?page_size=20,/buildings/list?page_size=20,/users/usersList?page_size=20,/employees/employeesList?page_size=20,/investments/investorsList?page_size=20,/suppliers/supplierList?page_size=20,/construction/list-buildings?page_size=20,/statistics/overall-statistic,/statistics/statistic?currency=2&page_size=20,/statistics/allDebt?page_size=20,/salesDepartment/salesList?page_size=20,/debts/debtsList?page_size=20,/refusals/refusalsList?page_size=20,/wallets/list?page_size=20,/wallets/overview?page_size=20,/salesDepartment/pending?page_size=20').split(',');
const combos = (process.env.COMBOS || 'uz-light-1366,ru-dark-390').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const combo of combos) {
  const [locale, scheme, width] = combo.split('-');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(width) > 500 ? 768 : 844 }, colorScheme: scheme, timezoneId: 'Asia/Tashkent', hasTouch: Number(width) < 500, isMobile: Number(width) < 500 });
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
    await page.waitForTimeout(800);
    const name = `${combo}${p.replace(/[/?=&]/g, '_')}`.slice(0, 120);
    await page.screenshot({ path: `/tmp/ux-shots/${name}.png`, fullPage: false });
    // checks
    const report = await page.evaluate(() => {
      const out = [];
      for (const b of document.querySelectorAll('button, a[role=button], [role=button]')) {
        const r = b.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        const text = (b.innerText || '').trim();
        const label = b.getAttribute('aria-label') || b.getAttribute('title') || b.getAttribute('aria-labelledby');
        if (!text && !label) out.push('unlabelled: ' + b.outerHTML.slice(0, 160));
      }
      for (const h of document.querySelectorAll('h1, h2, h6.MuiTypography-h6, [class*=title]')) {
        if (h.scrollWidth > h.clientWidth + 1 && getComputedStyle(h).textOverflow !== 'ellipsis') out.push('clipped title: ' + h.tagName + ' ' + h.innerText.slice(0, 60));
        if (h.scrollWidth > h.clientWidth + 1 && !h.getAttribute('title')) out.push('ellipsized title without title attr: ' + h.innerText.slice(0, 60));
      }
      const t = document.body.innerText;
      const raw = t.match(/(^|\s)(app|ra|resources)\.[a-z_]+\.[a-z_.]+/g);
      if (raw) out.push('raw keys: ' + raw.slice(0, 5).join(' | '));
      return out;
    });
    console.log(combo, p, page.url().replace(BASE, ''), report.length ? '\n  ' + [...new Set(report)].join('\n  ') : 'OK');
  }
  await ctx.close();
}
await browser.close();
