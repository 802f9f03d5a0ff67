import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { P } from '@mijozlar/shared';
import { renderWithAdmin } from '../test/helpers';
import { AppMenu } from './AppMenu';
import { isActive, MENU, visibleMenu } from './menuConfig';

const labels = (entries: ReturnType<typeof visibleMenu>) =>
  entries.map((entry) => (entry.kind === 'item' ? entry.key : `${entry.key}[${entry.items.map((item) => item.key).join(',')}]`));

describe('visibleMenu', () => {
  it('keeps only permitted items and drops sections left empty', () => {
    expect(labels(visibleMenu(MENU, [P.STATISTICS, P.USER_READ]))).toEqual(['statistics[sale-statistic,all-debt]', 'users', 'roles']);
    expect(visibleMenu(MENU, [])).toEqual([]);
    expect(visibleMenu(MENU, undefined)).toEqual([]);
  });

  it('shows suppliers only to those who can open them (EMPLOYEE_READ, the screen\'s permission), not with the buildings permission', () => {
    expect(labels(visibleMenu(MENU, [P.BUILDING_READ]))).toEqual(['buildings']);
    expect(labels(visibleMenu(MENU, [P.EMPLOYEE_READ]))).toEqual(['suppliers', 'employees']);
  });

  it('shows everything to a user with every permission', () => {
    const all = visibleMenu(MENU, Object.values(P));
    expect(all).toHaveLength(MENU.length);
  });

  it('marks items active by path prefix, on segment boundaries', () => {
    expect(isActive('/users/userCreate', ['/users'])).toBe(true);
    expect(isActive('/users', ['/users'])).toBe(true);
    expect(isActive('/usersX', ['/users'])).toBe(false);
    expect(isActive('/buildings/room/4', ['/buildings'])).toBe(true);
  });
});

describe('<AppMenu>', () => {
  it('renders only the permitted items, with page_size=20 links', async () => {
    renderWithAdmin(<AppMenu />, { permissions: [P.STATISTICS, P.USER_READ, P.SALE_WRITE], path: '/users/usersList' });

    const nav = await screen.findByRole('navigation', { name: 'Asosiy menyu' });
    const users = within(nav).getByRole('link', { name: 'Foydalanuvchilar' });
    expect(users).toHaveAttribute('href', '/users/usersList?page_size=20');
    expect(users).toHaveAttribute('aria-current', 'page');

    expect(within(nav).getByRole('button', { name: 'Statistika' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sotuv boʻlimi' })).toBeInTheDocument();
    for (const hidden of ['Boshqaruv paneli', 'Hamyonlar', 'Binolar', 'Taʼminotchilar', 'Xodimlar', 'Mijozlar']) {
      expect(within(nav).queryByText(hidden)).not.toBeInTheDocument();
    }

    fireEvent.click(within(nav).getByRole('button', { name: 'Statistika' }));
    expect(await within(nav).findByRole('link', { name: 'Sotuv statistikasi' })).toHaveAttribute(
      'href',
      '/statistics/statistic?currency=2&page_size=20',
    );
    expect(within(nav).getByRole('link', { name: 'Barcha qarzlar' })).toBeInTheDocument();
    expect(within(nav).queryByText('Umumiy statistika')).not.toBeInTheDocument();
  });

  it('opens the section of the current route, one section at a time', async () => {
    renderWithAdmin(<AppMenu />, { permissions: Object.values(P), path: '/wallets/list' });
    const nav = await screen.findByRole('navigation', { name: 'Asosiy menyu' });
    // The section of the route opens once the route is known: wait for it, not for the menu alone.
    expect(await within(nav).findByRole('link', { name: 'Hamyonlar roʻyxati' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(within(nav).getByRole('button', { name: 'Statistika' }));
    expect(await within(nav).findByRole('link', { name: 'Umumiy statistika' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Hamyonlar' })).toHaveAttribute('aria-expanded', 'false');
  });
});
