import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, createWorkerUser, openSignedIn, sql } from './support';

// exceljs is a dependency of the API: the test fills the downloaded template with it.
const require = createRequire(new URL('../../api/package.json', import.meta.url));
const ExcelJS = require('exceljs') as typeof import('exceljs');

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tashkentDay = (daysAgo: number) => new Date(Date.now() + 5 * 3600_000 - daysAgo * 86400_000).toISOString().slice(0, 10);

/** A project and a USD wallet with 1000 in it, made through the API as an admin would. */
async function fixtures(request: APIRequestContext) {
  const login = await request.post('/api/account/login/', { data: { phone_number: ADMIN.phone, password: ADMIN.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).access}` };
  const tag = unique();
  const project = await (await request.post('/api/construction/', { headers, data: { name: `Import obyekti ${tag}`, floor_count: 9, room_count: 36, entrance_count: 2 } })).json();
  const wallet = await (await request.post('/api/wallet/', { headers, data: { name: `Qurilish kassasi ${tag}`, currency: 2 } })).json();
  const put = await request.post('/api/wallet-operations/', { headers, data: { wallet: wallet.id, operation_type: 'replenish', amount: '1000', method: 1, comment: 'Kirim' } });
  expect(put.status()).toBe(201);
  return { project: project as { id: number; name: string }, wallet: wallet as { id: number; name: string } };
}

const TEXTS = {
  uz: { template: 'Namuna fayl', import: 'Exceldan yuklash', dialog: 'Xarajatlarni Exceldan yuklash', check: 'Tekshirish', run: 'Import qilish', wallet: 'Hamyon', valid: /Fayl toʻgʻri: 2 ta qator/ },
  ru: { template: 'Файл-шаблон', import: 'Загрузить из Excel', dialog: 'Загрузка расходов из Excel', check: 'Проверить', run: 'Импортировать', wallet: 'Кошелёк', valid: /Файл в порядке: 2 строки/ },
} as const;

for (const locale of ['uz', 'ru'] as const) {
  test(`construction import: an error row is shown per row, then the corrected file is imported (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = TEXTS[locale];
    const { project, wallet } = await fixtures(request);
    await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
    // One import per user at a time: a user of its own, so another test's import never answers this one's with 429.
    const importer = await createWorkerUser(request, 'admin', test.info().workerIndex);
    await openSignedIn(page, importer.phone, importer.password, `/construction/build/${project.id}`);
    await expect(page.getByTestId('project-name')).toHaveText(project.name, { timeout: 30_000 });

    // The template: its header row, then our rows instead of the example.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.template }).click();
    const templatePath = await (await downloading).path();
    const build = async (rows: unknown[][]) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(templatePath!);
      const sheet = book.worksheets[0];
      sheet.spliceRows(2, 1);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const good = [
      [tashkentDay(3), wallet.name, '120.50', '', 'Armatura avansi'],
      [tashkentDay(1), String(wallet.id), '79.50', locale === 'ru' ? 'Наличные' : 'Naqd pul', 'Kran ijarasi'],
    ];
    const bad = await build([...good, [tashkentDay(1), 'Bunday hamyon yoʻq', '10', '', 'Xato qator']]);

    await page.getByRole('button', { name: t.import }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByTestId('import-file').setInputFiles({ name: 'xarajatlar.xlsx', mimeType: XLSX, buffer: bad });
    await dialog.getByRole('button', { name: t.check }).click();
    const errors = dialog.getByRole('table');
    await expect(errors).toBeVisible();
    const rows = errors.getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText('4');
    // The column is named in the user's language, with the API's message.
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(t.wallet);
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(locale === 'ru' ? /Кошелёк не найден/ : /hamyon topilmadi/);
    await expect(dialog.getByRole('button', { name: t.run })).toHaveCount(0);
    const count = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM wallet_operation WHERE construction_id = $1', [project.id]))[0].n);
    expect(await count()).toBe(0);

    // The corrected file: checked, then imported.
    await dialog.getByTestId('import-file').setInputFiles({ name: 'xarajatlar-2.xlsx', mimeType: XLSX, buffer: await build(good) });
    await dialog.getByRole('button', { name: t.check }).click();
    await expect(dialog.getByText(t.valid)).toBeVisible();
    await dialog.getByRole('button', { name: t.run }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(count).toBe(2);
    const [balance] = await sql<{ balance: string }>('SELECT balance::text AS balance FROM wallet WHERE id = $1', [wallet.id]);
    expect(balance.balance).toBe('800.00');
    // The page shows what was spent and the two expenses.
    await expect(page.getByTestId('spent-chip-USD')).toContainText('200');
    await expect(page.getByText('Armatura avansi')).toBeVisible();
    await expect(page.getByText('Kran ijarasi')).toBeVisible();
  });
}
