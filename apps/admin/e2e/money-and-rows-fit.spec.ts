import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { ADMIN, openSignedIn, signIn } from './support';

/** Amounts once broke in the middle on the dashboard's cards; on phones a list's title ran into its figure. */

async function adminClient(request: APIRequestContext) {
  const res = await request.post('/api/account/login/', { data: { phone_number: ADMIN.phone, password: ADMIN.password } });
  expect(res.ok()).toBeTruthy();
  const { access } = (await res.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

/** The boxes of the text lines an element's content occupies (one per line it is laid out on). */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return tops.size;
  });

test('dashboard at 1366 px: a large amount and its currency never break inside, in every "today" card', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Today's totals are everyone's: large ones come from the answer here, not from data that other tests read.
  await page.route('**/api/statistics/dashboard/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const row = (currency: number, code: string, amount: string) => ({ currency, currency_code: code, count: 3, amount });
    body.today_sales = [row(1, 'UZS', '150000000.00'), row(2, 'USD', '69000.00')];
    body.today_payments = [row(1, 'UZS', '1234567890.55'), row(2, 'USD', '9999999.99')];
    await route.fulfill({ response, json: body });
  });
  await signIn(page, ADMIN.phone, ADMIN.password);

  const expected = {
    'today-sales-UZS': '150 000 000,00 UZS',
    'today-sales-USD': '69 000,00 USD',
    'today-payments-UZS': '1 234 567 890,55 UZS',
    'today-payments-USD': '9 999 999,99 USD',
  };
  for (const [testId, text] of Object.entries(expected)) {
    const figure = page.getByTestId(testId);
    // The statistics take a while on a busy machine.
    await expect(figure).toHaveText(text, { useInnerText: true, timeout: 30_000 });
    const amount = figure.locator('.app-money-amount');
    const currency = figure.locator('.app-money-currency');
    expect(await lineCount(amount), `${testId}: the amount on one line`).toBe(1);
    expect(await lineCount(currency), `${testId}: the currency on one line`).toBe(1);
    // Inside the card, not overflowing it.
    const card = page.getByTestId(testId.replace(/-(UZS|USD)$/, ''));
    const [cardBox, amountBox] = [await card.boundingBox(), await amount.boundingBox()];
    expect(amountBox!.x + amountBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  }
});

test('phone (390 px): a list row keeps a gap between a long title and its figure', async ({ page, request }) => {
  const headers = await adminClient(request);
  // Long enough to take two full lines on a phone: a figure floated right would have the second line run under it.
  const name = `Yangi Toshkent turar-joy majmuasi ${Date.now().toString(36)}, A-blok, Chilonzor tumani, 7-mavze`;
  const created = await request.post('/api/building/', { headers, data: { name, floor_count: 3, entrance_count: 1, room_count: 2 } });
  expect(created.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/buildings/list?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  const row = page.getByRole('main').locator('.MuiListItemText-primary > div').filter({ hasText: name });
  await expect(row).toBeVisible();

  // Every line of the title ends at least 8 px before the figure, which sits on the title's first line
  // (react-admin floated it right after the text: on whatever line the text ended, touching it or below).
  const geometry = await row.evaluate((element) => {
    const figure = element.querySelector('.RaSimpleList-tertiary')!;
    const range = document.createRange();
    range.setStartBefore(element.firstChild!);
    range.setEndBefore(figure);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const box = figure.getBoundingClientRect();
    return {
      lineRights: lines.map((rect) => rect.right),
      firstLine: { top: lines[0].top, bottom: lines[0].bottom },
      lineCount: new Set(lines.map((rect) => Math.round(rect.top))).size,
      figure: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
    };
  });
  expect(geometry.lineCount, 'the long title wraps').toBeGreaterThan(1);
  for (const right of geometry.lineRights) {
    expect(geometry.figure.left - right, 'gap between a title line and the figure').toBeGreaterThanOrEqual(8);
  }
  const onFirstLine = geometry.firstLine.top < geometry.figure.bottom && geometry.figure.top < geometry.firstLine.bottom;
  expect(onFirstLine, 'the figure on the title\'s first line').toBe(true);
  expect(geometry.figure.right).toBeLessThanOrEqual(390);
});
