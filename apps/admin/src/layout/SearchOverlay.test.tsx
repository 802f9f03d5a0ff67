import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { SearchPage } from '../pages/search/SearchPage';
import { emptyDataProvider, renderWithAdmin } from '../test/helpers';
import { SearchOverlay, searchPathFor } from './SearchOverlay';

function Shell() {
  return (
    <>
      <SearchOverlay />
      <Routes>
        <Route path="/dashboard" element={<p>home</p>} />
        <Route path={SearchPage.path} element={<SearchPage />} />
      </Routes>
    </>
  );
}

describe('header search', () => {
  it('builds the spec path with the text as the query', () => {
    expect(searchPathFor('  Karimov 90 ')).toBe('/backend/pages/generic/search?q=Karimov+90');
  });

  it('opens on the icon, closes on Escape', async () => {
    renderWithAdmin(<Shell />, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Qidirish' }));
    expect(await screen.findByRole('search')).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('search')).not.toBeInTheDocument());
  });

  it('submits to the search page, which shows the query and says when nothing matched', async () => {
    const request = vi.fn(() => Promise.resolve({ clients: [], lids: [], rooms: [], users: [] }));
    renderWithAdmin(<Shell />, { path: '/dashboard', dataProvider: { ...emptyDataProvider, request } as DataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Qidirish' }));
    const input = await screen.findByRole('textbox', { name: 'Qidirish' });
    await userEvent.type(input, 'Karimov{Enter}');

    expect(await screen.findByTestId('search-query')).toHaveTextContent('Soʻrov: «Karimov»');
    expect(await screen.findByText('Hech narsa topilmadi')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('search', expect.objectContaining({ query: { q: 'Karimov' } }));
    expect(screen.queryByText('home')).not.toBeInTheDocument();
  });
});
