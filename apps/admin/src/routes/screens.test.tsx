import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, P, ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER } from '@mijozlar/shared';
import { renderWithAdmin } from '../test/helpers';
import { AppMenu } from '../layout/AppMenu';
import { MENU, visibleMenu, type MenuEntry } from '../layout/menuConfig';
import { APP_ROUTES } from './appRoutes';
import { canOpen, SCREENS, screenOf, screenPermission } from './screens';

const menuLinks = (entries: readonly MenuEntry[]) => entries.flatMap((entry) => (entry.kind === 'item' ? [entry.to] : entry.items.map((item) => item.to)));

describe('the screens table', () => {
  it('guards every route with its screen\'s permission, and every screen has a route', () => {
    for (const route of APP_ROUTES) expect([route.path, route.permission]).toEqual([route.path, SCREENS[route.path]]);
    expect(APP_ROUTES.map((route) => route.path).sort()).toEqual(Object.keys(SCREENS).sort());
  });

  it('knows the screen of every menu link', () => {
    for (const to of menuLinks(MENU)) expect([to, screenOf(to)]).not.toEqual([to, undefined]);
  });

  it('matches URLs with ids, queries and a trailing slash; denies a URL that is no screen', () => {
    expect(screenOf('/buildings/room/5?buildId=2')).toBe('/buildings/room/:id');
    expect(screenOf('/buildings/room?buildId=2')).toBe('/buildings/room');
    expect(screenOf('/clients/clientRead/7/')).toBe('/clients/clientRead/:id');
    expect(screenPermission('/suppliers/supplierDetail/3')).toBe(P.EMPLOYEE_READ);
    expect(screenOf('/buildings/room/5/extra')).toBeUndefined();
    expect(canOpen(Object.values(P), '/nowhere')).toBe(false);
    expect(canOpen(undefined, '/dashboard')).toBe(false);
  });

  it('shows a menu item exactly when its screen opens, for every seeded role', () => {
    for (const role of [ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER]) {
      const permissions = [...DEFAULT_ROLE_PERMISSIONS[role]];
      const shown = menuLinks(visibleMenu(MENU, permissions));
      const openable = menuLinks(MENU).filter((to) => canOpen(permissions, to));
      expect([role, shown]).toEqual([role, openable]);
      for (const to of shown) expect(permissions).toContain(screenPermission(to));
    }
  });

  it('gives the sales manager no supplier, wallet or employee item (each would answer 403)', () => {
    const shown = menuLinks(visibleMenu(MENU, [...DEFAULT_ROLE_PERMISSIONS[ROLE_SALES_MANAGER]]));
    expect(shown.some((to) => to.startsWith('/suppliers'))).toBe(false);
    expect(shown.some((to) => to.startsWith('/wallets') || to.startsWith('/employees'))).toBe(false);
    expect(shown).toEqual(expect.arrayContaining(['/salesDepartment/salesCreate', '/buildings/list?page_size=20', '/debts/debtsList?page_size=20']));
  });
});

describe('<AppMenu> of the sales manager', () => {
  it('renders buildings but not suppliers', async () => {
    renderWithAdmin(<AppMenu />, { permissions: [...DEFAULT_ROLE_PERMISSIONS[ROLE_SALES_MANAGER]], path: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Asosiy menyu' });
    expect(within(nav).getByRole('link', { name: 'Binolar' })).toBeInTheDocument();
    expect(within(nav).queryByText('Taʼminotchilar')).not.toBeInTheDocument();
  });
});
