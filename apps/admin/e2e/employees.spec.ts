import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminApi, createWallet, nextPhone, openSignedIn, uniqueTag } from './support';

/** The API as the admin, to arrange data and check what the server holds (e2e/support.ts). */
const api = adminApi;

interface Wallet {
  id: number;
  name: string;
  currency: number;
  balance: string;
}

test.describe.configure({ timeout: 180_000 });

const NBSP = '\u00a0';
const cents = (value: string) => {
  const negative = value.startsWith('-');
  const [integer, fraction = ''] = value.replace('-', '').split('.');
  const abs = BigInt(integer) * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -abs : abs;
};
const tag = () => uniqueTag();

async function setLocale(page: Page, locale: 'uz' | 'ru') {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
}

const TEXT = {
  uz: { dialog: 'Ish haqi toʻlash', pay: 'Ish haqi toʻlash', wallet: /^Hamyon/, amount: /^Summa/, confirmTitle: 'Toʻlovni tasdiqlang', confirm: 'Tasdiqlash', paid: 'Ish haqi toʻlandi', after: 'Toʻlovdan keyin', rate: /^Kurs/ },
  ru: { dialog: 'Выплата зарплаты', pay: 'Выплатить зарплату', wallet: /^Кошелёк/, amount: /^Сумма/, confirmTitle: 'Подтвердите выплату', confirm: 'Подтвердить', paid: 'Зарплата выплачена', after: 'После выплаты', rate: /^Курс/ },
} as const;

test('Uzbek: pay a monthly salary from the employee page; the payment is in the history and the balance drops', async ({ page, request }) => {
  const client = await api(request);
  const t = TEXT.uz;
  const employee = await client.post<{ id: number; full_name: string }>('employee/', {
    first_name: `Bobur${tag()}`,
    last_name: 'Qodirov',
    position: 'Prorab',
    phone_number: nextPhone(),
    salary_type: 1,
    salary: '900',
    salary_currency: 2,
  });
  await client.post('employee-balance/', { employee_id: employee.id, salaryMonth: new Date().toISOString().slice(0, 7) });
  // A wallet of its own: its balance moves only by this payment, whatever other tests do.
  const wallet = await createWallet(request, 'USD', '1000.00');

  await setLocale(page, 'uz');
  await openSignedIn(page, ADMIN.phone, ADMIN.password, '/employees/employeesList?page_size=20');
  await page.getByPlaceholder(/Qidirish/).fill(employee.full_name.split(' ')[1]);
  // The search is debounced: wait until it reached the URL, or it would navigate back here after the click below.
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByTestId(`employee-row-balance-${employee.id}`)).toHaveText(`900,00${NBSP}USD`);
  await page.getByTestId(`employee-row-balance-${employee.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/employees/employeeDetail/${employee.id}$`));
  await expect(page.getByTestId('employee-balance')).toHaveText(`900,00${NBSP}USD`);

  await page.getByRole('button', { name: t.pay }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(t.dialog) });
  await dialog.getByRole('combobox', { name: t.wallet }).click();
  await page.getByRole('option', { name: new RegExp(wallet.name) }).click();
  await dialog.getByLabel(t.amount).fill('250,50');
  await expect(dialog.getByTestId('pay-balance-after')).toContainText(`${t.after}: 649,50${NBSP}USD`);
  await dialog.getByRole('button', { name: t.pay }).click();
  const confirm = page.getByRole('dialog', { name: t.confirmTitle });
  await expect(confirm.getByTestId('pay-confirm-balance-after')).toContainText(`649,50${NBSP}USD`);
  await confirm.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByText(t.paid)).toBeVisible();

  await expect(page.getByTestId('employee-balance')).toHaveText(`649,50${NBSP}USD`);
  const history = page.getByTestId('employee-operations');
  await expect(history.locator('tr[data-kind="payment"]').first()).toContainText(`−250,50${NBSP}USD`);
  await expect(history.locator('tr[data-kind="payment"]').first()).toContainText(`649,50${NBSP}USD`);
  const after = await client.get<Wallet>(`wallet/${wallet.id}/`);
  expect(cents(after.balance)).toBe(cents(wallet.balance) - 25_050n);
  expect(after.balance).toBe('749.50');
  expect((await client.get<{ balance: string }>(`employee/${employee.id}/`)).balance).toBe('649.50');
});

