import { expect, test } from '@playwright/test';
import { ADMIN, createUser, localDigits, nextPhone, openSignedIn } from './support';

const masked = (phone: string) => {
  const d = localDigits(phone);
  return `+998 (${d.slice(0, 2)}) ${d.slice(2, 5)}-${d.slice(5, 7)}-${d.slice(7)}`;
};

test.describe('a phone typed key by key with its country code keeps the digits meant', () => {
  for (const [how, typed] of [
    ['+998 and spaces', (d: string) => `+998 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7)}`],
    ['998 without the plus', (d: string) => `998${d}`],
  ] as const) {
    test(`sign-in: ${how}`, async ({ page }) => {
      await page.goto('/auth/sign-in');
      const phone = page.getByLabel(/^Telefon raqami/);
      await phone.pressSequentially(typed(localDigits(ADMIN.phone)));
      await expect(phone).toHaveValue(masked(ADMIN.phone));
      await page.getByLabel(/^Parol/).first().fill(ADMIN.password);
      await page.getByRole('button', { name: /^Kirish$/ }).click();
      await expect(page).toHaveURL(/\/dashboard/);
    });

    test(`client form: ${how}`, async ({ page, request }) => {
      const number = nextPhone();
      await openSignedIn(page, ADMIN.phone, ADMIN.password, '/clients/clientsList?page_size=20');
      await page.getByRole('button', { name: 'Mijoz qoʻshish' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^F\.I\.Sh\./).fill(`Niqob ${how} ${Date.now()}`);
      const phone = dialog.getByLabel(/^Telefon raqami/);
      await phone.pressSequentially(typed(localDigits(number)));
      await expect(phone).toHaveValue(masked(number));
      await dialog.getByRole('combobox', { name: /Holati/ }).click();
      await page.getByRole('option', { name: 'Faol', exact: true }).click();
      await dialog.getByRole('button', { name: 'Saqlash' }).click();
      await expect(page).toHaveURL(/\/clients\/clientRead\/\d+$/);

      // Stored as typed: read back through the API.
      const login = await request.post('/api/account/login/', { data: { phone_number: ADMIN.phone, password: ADMIN.password } });
      const token = (await login.json()).access as string;
      const id = page.url().split('/').pop();
      const stored = await (await request.get(`/api/client/${id}/`, { headers: { Authorization: `Bearer ${token}` } })).json();
      expect(stored.phone_number).toBe(number);
    });
  }
});

test('on a phone, the floating create button leaves the last row and the pagination reachable', async ({ page, request }) => {
  for (let i = 0; i < 6; i += 1) await createUser(request, 'operator');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/users/usersList?page_size=5');
  const next = page.getByRole('button', { name: 'Keyingi sahifa' });
  const create = page.getByRole('link', { name: 'Foydalanuvchi qoʻshish' });
  await expect(next).toBeEnabled();
  await expect(create).toBeVisible();
  await page.mouse.wheel(0, 2000);
  // Scrolled to the end, the next-page arrow is clear of the button: a tap reaches it.
  await expect(async () => {
    const [a, b] = [await next.boundingBox(), await create.boundingBox()];
    expect(a && b).toBeTruthy();
    const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap).toBe(false);
  }).toPass({ timeout: 5_000 });
  await next.click({ timeout: 5_000 });
  await expect(page.getByText(/^6–/)).toBeVisible();
});
