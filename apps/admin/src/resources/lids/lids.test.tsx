import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form, type DataProvider } from 'react-admin';
import { createDataProvider } from '../../providers/dataProvider';
import type { HttpClient, RequestOptions } from '../../providers/httpClient';
import { renderWithAdmin } from '../../test/helpers';
import { LidInputs } from './LidInputs';
import { LidList } from './LidList';
import { noteRequiredWhenToggled, toLidPayload } from './lidPayload';
import { LID_TABS, lidTabFilter } from './lidTabs';
import './texts'; // the leads chunk registers them in the app (screens.ts)

const LEAD = {
  id: 7,
  name: 'Dilshod Rahimov',
  company_name: null,
  phone_number: '+998901112233',
  status: 1,
  status_name: 'Yangi',
  region: null,
  city: null,
  seller: 3,
  seller_name: 'Aziz Sotuvchi',
  operator: null,
  operator_name: null,
  note: null,
  source_of_interest: null,
  source_name: null,
  call_date: '2026-11-20',
  next_call_date: '2026-11-21',
  archived: false,
  converted_client: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

/** The real data provider over a fake HTTP client: what the API would receive is recorded. */
function recordingProvider() {
  const calls: { path: string; query: Record<string, unknown> }[] = [];
  const http: HttpClient = {
    request: <T,>(path: string, options: RequestOptions = {}) => {
      calls.push({ path, query: { ...(options.query ?? {}) } });
      const body = path === 'lid' ? { count: 1, results: [LEAD] } : { count: 0, results: [] };
      return Promise.resolve(body as T);
    },
    refreshTokens: () => Promise.resolve(true),
  };
  return { calls, dataProvider: createDataProvider(http) };
}

/** The query of the list request (page_size 20), as opposed to the tabs' count requests (page_size 1). */
const listQueries = (calls: { path: string; query: Record<string, unknown> }[]) =>
  calls.filter((call) => call.path === 'lid' && call.query.page_size === 20).map((call) => call.query);

describe('lead filter tabs', () => {
  it('map to the API filters, every tab but the archive showing leads still worked on', () => {
    expect(LID_TABS).toEqual(['all', 'new', 'in_process', 'cancelled', 'today', 'overdue', 'archived']);
    expect(lidTabFilter('all')).toEqual({ archived: false });
    expect(lidTabFilter('new')).toEqual({ archived: false, status: 1 });
    expect(lidTabFilter('in_process')).toEqual({ archived: false, status: 2 });
    expect(lidTabFilter('cancelled')).toEqual({ archived: false, status: 3 });
    expect(lidTabFilter('today')).toEqual({ archived: false, today: true });
    expect(lidTabFilter('overdue')).toEqual({ archived: false, overdue: true });
    expect(lidTabFilter('archived')).toEqual({ archived: true });
  });

  it('each tab asks the API for its leads, and the tabs show their counts', async () => {
    const { calls, dataProvider } = recordingProvider();
    renderWithAdmin(<LidList />, { path: '/lids/lidsList?page_size=20', dataProvider: dataProvider as DataProvider });

    expect(await screen.findByText('Dilshod Rahimov', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ archived: false, page: 1 }));
    expect(listQueries(calls).at(-1)).not.toHaveProperty('status');

    // The counts: one request per tab with page_size=1.
    await waitFor(() => expect(calls.filter((call) => call.path === 'lid' && call.query.page_size === 1)).toHaveLength(7));
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: /Barchasi/ })).toHaveTextContent('1');

    const expectations: [RegExp, Record<string, unknown>][] = [
      [/^Yangi/, { archived: false, status: 1 }],
      [/^Jarayonda/, { archived: false, status: 2 }],
      [/^Bekor qilingan/, { archived: false, status: 3 }],
      [/^Bugun belgilangan/, { archived: false, today: true }],
      [/^Muddati oʻtgan/, { archived: false, overdue: true }],
      [/^Arxiv/, { archived: true }],
    ];
    for (const [name, filter] of expectations) {
      fireEvent.click(within(tabs).getByRole('tab', { name }));
      await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ page: 1, page_size: 20, ordering: undefined, ...filter }), {
        timeout: 3000,
      });
    }
  });
});

function renderLeadForm(onSubmit: (values: Record<string, unknown>) => void) {
  const dataProvider = {
    getList: () => Promise.resolve({ data: [], total: 0 }),
  } as unknown as DataProvider;
  return renderWithAdmin(
    <Form
      onSubmit={onSubmit}
      defaultValues={{ name: 'Dilshod', phone_number: '+998901112233', status: 1, call_date: '2026-11-20', seller: 3, add_note: false, note: '' }}
      disableInvalidFormNotification
      resource="lids"
    >
      <LidInputs isEdit={false} sellerLabel="Aziz Sotuvchi" />
      <button type="submit">submit</button>
    </Form>,
    { dataProvider },
  );
}

describe('the add-note toggle', () => {
  it('the note is required only while the toggle is on', () => {
    expect(noteRequiredWhenToggled('', { add_note: false }, {} as never)).toBeUndefined();
    expect(noteRequiredWhenToggled('', { add_note: true }, {} as never)).toBe('app.validation.required');
    expect(noteRequiredWhenToggled('   ', { add_note: true }, {} as never)).toBe('app.validation.required');
    expect(noteRequiredWhenToggled('Qayta qoʻngʻiroq', { add_note: true }, {} as never)).toBeUndefined();
  });

  it('off: the form is sent without a note; on: an empty note is refused, a written one is sent', async () => {
    const onSubmit = vi.fn();
    renderLeadForm(onSubmit);
    expect(screen.queryByRole('textbox', { name: /^Izoh/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toLidPayload(onSubmit.mock.calls[0][0]).note).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Izoh qoʻshish' }));
    const note = await screen.findByRole('textbox', { name: /^Izoh/ });
    await userEvent.click(screen.getByText('submit'));
    expect(await screen.findByText('Ushbu maydonni toʻldiring')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.type(note, 'Ertaga qoʻngʻiroq qilish');
    await userEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(toLidPayload(onSubmit.mock.calls[1][0])).toMatchObject({ note: 'Ertaga qoʻngʻiroq qilish', add_note: true });
  });
});
