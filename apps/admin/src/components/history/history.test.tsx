import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@mijozlar/shared';
import { P } from '@mijozlar/shared';
import type { DataProvider } from 'react-admin';
import { formatDateTime } from '../../format/format';
import { emptyDataProvider, renderWithAdmin } from '../../test/helpers';
import { AuditDiff, AuditEntryView } from './AuditDiff';
import { changeRows, recordPath, valueText } from './auditView';
import { HistorySection } from './HistorySection';
import RecordHistory from './RecordHistory';

vi.setConfig({ testTimeout: 60_000 });

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '41',
  at: '2026-11-27T10:15:00.000Z',
  actor: { id: 1, full_name: 'Alisher Karimov' },
  action: 'update',
  entity: 'client',
  entity_id: 7,
  entity_label: 'Aliyev Vali',
  changes: { name: ['Aliyev Vali', 'Aliyev Valijon'], phone_number: ['+998901112233', '+998901112233'] },
  details: null,
  reason: null,
  ip: '10.0.0.5',
  request_id: 'req-1',
  ...over,
});

describe('the diff view', () => {
  it('shows each field with its value before and after, the changed ones highlighted', () => {
    renderWithAdmin(<AuditDiff entity="client" changes={entry().changes} />);
    const table = screen.getByRole('table', { name: 'Oʻzgarishlar' });
    expect(within(table).getByRole('columnheader', { name: 'Oldin' })).toBeInTheDocument();
    const name = within(table).getAllByRole('row')[1];
    const cells = within(name).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['name', 'Aliyev Vali', 'Aliyev Valijon']);
    expect(cells[1].querySelector('[data-tone="before"]')).not.toBeNull();
    expect(cells[2].querySelector('[data-tone="after"]')).not.toBeNull();
    // A value that did not change is shown plainly.
    const phone = within(table).getAllByRole('row')[2];
    expect(phone.querySelector('[data-tone]')).toBeNull();
  });

  it('shows *** for secrets (also when a value slipped through) and — for none; lists as JSON', () => {
    renderWithAdmin(<AuditDiff entity="user" changes={{ password: ['***', '***'], token: ['abc', 'def'], role: [null, 3], permissions: [['A'], ['A', 'B']] }} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['password', '***', '***']);
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['token', '***', '***']);
    expect(within(rows[2]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['role', '—', '3']);
    expect(within(rows[3]).getAllByRole('cell')[2].textContent).toBe('[\n  "A",\n  "B"\n]');
    expect(screen.queryByText('abc')).not.toBeInTheDocument();
  });

  it('says so when nothing changed (an export, a sign-in)', () => {
    renderWithAdmin(<AuditDiff entity="client" changes={null} />);
    expect(screen.getByText('Maydonlar oʻzgarmagan')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(changeRows({})).toEqual([]);
  });

  it('shows the entry: who, when, IP, request id, reason and details', () => {
    renderWithAdmin(<AuditEntryView entry={entry({ action: 'export', changes: null, details: { rows: 12, filters: { entity: 'sale' } }, reason: 'Xato summa' })} />);
    expect(screen.getByText('Alisher Karimov')).toBeInTheDocument();
    expect(screen.getByText('10.0.0.5')).toBeInTheDocument();
    expect(screen.getByText('req-1')).toBeInTheDocument();
    expect(screen.getByText('Xato summa')).toBeInTheDocument();
    expect(screen.getByText('Eksport')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText(/"entity": "sale"/)).toBeInTheDocument();
  });

  it('reads values and links records as the API gives them', () => {
    expect(valueText('amount', '1500.25')).toBe('1500.25');
    expect(valueText('is_active', false)).toBe('false');
    expect(valueText('comment', '')).toBe('—');
    expect(valueText('date', '2026-11-27T12:54:03.665Z')).toBe(formatDateTime('2026-11-27T12:54:03.665Z'));
    expect(valueText('payment_date', '2026-11-27')).toBe('2026-11-27');
    expect(recordPath({ entity: 'client', entity_id: 7, action: 'update' })).toBe('/clients/clientRead/7');
    expect(recordPath({ entity: 'client', entity_id: 7, action: 'delete' })).toBeNull();
    expect(recordPath({ entity: 'sale', entity_id: 7, action: 'confirm' })).toBeNull();
  });
});

