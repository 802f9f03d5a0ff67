import { expect, test } from '@playwright/test';
import { ADMIN, localDigits, nextPhone, openSignedIn, uniqueTag } from './support';

test('an admin creates a user with the phone mask, and the user appears in the list', async ({ page }) => {
  const phone = nextPhone();
  // A name of its own: other tests (and a retry) create users too.
  const name = `Malika Yusupova ${uniqueTag()}`;
  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/users/userCreate');

  // Too short a phone is refused before anything is sent.
  await page.getByLabel(/Telefon raqami/).fill('90123');
  await page.getByLabel(/F\.I\.Sh\./).fill(name);
  await page.getByLabel(/^Parol/).first().fill('malika-pass-1');
  await page.getByRole('combobox', { name: /Rol/ }).click();
  await page.getByRole('option', { name: 'operator' }).click();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText('Telefon raqamini toʻliq kiriting: +998 (90) 123-45-67')).toBeVisible();

  await page.getByLabel(/Telefon raqami/).fill(localDigits(phone));
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText(/saqlandi/i)).toBeVisible();

  await page.goto('/users/usersList?page_size=20');
  await page.getByPlaceholder(/Qidirish/).fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(`+998 (${localDigits(phone).slice(0, 2)})`);
});
