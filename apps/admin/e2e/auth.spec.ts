import { expect, test } from '@playwright/test';
import { ADMIN, createUser, localDigits, signIn, sql } from './support';

test.describe('signing in and out', () => {
  test('a wrong password says so; the right one opens the dashboard with the user in the header', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth/);
    await page.getByLabel('Telefon raqami').fill(localDigits(ADMIN.phone));
    await expect(page.getByLabel('Telefon raqami')).toHaveValue('+998 (90) 123-45-67');
    await page.getByLabel(/^Parol/).first().fill('definitely-wrong');
    await page.getByRole('button', { name: 'Kirish' }).click();
    await expect(page.getByText('Foydalanuvchi topilmadi yoki parol notoʻgʻri')).toBeVisible();

    await page.getByLabel(/^Parol/).first().fill(ADMIN.password);
    await page.getByRole('button', { name: 'Kirish' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { name: /Xush kelibsiz, Administrator/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Foydalanuvchi menyusi' })).toContainText('Administrator');

    // A signed-in user who opens the sign-in area goes back to the dashboard.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('log out asks first; cancel stays, confirm ends the session', async ({ page, context }) => {
    await signIn(page, ADMIN.phone, ADMIN.password);
    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
    await page.getByRole('menuitem', { name: 'Chiqish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tizimdan chiqish' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
    await expect(page).toHaveURL(/\/dashboard/);

    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
    await page.getByRole('menuitem', { name: 'Chiqish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ha, chiqish' }).click();
    await expect(page).toHaveURL(/\/auth/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('access');
    expect(names).not.toContain('refresh');
    await page.goto('/users/usersList');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('password recovery: phone, SMS code with a countdown, new password twice, then sign in', async ({ page, request }) => {
    const user = await createUser(request, 'operator', 'old-password-1');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Parolni unutdingizmi?' }).click();
    await expect(page).toHaveURL(/\/auth\/reminder/);
    // The page's code arrives after the address changes: type once it is there, and check it took.
    await expect(page.getByRole('heading', { name: 'Parolni tiklash' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const phone = page.getByLabel('Telefon raqami');
    await phone.fill(localDigits(user.phone));
    await expect(phone).toHaveValue(/\d{2}\) \d{3}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Kodni yuborish' }).click();

    await expect(page).toHaveURL(/\/auth\/lock/);
    // The 180-second countdown, shown as mm:ss.
    await expect(page.getByText(/0[23]:\d\d/)).toBeVisible();
    await expect.poll(async () => (await sql(`SELECT text FROM sms_message WHERE recipient = $1 AND purpose = 'recovery'`, [user.phone])).length).toBe(1);
    const [sms] = await sql<{ text: string }>(`SELECT text FROM sms_message WHERE recipient = $1 AND purpose = 'recovery'`, [user.phone]);
    const code = sms.text.match(/\b(\d{6})\b/)![1];

    await page.getByLabel('Tasdiqlash kodi').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(page.getByText('Kod notoʻgʻri yoki muddati tugagan')).toBeVisible();
    await page.getByLabel('Tasdiqlash kodi').fill(code);
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();

    await expect(page).toHaveURL(/\/auth\/reset-password/);
    await page.getByLabel(/^Yangi parol\W*$/).fill('new-password-1');
    await page.getByLabel(/^Yangi parolni takrorlang/).fill('new-password-1');
    await page.getByRole('button', { name: 'Parolni saqlash' }).click();

    await expect(page).toHaveURL(/\/auth(\/sign-in)?$/);
    await signIn(page, user.phone, 'new-password-1');
  });
});
