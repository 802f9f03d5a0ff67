import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { P } from '@mijozlar/shared';
import { emptyDataProvider, renderWithAdmin } from '../../test/helpers';
import { canOpen } from '../../routes/screens';
import { MENU, visibleMenu } from '../../layout/menuConfig';
import { BackupList } from './BackupList';
import { formatBytes, hasPending } from './format';
import './texts';
import type { BackupOverview, BackupRun } from './types';

vi.setConfig({ testTimeout: 60_000 });

const run = (over: Partial<BackupRun>): BackupRun => ({
  id: 1,
  kind: 'nightly',
  status: 'ok',
  created_at: '2026-11-26T21:00:00.000Z',
  started_at: '2026-11-26T21:00:00.000Z',
  finished_at: '2026-11-26T21:00:42.000Z',
  file: 'mijozlar-20261127-020000.tar',
  size_bytes: 13_002_342,
  error: null,
  requested_by: null,
  ...over,
});

function provider(overview: BackupOverview, request = vi.fn((_path: string, options?: { method?: string }) => Promise.resolve(options?.method === 'POST' ? run({ id: 9, status: 'queued' }) : overview))) {
  return { dataProvider: { ...emptyDataProvider, request } as unknown as DataProvider, request };
}

describe('backups screen', () => {
  it('opens only with SETTINGS_WRITE, from a settings section of the menu', () => {
    expect(canOpen([P.SETTINGS_WRITE], '/settings/backups')).toBe(true);
    expect(canOpen([P.USER_WRITE, P.USER_READ], '/settings/backups')).toBe(false);
    expect(visibleMenu(MENU, [P.SETTINGS_WRITE]).map((entry) => entry.key)).toEqual(['settings']);
  });

  it('lists the runs with time, size, result and error, and queues "back up now"', async () => {
    const { dataProvider, request } = provider({
      enabled: true,
      hour: 2,
      keep: 14,
      results: [
        run({ id: 2, kind: 'manual', status: 'error', file: null, size_bytes: null, error: 'No pg_dump of PostgreSQL 17 was found', requested_by: { id: 1, full_name: 'Alisher Karimov' } }),
        run({ id: 1 }),
      ],
    });
    renderWithAdmin(<BackupList />, { dataProvider, permissions: [P.SETTINGS_WRITE] });
    const table = await screen.findByRole('table', { name: 'Zaxira nusxalar' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Xato')).toBeTruthy();
    expect(within(rows[1]).getByText('No pg_dump of PostgreSQL 17 was found')).toBeTruthy();
    expect(within(rows[1]).getByText('Alisher Karimov')).toBeTruthy();
    expect(within(rows[2]).getByText('mijozlar-20261127-020000.tar')).toBeTruthy();
    expect(within(rows[2]).getByText('12.4 MB')).toBeTruthy();
    expect(within(rows[2]).getByText('Tayyor')).toBeTruthy();
    expect(screen.getByText(/soat 02:00 da/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hozir nusxa olish' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('settings/backups', expect.objectContaining({ method: 'POST', body: {} })));
  });

  it('says when nightly backups are off, without the button', async () => {
    const { dataProvider } = provider({ enabled: false, hour: 2, keep: 14, results: [] });
    renderWithAdmin(<BackupList />, { dataProvider, permissions: [P.SETTINGS_WRITE], locale: 'ru' });
    expect(await screen.findByText(/BACKUP_DIR=off/)).toBeTruthy();
    expect(screen.getByText('Резервных копий пока нет')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сделать копию сейчас' })).toBeNull();
  });

  it('formats sizes and knows when to ask again', () => {
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(hasPending([run({ status: 'ok' }), run({ status: 'running' })])).toBe(true);
    expect(hasPending([run({ status: 'error' })])).toBe(false);
  });
});
