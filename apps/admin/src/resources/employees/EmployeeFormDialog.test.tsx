import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/helpers';
import { EmployeeFormDialog } from './EmployeeFormDialog';
import './texts'; // the employees chunk registers them in the app (screens.ts)

const SALARY_TYPES = { count: 2, results: [{ id: 1, name: 'Oylik', code: 'monthly' }, { id: 2, name: 'Soatbay', code: 'hourly' }] };

function fakeProvider(request: (path: string, options?: { method?: string; body?: unknown }) => Promise<unknown>) {
  return {
    request: (path: string, options?: { method?: string; body?: unknown }) => (path === 'employee/salary-types' ? Promise.resolve(SALARY_TYPES) : request(path, options)),
  } as unknown as DataProvider;
}

describe('the employee form', () => {
  it('creates an employee without a phone (document 1 requires names, position, salary type and currency): sent as null', async () => {
    const request = vi.fn((_path: string, options?: { body?: unknown }) => Promise.resolve({ id: 5, ...(options?.body as object), balance: '0.00' }));
    const onClose = vi.fn();
    renderWithAdmin(<EmployeeFormDialog open onClose={onClose} />, { dataProvider: fakeProvider(request) });

    const dialog = await screen.findByRole('dialog');
    // The phone's label carries no required mark; the five of the spec do.
    expect(within(dialog).getByLabelText(/^Telefon raqami$/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Familiya \*$/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Familiya/), { target: { value: 'Qodirov' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ism/), { target: { value: 'Anvar' } });
    fireEvent.change(within(dialog).getByLabelText(/^Lavozim/), { target: { value: 'Qorovul' } });
    fireEvent.change(within(dialog).getByLabelText(/^Oylik maosh/), { target: { value: '3000000' } });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Ish haqi valyutasi/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'UZS' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));

    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const [path, options] = request.mock.calls[0] as unknown as [string, { method: string; body: Record<string, unknown> }];
    expect([path, options.method]).toEqual(['employee', 'POST']);
    expect(options.body).toEqual({ first_name: 'Anvar', last_name: 'Qodirov', position: 'Qorovul', phone_number: null, salary_type: 1, salary_currency: 1, salary: '3000000' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 60_000);

  it('a phone that is started must be complete', async () => {
    const request = vi.fn(() => Promise.resolve({}));
    renderWithAdmin(<EmployeeFormDialog open onClose={() => undefined} />, { dataProvider: fakeProvider(request) });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Familiya/), { target: { value: 'Qodirov' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ism/), { target: { value: 'Anvar' } });
    fireEvent.change(within(dialog).getByLabelText(/^Lavozim/), { target: { value: 'Qorovul' } });
    fireEvent.change(within(dialog).getByLabelText(/^Telefon raqami/), { target: { value: '90123' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByText(/Telefon raqamini toʻliq kiriting/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  }, 60_000);
});
