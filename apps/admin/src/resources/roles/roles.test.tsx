import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Form, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSIONS, P, type PermissionCode } from '@mijozlar/shared';
import ru from '../../i18n/roles.ru';
import uz from '../../i18n/roles.uz';
import { MENU, type MenuEntry } from '../../layout/menuConfig';
import { ApiError } from '../../providers/apiErrors';
import { emptyDataProvider, fakeAuthProvider, renderWithAdmin } from '../../test/helpers';
import { deleteLock, editLock, grantLock, type RoleActor } from './access';
import { catalogueOrder, groupPermissions, OTHER_GROUP } from './catalogue';
import { PermissionCatalogueInput } from './PermissionCatalogueInput';
import { roleErrorText } from './roleErrors';
import { RoleCreate, RoleEdit } from './RoleForm';
import { toRolePayload } from './rolePayload';
import './texts';
import type { Role } from './types';

// The form tests render the whole catalogue: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const ADMIN: RoleActor = { permissions: [...ALL_PERMISSIONS], roleName: 'admin' };
/** A manager of users who holds only a part of the catalogue. */
const CLERK: RoleActor = { permissions: [P.USER_READ, P.USER_WRITE, P.CLIENT_READ, P.LID_READ, P.SMS_READ], roleName: 'kadrlar' };
const READER: RoleActor = { permissions: [P.USER_READ, P.DASHBOARD], roleName: 'kuzatuvchi' };

const role = (over: Partial<Role> = {}): Role => ({ id: 7, name: 'Kassir', permissions: [P.CLIENT_READ], users_count: 0, ...over });