test('Russian: pay a UZS salary from a USD wallet at a rate; the converted amount is what the balance loses', async ({ page, request }) => {
  const client = await api(request);
  const t = TEXT.ru;
  const employee = await client.post<{ id: number }>('employee/', {
    first_name: `Нодира${tag()}`,
    last_name: 'Усманова',
    position: 'Бухгалтер',
    phone_number: nextPhone(),
    salary_type: 1,
    salary: '5000000',
    salary_currency: 1,
  });
  await client.post('employee-balance/', { employee_id: employee.id, salaryMonth: new Date().toISOString().slice(0, 7) });
  const wallet = await createWallet(request, 'USD', '1000.00');

  await setLocale(page, 'ru');
  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/employees/employeeDetail/${employee.id}`);
  await expect(page.getByTestId('employee-balance')).toHaveText(`5${NBSP}000${NBSP}000,00${NBSP}UZS`);
  await page.getByRole('button', { name: t.pay }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(t.dialog) });
  await dialog.getByRole('combobox', { name: t.wallet }).click();
  await page.getByRole('option', { name: new RegExp(wallet.name) }).click();
  await dialog.getByLabel(t.amount).fill('100');
  await dialog.getByLabel(t.rate).fill('12650,5');
  // 100 × 12 650.5 = 1 265 050.00 UZS; 5 000 000 − 1 265 050 = 3 734 950.00
  await expect(dialog.getByTestId('pay-balance-after')).toContainText(`3${NBSP}734${NBSP}950,00${NBSP}UZS`);
  await dialog.getByRole('button', { name: t.pay }).click();
  await page.getByRole('dialog', { name: t.confirmTitle }).getByRole('button', { name: t.confirm }).click();
  await expect(page.getByText(t.paid)).toBeVisible();
  await expect(page.getByTestId('employee-balance')).toHaveText(`3${NBSP}734${NBSP}950,00${NBSP}UZS`);
  const payment = page.getByTestId('employee-operations').locator('tr[data-kind="payment"]').first();
  await expect(payment).toContainText(`−1${NBSP}265${NBSP}050,00${NBSP}UZS`);
  await expect(payment).toContainText(`100,00${NBSP}USD`);
  await expect(page.getByTestId('employee-months').locator('tr[data-month]').first()).toContainText(`1${NBSP}265${NBSP}050,00${NBSP}UZS`);
  // The wallet (its own) lost the 100 USD paid.
  expect((await client.get<{ balance: string }>(`wallet/${wallet.id}/`)).balance).toBe('900.00');
});

test('hourly employee: hours entered on the calendar are valued at the rate and owed', async ({ page, request }) => {
  const client = await api(request);
  const employee = await client.post<{ id: number }>('employee/', {
    first_name: `Sardor${tag()}`,
    last_name: 'Elektrikov',
    position: 'Elektrik',
    phone_number: nextPhone(),
    salary_type: 2,
    hourly_rate: '45000',
    salary_currency: 1,
  });
  await setLocale(page, 'uz');
  await openSignedIn(page, ADMIN.phone, ADMIN.password, `/employees/hourlyEmployeeDetail/${employee.id}`);
  await expect(page.getByTestId('employee-balance')).toHaveText(`0,00${NBSP}UZS`);
  const day = await page.locator('[data-day]:not([disabled])').last().getAttribute('data-day');
  await page.locator(`[data-day="${day}"]`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Soatlar').fill('7,5');
  await expect(dialog.getByTestId('hours-amount')).toHaveText(`Summa: 337${NBSP}500,00${NBSP}UZS`);
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText('Soatlar saqlandi')).toBeVisible();
  await expect(page.getByTestId(`day-hours-${day}`)).toContainText('7,5');
  await expect(page.getByTestId('employee-balance')).toHaveText(`337${NBSP}500,00${NBSP}UZS`);
  await expect(page.getByTestId('calendar-totals')).toContainText(`7,5 soat, 337${NBSP}500,00${NBSP}UZS`);
  await expect(page.getByTestId('employee-operations').locator('tr[data-kind="hours"]')).toContainText(`+337${NBSP}500,00${NBSP}UZS`);

  // Change the day's hours: the entry is replaced.
  await page.locator(`[data-day="${day}"]`).click();
  await page.getByRole('dialog').getByLabel('Soatlar').fill('8');
  await page.getByRole('dialog').getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByTestId('employee-balance')).toHaveText(`360${NBSP}000,00${NBSP}UZS`);
  const entries = await client.get<{ count: number }>(`employee-balance/?employee_id=${employee.id}`);
  expect(entries.count).toBe(1);
});
