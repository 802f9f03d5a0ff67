import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, nextPhone, openSignedIn, sidebar, signIn } from './support';

/**
 * The roles editor at users/roles (DESIGN.md, "Roles and lookups"), in Uzbek and Russian. Each test
 * makes its own roles and users (unique names) and never changes the seeded roles.
 */

const TEXTS = {
  uz: {
    menu: 'Rollar',
    seeded: ['Administrator', 'Operator', 'Sotuv menejeri'],
    create: 'Rol qoʻshish',
    name: /^Nomi/,
    save: 'Saqlash',
    dashboard: 'Bosh sahifa',
    clients: 'Mijozlar',
    lids: 'Lidlar',
    wallets: 'Hamyonlar roʻyxati',
    selectSms: '«SMS» boʻlimidagi hammasini tanlash',
    created: 'Rol saqlandi',
    nameTaken: 'Bunday nomli rol allaqachon bor',
    updated: 'Rol oʻzgartirildi',
    deleted: 'Rol oʻchirildi',
    delete: 'Oʻchirish',
    cancel: 'Bekor qilish',
    inUse: '1 ta foydalanuvchi shu rolda: avval ularning rolini oʻzgartiring, keyin rolni oʻchiring.',
    showUsers: 'Bu roldagi foydalanuvchilar',
    menuItems: ['Boshqaruv paneli', 'Mijozlar', 'SMS'],
    menuWithLids: ['Boshqaruv paneli', 'Lidlar', 'Mijozlar', 'SMS'],
    readOnly: 'Siz rollarni faqat koʻra olasiz: ularni oʻzgartirish uchun «Foydalanuvchilarni tahrirlash» ruxsati kerak.',
    ownRole: 'Bu sizning rolingiz: oʻz ruxsatlaringizni oʻzgartira olmaysiz.',
    notHeld: 'Sizda bu ruxsat yoʻq: faqat oʻzingizda bor ruxsatlarni bera olasiz',
    view: 'Koʻrish',
  },
  ru: {
    menu: 'Роли',
    seeded: ['Администратор', 'Оператор', 'Менеджер по продажам'],
    create: 'Добавить роль',
    name: /^Название/,
    save: 'Сохранить',
    dashboard: 'Главная панель',
    clients: 'Клиенты',
    lids: 'Лиды',
    wallets: 'Список кошельков',
    selectSms: 'Выбрать всё в разделе «SMS»',
    created: 'Роль сохранена',
    nameTaken: 'Роль с таким названием уже есть',
    updated: 'Роль изменена',
    deleted: 'Роль удалена',
    delete: 'Удалить',
    cancel: 'Отмена',
    inUse: 'Эту роль имеет 1 пользователь: сначала смените ему роль, затем удалите роль.',
    showUsers: 'Пользователи с этой ролью',
    menuItems: ['Панель управления', 'Клиенты', 'SMS'],
    menuWithLids: ['Панель управления', 'Лиды', 'Клиенты', 'SMS'],
    readOnly: 'Вы можете только просматривать роли: чтобы их менять, нужно право «Редактирование пользователей».',
    ownRole: 'Это ваша роль: свои права менять нельзя.',
    notHeld: 'У вас нет этого права: выдавать можно только те права, которые есть у вас самих',
    view: 'Просмотр',
  },
} as const;

type Locale = keyof typeof TEXTS;

const unique = (locale: Locale) => `${locale}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The API as the seeded admin (roles and users made here, never the seeded ones changed). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/account/login/', { data: { phone_number: ADMIN.phone, password: ADMIN.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).access}` };
  const roles = async () => (await (await request.get('/api/account/role/', { headers })).json()).results as { id: number; name: string; permissions: string[] }[];
  return {
    roleId: async (name: string) => (await roles()).find((role) => role.name === name)!.id,
    /** The whole catalogue: the seeded admin role holds every code. */
    catalogueSize: async () => (await roles()).find((role) => role.name === 'admin')!.permissions.length,
    createRole: async (name: string, permissions: string[]) => {
      const res = await request.post('/api/account/role/', { headers, data: { name, permissions } });
      expect(res.status()).toBe(201);
      return (await res.json()).id as number;
    },
    createUser: async (role: number, fullName: string) => {
      const phone = nextPhone();
      const password = 'e2e-password-1';
      const res = await request.post('/api/account/user/', { headers, data: { phone_number: phone, full_name: fullName, password, role } });
      expect(res.status()).toBe(201);
      return { id: (await res.json()).id as number, phone, password };
    },
    moveUser: async (user: number, role: number) => {
      expect((await request.put(`/api/account/user/${user}/`, { headers, data: { role } })).status()).toBe(200);
    },
  };
}

async function setLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
}