describe('the catalogue follows the menu', () => {
  const groups = groupPermissions();

  it('puts every permission code of P in exactly one group, and none in "other"', () => {
    const placed = groups.flatMap((group) => group.codes);
    expect([...placed].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(new Set(placed).size).toBe(placed.length);
    // A new code in packages/shared with neither a menu item nor a companion lands here and fails.
    expect(groups.find((group) => group.key === OTHER_GROUP)?.codes ?? []).toEqual([]);
  });

  it('has one group per menu entry, in menu order, named as the menu names it', () => {
    const menuKeys = MENU.map((entry) => entry.key);
    const keys = groups.map((group) => group.key);
    expect(keys).toEqual(menuKeys.filter((key) => keys.includes(key)));
    const sales = groups.find((group) => group.key === 'sales')!;
    expect(sales).toMatchObject({ label: 'app.menu.sales', codes: [P.SALE_READ, P.SALE_WRITE, P.SALE_PENDING_READ] });
    expect(groups.find((group) => group.key === 'users')?.codes).toEqual([P.USER_READ, P.USER_WRITE]);
    expect(groups.find((group) => group.key === 'buildings')?.codes).toEqual([P.BUILDING_READ, P.BUILDING_WRITE]);
    // Suppliers open with the employees' code: it is shown under employees, suppliers has no group.
    expect(groups.find((group) => group.key === 'employees')?.codes).toEqual([P.EMPLOYEE_READ]);
    expect(keys).not.toContain('suppliers');
    // The audit trail has its own menu item (beside users and roles).
    expect(groups.find((group) => group.key === 'audit')?.codes).toEqual([P.AUDIT_READ]);
  });

  it('moves a code when the menu moves it, and shows a code without a place under "other"', () => {
    // The clients item pointed at the debts screen (and the debts item gone): it takes the debts' code.
    const menu: MenuEntry[] = MENU.filter((entry) => entry.key !== 'debts').map((entry) =>
      entry.key === 'clients' ? { ...entry, to: '/debts/debtsList' } : entry,
    ) as MenuEntry[];
    const moved = groupPermissions(menu);
    expect(moved.find((group) => group.key === 'clients')?.codes).toEqual([P.CLIENT_DEBT_READ]);
    expect(moved.find((group) => group.key === OTHER_GROUP)?.codes).toEqual([P.CLIENT_READ]);

    const withNew = groupPermissions(MENU, [...ALL_PERMISSIONS.filter((code) => code !== P.SETTINGS_WRITE), 'NEW_CODE' as PermissionCode]);
    expect(withNew.at(-1)).toMatchObject({ key: OTHER_GROUP, codes: ['NEW_CODE'] });
  });

  it('names and explains every code in Uzbek and Russian', () => {
    for (const code of ALL_PERMISSIONS) {
      for (const texts of [uz, ru]) {
        expect(texts.permissions[code].name.length, code).toBeGreaterThan(2);
        expect(texts.permissions[code].help.length, code).toBeGreaterThan(10);
      }
      // Uzbek oʻ/gʻ with U+02BB, never a plain apostrophe or a backtick.
      expect(uz.permissions[code].help, code).not.toMatch(/[oOgG]['`‘’]/);
      expect(ru.permissions[code].help, code).toMatch(/[а-яё]/i);
    }
  });
});

describe('the escalation rules', () => {
  it('a box the user does not hold is disabled with the rule as its reason', () => {
    expect(grantLock(P.WALLET_READ, CLERK)).toEqual({ reason: 'resources.roles.reasons.not_held' });
    expect(grantLock(P.CLIENT_READ, CLERK)).toBeNull();
    expect(grantLock(P.WALLET_READ, ADMIN)).toBeNull();
  });

  it('says why a role is read-only: no USER_WRITE, the admin role, the own role, a role above the user', () => {
    expect(editLock(undefined, READER)?.reason).toBe('resources.roles.reasons.read_only');
    expect(editLock(role(), READER)?.reason).toBe('resources.roles.reasons.read_only');
    expect(editLock(undefined, CLERK)).toBeNull();
    expect(editLock(role({ name: 'admin', permissions: [...ALL_PERMISSIONS] }), ADMIN)?.reason).toBe('resources.roles.reasons.admin_role');
    expect(editLock(role({ name: 'kadrlar', permissions: [P.USER_READ] }), CLERK)?.reason).toBe('resources.roles.reasons.own_role');
    expect(editLock(role({ permissions: [P.CLIENT_READ, P.WALLET_READ, P.SALE_READ] }), CLERK)).toEqual({
      reason: 'resources.roles.reasons.above',
      codes: [P.WALLET_READ, P.SALE_READ],
    });
    expect(editLock(role({ permissions: [P.CLIENT_READ, P.LID_READ] }), CLERK)).toBeNull();
  });

  it('built-in roles keep existing (the seed makes them again); others may be deleted', () => {
    expect(deleteLock(role({ name: 'operator', permissions: [P.CLIENT_READ] }), ADMIN)?.reason).toBe('resources.roles.reasons.built_in_delete');
    expect(deleteLock(role({ name: 'sales manager', permissions: [P.CLIENT_READ] }), ADMIN)?.reason).toBe('resources.roles.reasons.built_in_delete');
    expect(deleteLock(role({ users_count: 3 }), ADMIN)).toBeNull();
    expect(deleteLock(role(), READER)?.reason).toBe('resources.roles.reasons.read_only');
  });
});

describe('toRolePayload', () => {
  const order = catalogueOrder(groupPermissions());

  it('sends the trimmed name and the ticked codes once each, known ones only, in catalogue order', () => {
    expect(
      toRolePayload({ name: '  Kassir ', permissions: [P.WALLET_READ, P.DASHBOARD, 'ROOT', P.WALLET_READ, P.WALLETS_OVERVIEW] }, { order }),
    ).toEqual({ name: 'Kassir', permissions: [P.DASHBOARD, P.WALLETS_OVERVIEW, P.WALLET_READ] });
    expect(toRolePayload({ name: 'Bo‘sh', permissions: undefined })).toEqual({ name: 'Bo‘sh', permissions: [] });
  });

  it('keeps a built-in role’s name (not sent): the seed finds the role by it', () => {
    expect(toRolePayload({ name: 'Operator', permissions: [P.SMS_READ] }, { builtIn: true, order })).toEqual({ permissions: [P.SMS_READ] });
  });
});

describe('roleErrorText', () => {
  const apiError = (status: number, errors: { field: string | null; code: string; message: string }[]) =>
    new ApiError(errors[0].message, status, null, { apiErrors: errors, refreshAttempted: false, redirected: false });

  it('puts a taken name under the name field, says the escalation refusals in the screen’s words', () => {
    expect(roleErrorText(apiError(409, [{ field: 'name', code: 'unique', message: 'Bu qiymat allaqachon mavjud' }]))).toEqual({
      name: 'resources.roles.errors.name_taken',
    });
    expect(roleErrorText(apiError(403, [{ field: 'permissions', code: 'role.grant_not_held', message: 'x' }])).general).toBe(
      'resources.roles.errors.grant_not_held',
    );
    expect(roleErrorText(apiError(403, [{ field: null, code: 'role.own_role', message: 'x' }])).general).toBe('resources.roles.errors.own_role');
    expect(roleErrorText(apiError(409, [{ field: null, code: 'user.last_admin', message: 'x' }])).general).toBe('resources.roles.errors.last_admin');
    expect(roleErrorText(apiError(409, [{ field: null, code: 'role.in_use', message: 'x' }])).inUse).toBe(true);
    expect(roleErrorText(apiError(403, [{ field: null, code: 'forbidden', message: 'x' }])).general).toBe('resources.roles.errors.forbidden');
    expect(roleErrorText(apiError(400, [{ field: 'permissions', code: 'invalid', message: 'Notoʻgʻri qiymat' }])).general).toBe('Notoʻgʻri qiymat');
  });
});

function CatalogueForm({ actor, disabled = false, permissions = [] as string[] }: { actor: RoleActor; disabled?: boolean; permissions?: string[] }) {
  return (
    <Form record={{ permissions }}>
      <PermissionCatalogueInput groups={groupPermissions()} actor={actor} disabled={disabled} />
    </Form>
  );
}

describe('<PermissionCatalogueInput>', () => {
  it('disables what the user may not grant, with the reason next to it; select all takes only the rest', async () => {
    renderWithAdmin(<CatalogueForm actor={CLERK} />, { permissions: CLERK.permissions as string[] });
    // Queries inside one group card (getByRole over the whole catalogue is slow in jsdom).
    const group = async (key: string) => within((await screen.findByTestId('role-permissions-count')).closest('section')!.querySelector<HTMLElement>(`[data-group="${key}"]`)!);
    const box = (scope: ReturnType<typeof within>, name: string) => scope.getByRole('checkbox', { name, hidden: true });

    const wallets = await group('wallets');
    expect(box(wallets, 'Hamyonlar roʻyxati')).toBeDisabled();
    expect(box(wallets, 'Hamyonlar roʻyxati')).toHaveAccessibleDescription(/Sizda bu ruxsat yoʻq: faqat oʻzingizda bor ruxsatlarni bera olasiz/);
    const clients = await group('clients');
    expect(box(clients, 'Mijozlar')).toBeEnabled();
    expect(box(clients, 'Mijozlar')).toHaveAccessibleDescription('Mijozlar roʻyxati va kartasi: koʻrish, qoʻshish va tahrirlash.');

    // The SMS group: "select all" ticks what the clerk holds (SMS_READ), not SMS_WRITE.
    const sms = await group('sms');
    fireEvent.click(box(sms, '«SMS» boʻlimidagi hammasini tanlash'));
    expect(box(sms, 'Yuborilgan SMS')).toBeChecked();
    expect(box(sms, 'SMS yuborish')).not.toBeChecked();
    expect(box(sms, 'SMS yuborish')).toBeDisabled();
    expect(box(sms, '«SMS» boʻlimidagi hammasini tanlash')).toBeChecked();
    // The sales group: nothing the clerk may grant, so "select all" is off too.
    expect(box(await group('sales'), '«Sotuv boʻlimi» boʻlimidagi hammasini tanlash')).toBeDisabled();
    // The users group: the clerk holds both.
    const users = await group('users');
    fireEvent.click(box(users, '«Foydalanuvchilar» boʻlimidagi hammasini tanlash'));
    expect(box(users, 'Foydalanuvchilarni tahrirlash')).toBeChecked();
    expect(screen.getByTestId('role-permissions-count')).toHaveTextContent(`Tanlangan: 3 / ${ALL_PERMISSIONS.length}`);
  });

  it('shows every box disabled and no per-box reason when the whole form is read-only', async () => {
    renderWithAdmin(<CatalogueForm actor={READER} disabled permissions={[P.DASHBOARD]} />, { permissions: READER.permissions as string[], locale: 'ru' });
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(ALL_PERMISSIONS.length);
    for (const box of boxes) expect(box).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Главная панель' })).toBeChecked();
    expect(screen.queryByText(/У вас нет этого права/)).not.toBeInTheDocument();
  });
});

function rolesProvider(roles: Role[], request = vi.fn().mockResolvedValue({})) {
  return {
    ...emptyDataProvider,
    getList: () => Promise.resolve({ data: roles, total: roles.length }),
    request,
  } as unknown as DataProvider & { request: typeof request };
}

const identity = (roleName: string) => ({ id: 1, fullName: 'Dilnoza Karimova', roleName, phoneNumber: '+998901112233' });

describe('the role form', () => {
  it('creates a role: the name and the ticked codes in catalogue order', async () => {
    const request = vi.fn().mockResolvedValue({ id: 9 });
    renderWithAdmin(
      <Routes>
        <Route path="/users/roles/create" element={<RoleCreate />} />
        <Route path="/users/roles" element={<p>list</p>} />
      </Routes>,
      {
        path: '/users/roles/create',
        authProvider: fakeAuthProvider(CLERK.permissions as string[], identity('kadrlar')),
        dataProvider: rolesProvider([], request),
      },
    );
    fireEvent.change(await screen.findByLabelText(/^Nomi/), { target: { value: '  Qabulxona ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yuborilgan SMS' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lidlar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith('account/role', {
      method: 'POST',
      body: { name: 'Qabulxona', permissions: [P.LID_READ, P.SMS_READ] },
      openErrorPage: false,
    });
    expect(await screen.findByText('list')).toBeInTheDocument();
  });

  it('shows a taken name under the name field', async () => {
    const request = vi.fn().mockRejectedValue(
      new ApiError('taken', 409, null, {
        apiErrors: [{ field: 'name', code: 'unique', message: 'Bu qiymat allaqachon mavjud' }],
        refreshAttempted: false,
        redirected: false,
      }),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/users/roles/create" element={<RoleCreate />} />
      </Routes>,
      { path: '/users/roles/create', authProvider: fakeAuthProvider(ADMIN.permissions as string[]), dataProvider: rolesProvider([], request) },
    );
    fireEvent.change(await screen.findByLabelText(/^Nomi/), { target: { value: 'operator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Bunday nomli rol allaqachon bor')).toBeInTheDocument();
  });

  it('edits a built-in role’s permissions without sending its name', async () => {
    const request = vi.fn().mockResolvedValue({});
    const operator = role({ id: 2, name: 'operator', permissions: [P.DASHBOARD, P.LID_READ], users_count: 4 });
    renderWithAdmin(
      <Routes>
        <Route path="/users/roles/:id" element={<RoleEdit />} />
        <Route path="/users/roles" element={<p>list</p>} />
      </Routes>,
      { path: '/users/roles/2', authProvider: fakeAuthProvider(ADMIN.permissions as string[]), dataProvider: rolesProvider([operator], request) },
    );
    const name = await screen.findByLabelText(/^Nomi/);
    expect(name).toBeDisabled();
    // Shown translated; the stored name is not sent.
    expect(name).toHaveValue('Operator');
    expect(screen.getByText('4 ta foydalanuvchi', { exact: false })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mijozlar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith('account/role/2', {
      method: 'PUT',
      body: { permissions: [P.DASHBOARD, P.LID_READ, P.CLIENT_READ] },
      openErrorPage: false,
    });
  });

  it('is read-only for a USER_READ-only user: the reason, every box disabled, no save, no delete', async () => {
    const request = vi.fn();
    renderWithAdmin(
      <Routes>
        <Route path="/users/roles/:id" element={<RoleEdit />} />
      </Routes>,
      {
        path: '/users/roles/7',
        authProvider: fakeAuthProvider(READER.permissions as string[], identity('kuzatuvchi')),
        dataProvider: rolesProvider([role()], request),
      },
    );
    expect(await screen.findByTestId('role-read-only')).toHaveTextContent('Siz rollarni faqat koʻra olasiz');
    expect(screen.getByLabelText(/^Nomi/)).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Saqlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oʻchirish' })).not.toBeInTheDocument();
  });

  it('says which codes put a role above the user', async () => {
    const above = role({ permissions: [P.CLIENT_READ, P.WALLET_READ] });
    renderWithAdmin(
      <Routes>
        <Route path="/users/roles/:id" element={<RoleEdit />} />
      </Routes>,
      { path: '/users/roles/7', authProvider: fakeAuthProvider(CLERK.permissions as string[], identity('kadrlar')), dataProvider: rolesProvider([above]) },
    );
    expect(await screen.findByTestId('role-read-only')).toHaveTextContent(
      'Bu rolda sizda yoʻq ruxsatlar bor («Hamyonlar roʻyxati»): uni faqat shu ruxsatlarga ega foydalanuvchi oʻzgartira oladi.',
    );
  });
});
