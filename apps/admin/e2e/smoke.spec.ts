import { expect, test } from '@playwright/test';

// The smallest end-to-end check: the built admin is served and its sign-in page renders.
test('the sign-in page shows the app name and a phone field', async ({ page }) => {
  await page.goto('/auth');

  await expect(page.getByText('Mijozlar').first()).toBeVisible();
  const phone = page.getByRole('textbox', { name: /telefon|телефон|phone/i }).or(page.locator('input[type="tel"]'));
  await expect(phone.first()).toBeVisible();
});
