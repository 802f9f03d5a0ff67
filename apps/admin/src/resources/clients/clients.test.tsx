import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form, ResourceContextProvider, type DataProvider } from 'react-admin';
import { renderWithAdmin } from '../../test/helpers';
import { ClientInputs } from './ClientInputs';
import { toClientFormValues, toClientPayload } from './clientPayload';
import { normalizeDebtTotals, normalizeTotals } from './totals';
import './texts'; // the clients chunk registers them in the app (screens.ts)

const dataProvider = {
  getList: (resource: string) =>
    Promise.resolve(
      resource === 'clientStatuses'
        ? { data: [{ id: 1, name: 'Yangi' }, { id: 2, name: 'Faol' }], total: 2 }
        : { data: [], total: 0 },
    ),
} as unknown as DataProvider;

function renderClientForm(onSubmit: (values: Record<string, unknown>) => void, record = toClientFormValues(undefined)) {
  return renderWithAdmin(
    <ResourceContextProvider value="clients">
      <Form onSubmit={onSubmit} record={{ ...record, name: 'Nodira Qodirova', status: 2 }} disableInvalidFormNotification>
        <ClientInputs />
        <button type="submit">submit</button>
      </Form>
    </ResourceContextProvider>,
    { dataProvider },
  );
}

describe('client phone inputs', () => {
  it('masks the main phone and each extra phone, and sends them normalised', async () => {
    const onSubmit = vi.fn();
    renderClientForm(onSubmit);
    const main = await screen.findByLabelText(/^Telefon raqami/);
    await userEvent.type(main, '901234567');
    expect(main).toHaveValue('+998 (90) 123-45-67');

    await userEvent.click(screen.getByRole('button', { name: 'Qoʻshish' }));
    const extra = await screen.findByLabelText(/^Qoʻshimcha raqam/);
    await userEvent.type(extra, '977654321');
    expect(extra).toHaveValue('+998 (97) 765-43-21');

    await userEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toClientPayload(onSubmit.mock.calls[0][0])).toEqual({
      name: 'Nodira Qodirova',
      phone_number: '+998901234567',
      additional_numbers: ['+998977654321'],
      company_name: null,
      region: null,
      city: null,
      status: 2,
      address: null,
      passport_series: null,
      passport_number: null,
      passport_issued_by: null,
      passport_issued_date: null,
      pinfl: null,
      birth_date: null,
    });
  });

  it('refuses a main or extra phone shorter than the mask, and an empty added one', async () => {
    const onSubmit = vi.fn();
    renderClientForm(onSubmit);
    fireEvent.change(await screen.findByLabelText(/^Telefon raqami/), { target: { value: '90123' } });
    await userEvent.click(screen.getByRole('button', { name: 'Qoʻshish' }));
    await userEvent.click(screen.getByText('submit'));
    expect(await screen.findByText('Telefon raqamini toʻliq kiriting: +998 (90) 123-45-67')).toBeInTheDocument();
    expect(screen.getAllByText('Ushbu maydonni toʻldiring').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText(/^Telefon raqami/), { target: { value: '901234567' } });
    fireEvent.change(screen.getByLabelText(/^Qoʻshimcha raqam/), { target: { value: '9776' } });
    await userEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(screen.getAllByText('Telefon raqamini toʻliq kiriting: +998 (90) 123-45-67')).toHaveLength(1));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the passport data as the API does (PINFL 14 digits, series in Latin letters, no future dates) and sends it', async () => {
    const onSubmit = vi.fn();
    renderClientForm(onSubmit, toClientFormValues({ phone_number: '+998901234567' }));
    expect(await screen.findByText('Hujjat maʼlumotlari')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^JShShIR/), { target: { value: '3120319850012' } });
    fireEvent.change(screen.getByLabelText(/^Pasport seriyasi/), { target: { value: 'A1' } });
    fireEvent.change(screen.getByLabelText(/^Tugʻilgan sana/), { target: { value: '01.01.2099' } });
    await userEvent.click(screen.getByText('submit'));
    expect(await screen.findByText('JShShIR 14 ta raqamdan iborat boʻlishi kerak')).toBeInTheDocument();
    expect(screen.getByText('Pasport seriyasi 1–10 ta lotin harfidan iborat boʻlishi kerak (masalan, AA)')).toBeInTheDocument();
    expect(screen.getByText('Sana kelajakda boʻlishi mumkin emas')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^JShShIR/), { target: { value: '31203198500123' } });
    fireEvent.change(screen.getByLabelText(/^Pasport seriyasi/), { target: { value: 'aa' } });
    fireEvent.change(screen.getByLabelText(/^Pasport raqami/), { target: { value: '1234567' } });
    fireEvent.change(screen.getByLabelText(/^Tugʻilgan sana/), { target: { value: '12.03.1985' } });
    fireEvent.change(screen.getByLabelText(/^Yashash manzili/), { target: { value: ' Toshkent, Chilonzor 5 ' } });
    await userEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toClientPayload(onSubmit.mock.calls[0][0])).toMatchObject({
      address: 'Toshkent, Chilonzor 5',
      passport_series: 'AA',
      passport_number: '1234567',
      pinfl: '31203198500123',
      birth_date: '1985-03-12',
      passport_issued_date: null,
    });
  });

  it('shows stored extra phones with the mask', async () => {
    renderClientForm(vi.fn(), toClientFormValues({ phone_number: '+998901234567', additional_numbers: ['+998935551122'] }));
    expect(await screen.findByLabelText(/^Qoʻshimcha raqam/)).toHaveValue('+998 (93) 555-11-22');
  });

  it('drops empty and repeated extra phones from the body', () => {
    expect(
      toClientPayload({
        name: ' A ',
        phone_number: '+998901234567',
        additional_numbers: [{ phone_number: '+998901234567' }, { phone_number: '' }, { phone_number: '+998935551122' }, { phone_number: '+998935551122' }],
        status: '1',
      }),
    ).toMatchObject({ name: 'A', additional_numbers: ['+998935551122'], status: 1 });
  });
});

describe('total payments', () => {
  it('reads the per-currency payments and debts of the API, money kept as strings', () => {
    const answer = {
      client: 5,
      payments: [{ currency: 2, currency_code: 'USD', amount: '12500.50', count: 3 }],
      debts: [{ currency: 2, currency_code: 'USD', all_debt: '40000.00', paid: '12500.50', remaining: '27499.50' }],
    };
    expect(normalizeTotals(answer)).toEqual([{ currency: 'USD', amount: '12500.50', count: 3 }]);
    expect(normalizeDebtTotals(answer)).toEqual([{ currency: 'USD', all_debt: '40000.00', paid: '12500.50', remaining: '27499.50' }]);
    expect(normalizeTotals(null)).toEqual([]);
  });
});
