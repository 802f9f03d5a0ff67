import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, useList, type SortPayload } from 'react-admin';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/helpers';
import { AppDataTable } from './AppDataTable';

const ROWS = [
  { id: 1, name: 'Aziz', created_at: '2026-01-02' },
  { id: 2, name: 'Bobur', created_at: '2026-01-01' },
];

/** A list that shows each sort asked for (`follow`), or not yet (the moment between a click and the list showing it). */
function Table({ follow, onSort }: { follow: boolean; onSort: (sort: SortPayload) => void }) {
  const [sort, setShown] = useState<SortPayload>({ field: '', order: 'ASC' });
  const setSort = (next: SortPayload) => {
    onSort(next);
    if (follow) setShown(next);
  };
  const list = useList({ data: ROWS, sort });
  return (
    <ResourceContextProvider value="clients">
      <ListContextProvider value={{ ...list, sort, setSort }}>
        <AppDataTable bulkActionButtons={false} rowClick={false}>
          <AppDataTable.Col source="name" />
          <AppDataTable.Col source="created_at" />
        </AppDataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

const header = (source: string) => document.querySelector(`th.column-${source} .MuiTableSortLabel-root`) as HTMLElement;

describe('AppDataTable sorting', () => {
  it('a shift-click adds a column; a plain click keeps one', async () => {
    const setSort = vi.fn();
    renderWithAdmin(<Table follow onSort={setSort} />);
    await waitFor(() => expect(header('name')).toBeTruthy());
    fireEvent.click(header('name'));
    expect(setSort).toHaveBeenLastCalledWith({ field: 'name', order: 'ASC' });
    await waitFor(() => expect(header('name').classList.contains('Mui-active')).toBe(true));
    fireEvent.click(header('created_at'), { shiftKey: true });
    expect(setSort).toHaveBeenLastCalledWith({ field: 'name,created_at', order: 'ASC' });
    fireEvent.click(header('name'));
    expect(setSort).toHaveBeenLastCalledWith({ field: 'name', order: 'DESC' });
    expect(screen.getByText('Aziz')).toBeTruthy();
  });

  it('a shift-click that comes before the list shows the first click still adds to it', async () => {
    const setSort = vi.fn();
    renderWithAdmin(<Table follow={false} onSort={setSort} />);
    await waitFor(() => expect(header('name')).toBeTruthy());
    fireEvent.click(header('name'));
    // The list has not re-rendered with sort=name yet.
    fireEvent.click(header('created_at'), { shiftKey: true });
    expect(setSort).toHaveBeenLastCalledWith({ field: 'name,created_at', order: 'ASC' });
    fireEvent.click(header('created_at'), { shiftKey: true });
    expect(setSort).toHaveBeenLastCalledWith({ field: 'name,-created_at', order: 'ASC' });
  });
});
