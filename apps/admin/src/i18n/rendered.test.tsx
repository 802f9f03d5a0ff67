import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@mijozlar/shared';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from './locales';
import type { DataProvider } from 'react-admin';
import { Autocomplete, TextField } from '@mui/material';
import { emptyDataProvider, renderWithAdmin } from '../test/helpers';
import { LocaleThemeProvider } from '../theme/LocaleThemeProvider';
import { RoomShow } from '../resources/rooms/RoomShow';
import { SaleStatusChip } from '../resources/sales/SaleStatusChip';
import { InstalmentStatusChip } from '../resources/debts/InstalmentStatusChip';
import { SmsCostSummary } from '../resources/sms/SmsCostSummary';
import { ImportDialog } from '../components/ImportDialog';
import { roleLabel } from './roleNames';
import ru from './ru';
import uz from './uz';
import importsRu from './imports.ru';
import importsUz from './imports.uz';
import roomsRu from './rooms.ru';
import roomsUz from './rooms.uz';
import salesRu from './sales.ru';
import salesUz from './sales.uz';
// These screens' texts come with their lazy chunks (chunks.test.ts checks each chunk registers what
// it uses); here they are registered as the buildings, sales, debts and SMS chunks do.
import '../resources/buildings/texts';
import '../resources/debts/texts';
import '../resources/rooms/texts';
import '../resources/sales/texts';
import '../resources/sms/texts';

const MESSAGES = {
  uz: { ...uz, app: { ...uz.app, import: importsUz }, resources: { ...uz.resources, rooms: roomsUz, sales: salesUz } },
  ru: { ...ru, app: { ...ru.app, import: importsRu }, resources: { ...ru.resources, rooms: roomsRu, sales: salesRu } },
};

/** A key react-admin could not translate is shown as itself. */
const UNTRANSLATED = /(^|\s)(app|ra|resources)\.[a-z_]+(\.[a-z_0-9]+)+/;
/** Raw codes of the money screens that must never reach a person. */
const RAW_ENUM = /\b(approved|pending|declined|refused|not_paid|partially_paid|replenish|withdraw|inflow|outflow|return_refusal|selling|payment)\b/;

function expectClean(container: HTMLElement) {
  const text = container.ownerDocument.body.textContent ?? '';
  expect(text).not.toMatch(UNTRANSLATED);
  expect(text).not.toMatch(RAW_ENUM);
  for (const element of container.ownerDocument.body.querySelectorAll('[aria-label],[title]')) {
    const label = `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`;
    expect(label).not.toMatch(UNTRANSLATED);
    expect(label).not.toMatch(/^\s*(Clear|Open|Close)\s*$/);
  }
}

const room = {
  id: 5,
  building: 1,
  block: null,
  block_name: null,
  number: '12',
  floor: 3,
  entrance: 1,
  area: '54.20',
  rooms_count: 2,
  status: 3,
  status_code: 'sold',
  status_name: 'Sotilgan',
  price: '65000.00',
  currency: 2,
  currency_code: 'USD',
  price_per_m2: '1199.26',
  description: null,
  client: 7,
  client_name: 'Aziz Rahimov',
  lid: null,
  lid_name: null,
  booking_end_date: null,
  photo: null,
  is_resold: false,
  sales_list: [
    { id: 1, status: 'approved', client: 7, client_name: 'Aziz Rahimov', lid: null, lid_name: null, sold_amount: '65000.00', currency: 2, created_at: '2026-03-01T10:00:00Z' },
    { id: 2, status: 'refused', client: 8, client_name: 'Olim Saidov', lid: null, lid_name: null, sold_amount: '60000.00', currency: 1, created_at: '2026-01-10T10:00:00Z' },
  ],
};

const roomProvider = { ...emptyDataProvider, getOne: () => Promise.resolve({ data: room }) } as unknown as DataProvider;

describe.each<Locale>(['uz', 'ru'])('rendered screens in %s: no keys, no raw codes', (locale) => {
  beforeAll(async () => {
    await loadMessages(locale);
  });

  it('the room page translates its sales’ statuses', async () => {
    const { container } = renderWithAdmin(
      <Routes>
        <Route path="/buildings/room/:id" element={<RoomShow />} />
      </Routes>,
      { path: '/buildings/room/5?buildId=1', locale, dataProvider: roomProvider, permissions: ['BUILDING_READ'] },
    );
    await screen.findByText('Olim Saidov');
    expect(screen.getAllByText(MESSAGES[locale].resources.sales.status.approved).length).toBeGreaterThan(0);
    expectClean(container);
  });

  it('money statuses, the SMS cost and the import errors', async () => {
    const { container } = renderWithAdmin(
      <LocaleThemeProvider>
        {(['pending', 'approved', 'declined', 'refused'] as const).map((status) => (
          <SaleStatusChip key={status} status={status} />
        ))}
        <InstalmentStatusChip status="not_paid" />
        <InstalmentStatusChip status="partially_paid" />
        <SmsCostSummary text="Assalomu alaykum! Uyingiz «Yangi hayot» oʻz kalitlarini kutmoqda." recipients={12} withGroup={false} onMakeAscii={() => undefined} />
        <Autocomplete options={['a']} renderInput={(params) => <TextField {...params} label="x" />} value="a" />
      </LocaleThemeProvider>,
      { locale },
    );
    await waitFor(() => expect(screen.getByTestId('sms-parts')).toBeInTheDocument());
    expect(screen.getByTestId('sms-encoding')).toHaveTextContent('UCS-2');
    expectClean(container);
  });

  it('names the columns of import errors and the seeded roles in the language', async () => {
    const upload = () =>
      Promise.resolve({
        ok: true,
        status: 200,
        body: { valid: false, errors: [{ row: 3, field: 'status', code: 'invalid', message: 'x', allowed: ['Boʻsh', 'Band'] }] },
      });
    const { container } = renderWithAdmin(
      <ImportDialog open onClose={() => undefined} title="resources.rooms.import.title" path="1/import-rooms" transfer={{ upload } as never} resource="rooms" />,
      { locale },
    );
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [new File(['x'], 'rooms.xlsx')] } });
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES[locale].app.import.check }));
    await screen.findByText(MESSAGES[locale].resources.rooms.fields.status);
    expect(screen.getByText(/Boʻsh, Band/)).toBeInTheDocument();
    expectClean(container);
    const translate = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], MESSAGES[locale]) as string;
    expect(roleLabel('sales manager', translate)).toBe(MESSAGES[locale].app.ui.roles.sales_manager);
    expect(roleLabel('Kassir', translate)).toBe('Kassir');
  });
});
