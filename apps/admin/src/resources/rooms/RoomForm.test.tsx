import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, ResourceContextProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { emptyDataProvider, renderWithAdmin } from '../../test/helpers';
import { RoomInputs } from './RoomInputs';
import { statusCodeOf, toRoomPayload, validateRoom } from './roomForm';
import type { RoomStatus } from './types';
import './texts'; // the buildings and sales chunks register them in the app (screens.ts)

const STATUSES: RoomStatus[] = [
  { id: 1, code: 'free', name: 'Boʻsh' },
  { id: 2, code: 'booked', name: 'Band qilingan' },
  { id: 3, code: 'sold', name: 'Sotilgan' },
  { id: 4, code: 'closed', name: 'Yopiq' },
];

const LISTS: Record<string, unknown[]> = {
  'room-statuses': STATUSES,
  currencies: [
    { id: 1, code: 'UZS', name: 'UZS' },
    { id: 2, code: 'USD', name: 'USD' },
  ],
  buildings: [{ id: 7, name: 'Navbahor', floor_count: 9, room_count: 36, entrance_count: 2 }],
  'building-blocks': [{ id: 3, building: 7, name: 'A' }],
};

const dataProvider = {
  ...emptyDataProvider,
  getList: (resource: string) => Promise.resolve({ data: LISTS[resource] ?? [], total: (LISTS[resource] ?? []).length }),
  request: () => Promise.resolve([]),
} as unknown as DataProvider;

const BASE = { id: 11, building: 7, block: null, number: '12', floor: 3, entrance: 1, area: '65.40', rooms_count: 2, price: '85000.00', currency: 2, photo: null };

function renderForm(record: Record<string, unknown>, onSubmit = vi.fn(), locale: 'uz' | 'ru' = 'uz') {
  renderWithAdmin(
    <ResourceContextProvider value="rooms">
      <Form record={record} onSubmit={onSubmit} validate={(values) => validateRoom(values, statusCodeOf(STATUSES, values.status))}>
        <RoomInputs statuses={STATUSES} />
        <button type="submit">submit</button>
      </Form>
    </ResourceContextProvider>,
    { dataProvider, locale, permissions: ['BUILDING_READ', 'BUILDING_WRITE'] },
  );
  return onSubmit;
}

async function chooseStatus(name: string) {
  const select = await screen.findByRole('combobox', { name: /Holati/ });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('room form: fields by status', () => {
  it('shows the booking end date and the booker for booked, the buyer for sold, nothing for free', async () => {
    renderForm({ ...BASE, status: 1 });
    await screen.findByRole('combobox', { name: /Holati/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Holati/ })).toHaveTextContent('Boʻsh'));
    expect(screen.queryByLabelText(/Bron tugash sanasi/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Mijoz/ })).toBeNull();

    await chooseStatus('Band qilingan');
    expect(await screen.findByLabelText(/Bron tugash sanasi/)).toBeInTheDocument();
    expect(screen.getByText('Bron')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Mijoz/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Lid/ })).toBeInTheDocument();

    await chooseStatus('Sotilgan');
    await waitFor(() => expect(screen.queryByLabelText(/Bron tugash sanasi/)).toBeNull());
    expect(screen.getByText('Xaridor')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Mijoz/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Lid/ })).toBeInTheDocument();

    await chooseStatus('Yopiq');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Mijoz/ })).toBeNull());
  });

  it('refuses a client and a lead together with the spec message (clientOrLidError)', async () => {
    const onSubmit = renderForm({ ...BASE, status: 3, client: 5, client_name: 'Aziz Karimov', lid: 6, lid_name: 'Otabek Lid' });
    expect(await screen.findByDisplayValue('Aziz Karimov')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Otabek Lid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findAllByText('Mijoz yoki lidni tanlang, ikkalasini emas!')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    // Clearing the lead leaves one person: the form goes through.
    const lid = screen.getByRole('combobox', { name: /^Lid/ });
    const clear = within(lid.closest('.MuiAutocomplete-root') as HTMLElement).getByTitle(/Clear|Tozalash|Очистить/i);
    fireEvent.click(clear);
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ client: 5, lid: null });
  });

  it('types the price like every amount: thousands grouped, a comma, the currency shown, an exact string sent', async () => {
    const onSubmit = renderForm({ ...BASE, status: 1 });
    const price = (await screen.findByLabelText(/^Narxi/)) as HTMLInputElement;
    const shown = () => price.value.replace(/\s/g, ' ');
    expect(shown()).toBe('85 000,00');
    expect(price.closest('.MuiInputBase-root')).toHaveTextContent('USD');
    // The area is a decimal written the same way (comma), not "65.40" beside "85 000,00".
    expect(((await screen.findByLabelText(/^Maydoni/)) as HTMLInputElement).value).toBe('65,40');
    fireEvent.change(price, { target: { value: '1250000,5', selectionStart: 9 } });
    expect(shown()).toBe('1 250 000,5');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ price: '1250000.5', area: '65.40' });
  });

  it('says it in Russian too', async () => {
    renderForm({ ...BASE, status: 2, booking_end_date: '2030-01-10', client: 5, client_name: 'Aziz', lid: 6, lid_name: 'Otabek' }, vi.fn(), 'ru');
    await screen.findByDisplayValue('Aziz');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findAllByText('Выберите клиента или лида, но не обоих!')).toHaveLength(2);
  });

  it('needs the booking end date for a booked room', () => {
    expect(validateRoom({ status: 2, client: 5 }, 'booked')).toEqual({ booking_end_date: 'app.validation.required' });
    expect(validateRoom({ status: 2, client: 5, booking_end_date: '2030-01-01' }, 'booked')).toEqual({});
    expect(validateRoom({ client: 5, lid: 6 }, 'free')).toEqual({});
  });
});

describe('room form -> API body', () => {
  const values = { ...BASE, area: '65,4', price: '85 000,50', status: 3, client: 5, lid: null, booking_end_date: '2030-01-01', description: '  ', photo: { id: 9, url: '/x.png' } };

  it('keeps the buyer of a sold room, drops the booking date, sends money as exact strings', () => {
    expect(toRoomPayload(values, 'sold')).toEqual({
      building: 7,
      block: null,
      number: '12',
      floor: 3,
      entrance: 1,
      area: '65.4',
      rooms_count: 2,
      status: 3,
      price: '85000.50',
      currency: 2,
      description: null,
      client: 5,
      lid: null,
      booking_end_date: null,
      photo: 9,
    });
  });

  it('clears the person of a free room', () => {
    expect(toRoomPayload({ ...values, status: 1, lid: 6 }, 'free')).toMatchObject({ client: null, lid: null, booking_end_date: null });
  });
});
