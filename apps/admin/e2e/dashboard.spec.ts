import { expect, test } from '@playwright/test';
import { ADMIN, nextPhone, signIn, sql } from './support';

test("the dashboard shows this week's figures and today's calls, which open the lead", async ({ page }) => {
  const phone = nextPhone();
  const name = `Qoʻngʻiroq ${phone.slice(-4)}`;
  const [lid] = await sql<{ id: number }>(
    `INSERT INTO lid (name, phone_number, next_call_date, updated_at)
     VALUES ($1, $2, (now() AT TIME ZONE 'Asia/Tashkent')::date, now()) RETURNING id`,
    [name, phone],
  );
  await signIn(page, ADMIN.phone, ADMIN.password);
  const calls = page.getByRole('list', { name: 'Bugungi qoʻngʻiroqlar' });
  await expect(calls.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  // The weekly lead card counts at least the lead just created.
  await expect(page.getByText('Shu haftadagi lidlar')).toBeVisible();
  await calls.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/lids/lidsRead/${lid.id}$`));
});
