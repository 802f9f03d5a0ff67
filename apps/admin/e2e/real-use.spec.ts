import { expect, test, type Page } from '@playwright/test';
import { ADMIN, createApprovedSale, signIn, sql } from './support';

/** Screens as a sales office meets them at 1366 px, in both languages. */
const LANGUAGES = [
  { locale: 'uz', approved: /Tasdiqlangan|Sotilgan|Sotildi/ },
  { locale: 'ru', approved: /Одобрен|Продан/ },
] as const;

const RAW_KEY = /(^|\s)(app|ra|resources)\.[a-z_]+\.[a-z_.]+/;
const RAW_ENUM = /\b(approved|pending|declined|refused|not_paid|partially_paid|replenish|withdraw|inflow|outflow|return_refusal|selling|payment)\b/;

async function open(page: Page, locale: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
  await signIn(page, ADMIN.phone, ADMIN.password);
}

async function expectNoRawText(page: Page) {
  const text = await page.locator('main, [role="dialog"]').allInnerTexts();
  expect(text.join('\n')).not.toMatch(RAW_KEY);
  expect(text.join('\n')).not.toMatch(RAW_ENUM);
}

for (const language of LANGUAGES) {
  test.describe(`real use (${language.locale})`, () => {
    test('wide lists show that they scroll and keep the first column in view', async ({ page }) => {
      test.setTimeout(180_000);
      await open(page, language.locale);
      const [building] = await sql<{ id: number }>('SELECT id FROM building ORDER BY id LIMIT 1');
      await page.goto(`/buildings/room?buildId=${building.id}&view=table`);
      const scroller = page.getByTestId('scroll-x').first().locator('> div').first();
      await expect(scroller.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
      // A column set per width: the less useful columns are dropped at 1366 px.
      await expect(page.locator('th.column-price_per_m2')).toBeHidden();
      await page.setViewportSize({ width: 800, height: 768 });
      await expect(scroller).toHaveAttribute('data-more-end', 'true');
      await expect(page.getByTestId('scroll-x-fade-right').first()).toBeVisible();
      await scroller.evaluate((element) => element.scrollTo({ left: 10_000 }));
      await expect(scroller).toHaveAttribute('data-more-start', 'true');
      const first = scroller.locator('tbody tr').first().locator('td').first();
      expect(await first.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
      await expect(first).toBeInViewport();

      for (const path of ['/clients/clientsList?page_size=20', '/lids/lidsList?page_size=20', '/sms/smsList?page_size=20']) {
        await page.goto(path);
        // One page-size parameter in the URL, not two: the menu's page_size becomes react-admin's perPage.
        await expect(page).toHaveURL(/perPage=20/, { timeout: 30_000 });
        await expect(page).not.toHaveURL(/page_size=/);
        await page.waitForLoadState('networkidle');
        await expectNoRawText(page);
      }
    });

    test('the room page, money lists and MUI labels speak the language', async ({ page, request }) => {
      test.setTimeout(120_000);
      const sold = await createApprovedSale(request);
      await open(page, language.locale);
      await page.goto(`/buildings/room/${sold.room}`);
      await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
      await expectNoRawText(page);
      for (const path of ['/salesDepartment/salesList', '/debts/debtsList', '/refusals/refusalsList', '/wallets/list']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectNoRawText(page);
      }
      await page.goto('/users/usersList?page_size=20');
      await expect(page.locator('main')).not.toContainText(/sales manager/);
      // MUI's own tooltips are translated (no "Open"/"Clear").
      await page.goto('/clients/clientsList?page_size=20');
      await expect(page.locator('[title="Open"], [aria-label="Open"], [title="Clear"], [aria-label="Clear"]')).toHaveCount(0);
    });

    test('group SMS: the confirmation says who, how many parts, the encoding, and offers the plain-character text', async ({ page }) => {
      test.setTimeout(180_000);
      await open(page, language.locale);
      await page.goto('/sms/smsCreate');
      const clients = page.getByLabel(/^(Mijozlar|Клиенты)$/).first();
      await clients.click();
      await clients.fill('a');
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await page.locator('textarea').first().fill('Assalomu alaykum! «Yangi uy» sizni kutmoqda: oʻz kalitingizni oling.');
      await page.getByRole('button', { name: /^(Yuborish|Отправить)$/ }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('sms-recipients')).toContainText('1', { timeout: 30_000 });
      await expect(dialog.getByTestId('sms-encoding')).toContainText('UCS-2');
      await expect(dialog.getByTestId('sms-parts')).toContainText('1');
      await dialog.getByRole('button', { name: /Oddiy belgilarga|Заменить на простые/ }).click();
      await expect(dialog.getByTestId('sms-encoding')).toContainText('GSM-7');
    });
  });
}
