import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { P } from '@mijozlar/shared';
import { emptyDataProvider, renderWithAdmin } from '../../test/helpers';
import { canOpen } from '../../routes/screens';
import { MENU, visibleMenu } from '../../layout/menuConfig';
import { BackupList } from './BackupList';
import { formatBytes, hasPending, pendingRun } from './format';
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

/** A phone's width as MUI's useMediaQuery reads it: every `max-width` query matches, nothing else. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LONG_ERROR =
  'pg_dump: error: aborting because of server version mismatch; pg_dump: detail: server version: 17.5; pg_dump version: 15.20 (Debian 15.20-0+deb12u1). Install the PostgreSQL 17 client tools on the server.';

const PHONE_RUNS: BackupOverview = {
  enabled: true,
  hour: 2,
  keep: 14,
  results: [
    run({ id: 2, kind: 'manual', status: 'error', file: null, size_bytes: null, finished_at: '2026-11-27T10:15:03.000Z', error: LONG_ERROR, requested_by: { id: 1, full_name: 'Alisher Karimov' } }),
    run({ id: 1, file: 'mijozlar-20261127-020000-with-a-rather-long-company-name.tar' }),
  ],
};

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

  it('on a phone shows one card per run with every field, the error in full, and no table', async () => {
    asPhone();
    const { dataProvider, request } = provider(PHONE_RUNS);
    renderWithAdmin(<BackupList />, { dataProvider, permissions: [P.SETTINGS_WRITE] });
    const list = await screen.findByRole('list', { name: 'Zaxira nusxalar' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    // The failed run asked for by hand: time (Tashkent), kind, result, who asked, the whole error.
    const failed = within(cards[0]);
    expect(failed.getByText('27.11.2026, 15:15')).toBeTruthy();
    expect(failed.getByText('Xato')).toBeTruthy();
    expect(cards[0].textContent).toContain('Qoʻlda · Kim soʻradi: Alisher Karimov');
    const error = failed.getByText(LONG_ERROR);
    // Wrapped over as many lines as it takes, never cut to one line.
    expect(getComputedStyle(error).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(error).textOverflow).not.toBe('ellipsis');

    // The nightly one: time, kind, result, the whole file name and the size; nobody asked for it.
    const ready = within(cards[1]);
    expect(ready.getByText('27.11.2026, 02:00')).toBeTruthy();
    expect(ready.getByText('Tungi')).toBeTruthy();
    expect(cards[1].textContent).not.toContain('Kim soʻradi');
    expect(ready.getByText('Tayyor')).toBeTruthy();
    const file = ready.getByText('mijozlar-20261127-020000-with-a-rather-long-company-name.tar');
    expect(getComputedStyle(file).whiteSpace).not.toBe('nowrap');
    expect(ready.getByText(/12\.4 MB/)).toBeTruthy();

    // "Back up now" is there on a phone too.
    fireEvent.click(screen.getByRole('button', { name: 'Hozir nusxa olish' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('settings/backups', expect.objectContaining({ method: 'POST' })));
  });

  it('on a phone in Russian: the cards in Russian', async () => {
    asPhone();
    const { dataProvider } = provider(PHONE_RUNS);
    renderWithAdmin(<BackupList />, { dataProvider, permissions: [P.SETTINGS_WRITE], locale: 'ru' });
    const cards = within(await screen.findByRole('list', { name: 'Резервные копии' })).getAllByRole('listitem');
    expect(cards[0].textContent).toContain('Вручную · Кто запросил: Alisher Karimov');
    expect(within(cards[0]).getByText('Ошибка')).toBeTruthy();
    expect(within(cards[1]).getByText('Ночная')).toBeTruthy();
    expect(within(cards[1]).getByText('Готово')).toBeTruthy();
  });

  it('while a backup is queued or running, says so and asks again by itself until it is done', async () => {
    const overviews: BackupOverview[] = [
      { enabled: true, hour: 2, keep: 14, results: [run({ id: 3, kind: 'manual', status: 'queued', started_at: null, finished_at: null, file: null, size_bytes: null }), run({ id: 1 })] },
      { enabled: true, hour: 2, keep: 14, results: [run({ id: 3, kind: 'manual', status: 'running', finished_at: null, file: null, size_bytes: null }), run({ id: 1 })] },
      { enabled: true, hour: 2, keep: 14, results: [run({ id: 3, kind: 'manual', status: 'ok', file: 'mijozlar-20261127-101500.tar' }), run({ id: 1 })] },
    ];
    let call = 0;
    const request = vi.fn(() => Promise.resolve(overviews[Math.min(call++, overviews.length - 1)]));
    const { dataProvider } = provider(overviews[0], request);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithAdmin(<BackupList />, { dataProvider, permissions: [P.SETTINGS_WRITE] });

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toMatch(/navbatda/);
    expect((screen.getByRole('button', { name: 'Hozir nusxa olish' }) as HTMLButtonElement).disabled).toBe(true);
    // Asked again five seconds later without anybody touching the page: now being written.
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/olinmoqda/));
    // And again: done, the notice gone, the file shown, the button back.
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(screen.getByText('mijozlar-20261127-101500.tar')).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('button', { name: 'Hozir nusxa olish' }) as HTMLButtonElement).disabled).toBe(false);
    // Nothing pending: it stops asking.
    const calls = request.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(request.mock.calls.length).toBe(calls);
  });

  it('formats sizes and knows when to ask again', () => {
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(hasPending([run({ status: 'ok' }), run({ status: 'running' })])).toBe(true);
    expect(hasPending([run({ status: 'error' })])).toBe(false);
    expect(pendingRun([run({ id: 3, status: 'queued' }), run({ id: 2, status: 'running' }), run({ id: 1 })])?.id).toBe(2);
    expect(pendingRun([run({ id: 3, status: 'queued' }), run({ id: 1 })])?.id).toBe(3);
  });
});