/** The sidebar's items as the user reads them, in order. */
async function menuItems(page: Page) {
  const links = sidebar(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((text) => text.trim());
}

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXTS[locale];

  test(`roles editor: create, a holder's menu follows, edit, delete refused while held (${locale})`, async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const api = await adminApi(request);
    const name = `Kassir ${unique(locale)}`;
    await setLocale(page, locale);
    await signIn(page, ADMIN.phone, ADMIN.password);

    // The menu item opens the list, which shows the seeded roles translated.
    await sidebar(page).getByRole('link', { name: t.menu, exact: true }).click();
    await expect(page).toHaveURL(/\/users\/roles/);
    for (const seeded of t.seeded) await expect(page.getByRole('row', { name: new RegExp(seeded) })).toBeVisible();

    // Create: name, two boxes, and the SMS section by its "select all".
    await page.getByRole('link', { name: t.create }).click();
    await expect(page).toHaveURL(/\/users\/roles\/create$/);
    // A taken name (the seeded operator's) is refused under the field, in the user's language.
    await page.getByLabel(t.name).fill('operator');
    await page.getByRole('checkbox', { name: t.dashboard, exact: true }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.nameTaken)).toBeVisible();
    await page.getByLabel(t.name).fill(name);
    await page.getByRole('checkbox', { name: t.clients, exact: true }).check();
    await page.getByRole('checkbox', { name: t.selectSms }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect(page).toHaveURL(/\/users\/roles(\?|$)/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    const catalogue = await api.catalogueSize();
    expect(catalogue).toBeGreaterThan(20);
    await expect(row).toContainText(`4 / ${catalogue}`);

    // A user holding the role sees exactly the matching menu items.
    const roleId = await api.roleId(name);
    const holder = await api.createUser(roleId, `Kassir ${unique(locale)}`);
    const context = await browser.newContext();
    const holderPage = await context.newPage();
    await setLocale(holderPage, locale);
    await signIn(holderPage, holder.phone, holder.password);
    expect(await menuItems(holderPage)).toEqual(t.menuItems);

    // Edit adds a permission; the holder's menu has it after a reload.
    await row.getByRole('cell').first().click();
    await expect(page).toHaveURL(new RegExp(`/users/roles/${roleId}$`));
    await expect(page.getByRole('checkbox', { name: t.clients, exact: true })).toBeChecked();
    await page.getByRole('checkbox', { name: t.lids, exact: true }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.updated)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(`5 / ${catalogue}`);
    await holderPage.reload();
    expect(await menuItems(holderPage)).toEqual(t.menuWithLids);
    await context.close();

    // Delete while the user holds it: the API's 409, told with the count and a way to the users.
    await page.reload();
    const listed = page.getByRole('row', { name: new RegExp(name) });
    await expect(listed.getByRole('cell').nth(2)).toHaveText('1');
    await listed.getByRole('button', { name: t.delete }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.delete }).click();
    await expect(dialog.getByRole('alert')).toContainText(t.inUse);
    await expect(dialog.getByRole('link', { name: t.showUsers })).toBeVisible();
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    // Once the user has another role, the same delete goes through.
    await api.moveUser(holder.id, await api.roleId('operator'));
    await page.reload();
    await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: t.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.delete }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });

  test(`roles editor: read-only with USER_READ alone, and the boxes one may not grant (${locale})`, async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    const api = await adminApi(request);
    const tag = unique(locale);
    const readerRole = await api.createRole(`Kuzatuvchi ${tag}`, ['DASHBOARD', 'USER_READ']);
    const reader = await api.createUser(readerRole, `Kuzatuvchi ${tag}`);
    const clerkRole = await api.createRole(`Kadrlar ${tag}`, ['DASHBOARD', 'USER_READ', 'USER_WRITE', 'CLIENT_READ']);
    const clerk = await api.createUser(clerkRole, `Kadrlar ${tag}`);
    await setLocale(page, locale);

    // USER_READ alone: the list without create or delete, each role's form read-only with the reason.
    await signIn(page, reader.phone, reader.password);
    await sidebar(page).getByRole('link', { name: t.menu, exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(t.seeded[1]) })).toBeVisible();
    await expect(page.getByRole('link', { name: t.create })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.delete })).toHaveCount(0);
    await page.getByRole('row', { name: new RegExp(`Kadrlar ${tag}`) }).getByRole('button', { name: t.view }).click();
    await expect(page.getByTestId('role-read-only')).toHaveText(t.readOnly);
    await expect(page.getByLabel(t.name)).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: t.clients, exact: true })).toBeChecked();
    const boxes = page.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(22);
    for (const box of await boxes.all()) await expect(box).toBeDisabled();
    await expect(page.getByRole('button', { name: t.save })).toHaveCount(0);
    // The create form is not for them: the route answers with the 403 page.
    await page.goto('/users/roles/create');
    await expect(page).toHaveURL(/\/errors\/403/);

    // A clerk with USER_WRITE: a box they do not hold is disabled with the rule; their own role is read-only.
    const clerkContext = await browser.newContext();
    const clerkPage = await clerkContext.newPage();
    await setLocale(clerkPage, locale);
    await openSignedIn(clerkPage, clerk.phone, clerk.password, '/users/roles/create');
    const wallets = clerkPage.getByRole('checkbox', { name: t.wallets, exact: true });
    await expect(wallets).toBeDisabled();
    await expect(clerkPage.getByText(t.notHeld).first()).toBeVisible();
    await expect(clerkPage.getByRole('checkbox', { name: t.clients, exact: true })).toBeEnabled();
    await clerkPage.goto(`/users/roles/${clerkRole}`);
    await expect(clerkPage.getByTestId('role-read-only')).toContainText(t.ownRole);
    await expect(clerkPage.getByRole('button', { name: t.save })).toHaveCount(0);
    await clerkContext.close();
  });
}