describe('a record’s History', () => {
  const provider = (entries: AuditEntry[], total = entries.length) => {
    const getList = vi.fn(() => Promise.resolve({ data: entries, total }));
    return { getList, dataProvider: { ...emptyDataProvider, getList } as unknown as DataProvider };
  };

  it('asks for the entries of this entity and id only (a client has no related records), a page at a time, and opens one to its changes', async () => {
    const { getList, dataProvider } = provider([entry(), entry({ id: '40', action: 'create', changes: { name: [null, 'Aliyev Vali'] }, reason: null })], 23);
    renderWithAdmin(<RecordHistory entity="client" id={7} />, { dataProvider, permissions: [P.AUDIT_READ] });
    expect(await screen.findByText('Oʻzgartirildi')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('audit-log', expect.objectContaining({ filter: { entity: 'client', entity_id: 7 }, pagination: { page: 1, perPage: 10 } }));
    expect(screen.getByText('23')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Oʻzgartirildi'));
    expect(await screen.findByText('Aliyev Valijon')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '2-sahifaga oʻtish' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('audit-log', expect.objectContaining({ pagination: { page: 2, perPage: 10 } })));
  });

  it('a sale’s asks with related=true and says which record each of its debt’s, payment’s and operation’s entries is', async () => {
    const entries = [
      entry({ id: '50', entity: 'payment_report', entity_id: 12, action: 'create', entity_label: '#12 · 250.00 USD · Aliyev Vali', changes: { amount: [null, '250.00'] } }),
      entry({ id: '49', entity: 'wallet_operation', entity_id: 31, action: 'create', entity_label: '#31 +1000.00 USD', changes: null }),
      entry({ id: '48', entity: 'client_debt', entity_id: 9, action: 'create', entity_label: '#9 · Aliyev Vali', changes: null }),
      entry({ id: '47', entity: 'sale', entity_id: 5, action: 'confirm', entity_label: '#5', changes: { status: ['pending', 'approved'] } }),
    ];
    const { getList, dataProvider } = provider(entries);
    renderWithAdmin(<RecordHistory entity="sale" id={5} />, { dataProvider, permissions: [P.AUDIT_READ] });
    expect(await screen.findByText('Toʻlov #12')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('audit-log', expect.objectContaining({ filter: { entity: 'sale', entity_id: 5, related: true } }));
    expect(screen.getByText('Hamyon operatsiyasi #31')).toBeInTheDocument();
    expect(screen.getByText('Qarz #9')).toBeInTheDocument();
    // The sale's own entry names no record.
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByTestId('history-record')?.textContent ?? null)).toEqual(['Toʻlov #12', 'Hamyon operatsiyasi #31', 'Qarz #9', null]);
    // Opened, a related entry shows its record's label and its changes.
    fireEvent.click(within(rows[0]).getByRole('button'));
    expect(await screen.findByText('#12 · 250.00 USD · Aliyev Vali')).toBeInTheDocument();
    expect(screen.getByText('250.00')).toBeInTheDocument();
  });

  it('in Russian: «Платёж #12»; a wallet’s History asks for its operations too and sends nobody to the Audit screen', async () => {
    const { getList, dataProvider } = provider([entry({ entity: 'payment_report', entity_id: 12, action: 'create' })]);
    renderWithAdmin(<RecordHistory entity="sale" id={5} />, { dataProvider, permissions: [P.AUDIT_READ], locale: 'ru' });
    expect(await screen.findByText('Платёж #12')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(1);

    const wallet = provider([entry({ id: '60', entity: 'wallet_operation', entity_id: 44, action: 'reverse', entity_label: '#44 −50.00 USD', changes: null })]);
    renderWithAdmin(<RecordHistory entity="wallet" id={3} />, { dataProvider: wallet.dataProvider, permissions: [P.AUDIT_READ] });
    expect(await screen.findByText('Hamyon operatsiyasi #44')).toBeInTheDocument();
    expect(wallet.getList).toHaveBeenCalledWith('audit-log', expect.objectContaining({ filter: { entity: 'wallet', entity_id: 3, related: true } }));
    expect(screen.queryByText(/Audit boʻlimida/)).not.toBeInTheDocument();
  });

  it('says when the record has no entries yet', async () => {
    renderWithAdmin(<RecordHistory entity="room" id={3} />, { dataProvider: provider([]).dataProvider, permissions: [P.AUDIT_READ] });
    expect(await screen.findByText('Bu yozuv boʻyicha hali amal yoʻq')).toBeInTheDocument();
  });

  it('is not shown (and asks nothing) without AUDIT_READ', async () => {
    const { getList, dataProvider } = provider([entry()]);
    renderWithAdmin(<HistorySection entity="client" id={7} />, { dataProvider, permissions: [P.CLIENT_READ] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Tarix')).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });
});
