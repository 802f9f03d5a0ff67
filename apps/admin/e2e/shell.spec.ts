import { expect, test } from '@playwright/test';
import { ADMIN, createUser, openSignedIn, sidebar, signIn } from './support';

test.describe('the shell', () => {
  test('the menu shows only what the role may open: operator versus admin', async ({ page, request }) => {
    const operator = await createUser(request, 'operator');
    await signIn(page, operator.phone, operator.password);
    const menu = sidebar(page);
    for (const visible of ['Boshqaruv paneli', 'Lidlar', 'Mijozlar', 'SMS']) {
      await expect(menu.getByRole('link', { name: visible, exact: true })).toBeVisible();
    }
    for (const hidden of ['Foydalanuvchilar', 'Binolar', 'Investorlar', 'Xodimlar', 'Voz kechishlar']) {
      await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    for (const heading of ['Statistika', 'Hamyonlar', 'Sotuv boʻlimi']) {
      await expect(menu.getByText(heading, { exact: true })).toHaveCount(0);
    }

    // A route the operator may not open goes to the 403 page, which links back home.
    await page.goto('/users/usersList');
    await expect(page).toHaveURL(/\/errors\/403/);
    await expect(page.getByRole('heading', { name: 'Bu sahifaga ruxsatingiz yoʻq' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Bosh sahifaga' }).first().click();
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('the admin sees every section', async ({ page }) => {
    await signIn(page, ADMIN.phone, ADMIN.password);
    const menu = sidebar(page);
    for (const item of ['Boshqaruv paneli', 'Foydalanuvchilar', 'Binolar', 'Lidlar', 'Mijozlar', 'Investorlar', 'Xodimlar']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    for (const heading of ['Statistika', 'Hamyonlar', 'Sotuv boʻlimi']) {
      await expect(menu.getByText(heading, { exact: true })).toBeVisible();
    }
  });

  test('the language switch changes the texts, reloads the data and is kept', async ({ page }) => {
    await openSignedIn(page, ADMIN.phone, ADMIN.password, '/users/usersList?page_size=20');
    await expect(page.getByRole('columnheader', { name: 'Telefon raqami' })).toBeVisible();

    const reload = page.waitForRequest((r) => r.url().includes('/api/account/user/') && r.headers()['accept-language'] === 'ru');
    await page.getByRole('button', { name: 'Tilni tanlash' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await reload;
    await expect(page.getByRole('columnheader', { name: 'Номер телефона' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Пользователи', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ru');

    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: 'Панель управления', exact: true })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await openSignedIn(page, ADMIN.phone, ADMIN.password, '/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Sahifa topilmadi' }).first()).toBeVisible();
    await expect(page.getByText(/administratorga murojaat qiling/i)).toBeVisible();
  });
});
