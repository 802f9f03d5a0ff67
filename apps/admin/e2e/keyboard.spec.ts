import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, adminApi, createWallet, localDigits, uniqueName } from './support';

/**
 * A cashier without a mouse: signs in, opens the transfer dialog, picks both wallets, types the
 * amounts and confirms, with the keyboard alone. Every stop of the focus is visible, the dialog
 * keeps the focus inside while open and gives it back to the button that opened it.
 */

/** What the focused element shows of its focus; null when it shows it. */
async function unseenFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing has the focus';
    const ring = (e: Element) => {
      const style = getComputedStyle(e);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // An input shows its focus on its outline (the fieldset around it): MUI marks the control .Mui-focused.
    if (ring(element) || element.closest('.Mui-focused')) return null;
    return element.outerHTML.slice(0, 160);
  });
}

async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  expect(await unseenFocus(page), `focus after ${key}`).toBeNull();
}

const holdsFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Tab (each stop checked) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    await press(page, 'Tab');
    if (await holdsFocus(target)) return;
  }
  throw new Error(`${limit} Tabs did not reach ${target}`);
}

/** Opens a select with the keyboard and moves down to the option named `name`, then chooses it. */
async function choose(page: Page, select: Locator, name: string) {
  await tabTo(page, select);
  await press(page, 'ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // Type-ahead first (the list holds every test's wallets on a shared server), then arrow keys.
  await page.keyboard.type(name);
  for (let i = 0; i < 300; i += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused.includes(name)) break;
    await press(page, 'ArrowDown');
  }
  await press(page, 'Enter');
  await expect(listbox).toBeHidden();
  await expect(select).toContainText(name);
}

test('keyboard only: a transfer from sign-in to confirmation, focus always visible, kept in the dialog and given back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const from = await createWallet(request, 'UZS', '500000.00');
  const to = await createWallet(request, 'UZS');
  const comment = uniqueName('Klaviatura');

  await page.goto('/auth');
  // The phone field has the focus when the page opens.
  await page.keyboard.type(localDigits(ADMIN.phone));
  await press(page, 'Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/wallets/overview');
  const opener = page.getByRole('button', { name: 'Oʻtkazma' });
  await expect(opener).toBeVisible();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hamyonlar orasida oʻtkazma' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);

  // Trapped: forty Tabs, forward and back, never leave the dialog.
  for (let i = 0; i < 20; i += 1) {
    await press(page, 'Tab');
    expect(await holdsFocus(dialog)).toBe(true);
  }
  for (let i = 0; i < 20; i += 1) {
    await press(page, 'Shift+Tab');
    expect(await holdsFocus(dialog)).toBe(true);
  }

  await choose(page, dialog.getByRole('combobox', { name: /Qaysi hamyondan/ }), from.name);
  await choose(page, dialog.getByRole('combobox', { name: /Qaysi hamyonga/ }), to.name);
  await tabTo(page, dialog.getByLabel(/summa/i).first());
  await page.keyboard.type('125000');
  await tabTo(page, dialog.getByLabel(/Izoh/));
  await page.keyboard.type(comment);
  await tabTo(page, dialog.getByRole('button', { name: 'Oʻtkazish' }));
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog', { name: 'Oʻtkazmani tasdiqlaysizmi?' });
  await expect(confirm).toBeVisible();
  await expect.poll(() => holdsFocus(confirm)).toBe(true);
  await tabTo(page, confirm.getByRole('button', { name: 'Tasdiqlash' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Oʻtkazma bajarildi')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The focus is back where the cashier started.
  await expect(opener).toBeFocused();

  expect((await api.get<{ balance: string }>(`wallet/${from.id}/`)).balance).toBe('375000.00');
  expect((await api.get<{ balance: string }>(`wallet/${to.id}/`)).balance).toBe('125000.00');
});
