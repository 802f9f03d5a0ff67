import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { fakeWalletsProvider, TEST_WALLETS } from '../../test/fakeWallets';
import { renderWithAdmin } from '../../test/helpers';
import { ApiError } from '../../providers/apiErrors';
import { OperationDialog } from './OperationDialog';
import { toOperationPayload, toTransferPayload } from './operationForm';
import { cancelLock, editLock, filtersForTab, tabOf } from './operationRules';
import { normalizeOverview } from './overview';
import { readTotals } from '../../components/CurrencyTotalsFooter';
import { TransferDialog } from './TransferDialog';
import { WalletFormDialog } from './WalletFormDialog';
import type { Wallet, WalletOperation } from './types';
import './texts'; // the wallets chunk registers them in the app (screens.ts)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const WALLETS = TEST_WALLETS;

function fakeProvider(request: (path: string, options?: { method?: string }) => Promise<unknown>) {
  return fakeWalletsProvider({
    today: { date: '2026-05-14', rate: '12650.000000', rate_date: '2026-05-14', source: 'cbu', set_by: null },
    request,
    methods: [{ id: 1, name: 'Naqd' }, { id: 2, name: 'Plastik' }],
    balances: true,
  });
}

async function choose(label: RegExp, option: RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('operation payloads', () => {
  const values = { wallet: 1, amount: '1500000', method: 2, comment: '  Ijara  ', date: '2026-05-14', exchange_rate: '12650.000000' };

  it('sends the rate for a UZS wallet only', () => {
    expect(toOperationPayload(values, 'replenish', CURRENCY_UZS)).toEqual({
      wallet: 1,
      operation_type: 'replenish',
      amount: '1500000',
      method: 2,
      comment: 'Ijara',
      date: '2026-05-14',
      exchange_rate: '12650.000000',
    });
    expect(toOperationPayload({ ...values, wallet: 2 }, 'withdraw', CURRENCY_USD)).not.toHaveProperty('exchange_rate');
  });

  it('sends a transfer rate only between currencies', () => {
    const transfer = { from_wallet: 1, to_wallet: 2, amount: '1000000', exchange_rate: '12650', method: null, comment: 'Almashtirish', date: '2026-05-14' };
    expect(toTransferPayload(transfer, CURRENCY_UZS, CURRENCY_USD)).toEqual({
      from_wallet: 1,
      to_wallet: 2,
      amount: '1000000',
      exchange_rate: '12650',
      comment: 'Almashtirish',
      date: '2026-05-14',
    });
    expect(toTransferPayload(transfer, CURRENCY_UZS, CURRENCY_UZS)).not.toHaveProperty('exchange_rate');
  });
});

describe('operation rules', () => {
  const base = {
    id: 5,
    wallet: 1,
    operation_type: 'replenish',
    kind: 'inflow',
    amount: '10.00',
    transfer_group: null,
    reversal_of: null,
    reversed_by: null,
    sale: null,
  } as unknown as WalletOperation;

  it('says why an operation cannot be edited or cancelled', () => {
    expect(editLock(base)).toBeNull();
    expect(cancelLock(base)).toBeNull();
    expect(editLock({ ...base, reversal_of: 3 })).toBe('reversal');
    expect(cancelLock({ ...base, reversed_by: 9 })).toBe('reversed');
    expect(editLock({ ...base, kind: 'selling', sale: 4 })).toBe('linked');
    expect(editLock({ ...base, kind: 'transfer', transfer_group: 'g' })).toBe('transfer');
    expect(cancelLock({ ...base, kind: 'transfer', transfer_group: 'g' })).toBeNull();
    expect(editLock({ ...base, kind: 'salary' })).toBe('other_screen');
  });

  it('maps the tabs to operation_type / transfer filters and keeps the others', () => {
    expect(filtersForTab({ wallet: 1, transfer: true }, 'withdraw')).toEqual({ wallet: 1, operation_type: 'withdraw' });
    expect(filtersForTab({ wallet: 1, operation_type: 'withdraw' }, 'transfer')).toEqual({ wallet: 1, transfer: true });
    expect(filtersForTab({ operation_type: 'replenish', method: 2 }, 'all')).toEqual({ method: 2 });
    expect(tabOf({ transfer: 'true' })).toBe('transfer');
    expect(tabOf({ operation_type: 'replenish' })).toBe('replenish');
    expect(tabOf({})).toBe('all');
  });
});

describe('overview and totals', () => {
  it('reads the overview answer per currency, never mixing them', () => {
    const overview = normalizeOverview({
      totals: [
        { currency: 1, currency_code: 'UZS', balance: '50000000.00' },
        { currency: 2, currency_code: 'USD', balance: '1200.00' },
      ],
      wallets: WALLETS,
      months: [{ month: '2026-05', currencies: [{ currency: 1, currency_code: 'UZS', inflow: '100.00', outflow: '40.00', net: '60.00' }, { currency: 2, currency_code: 'USD', inflow: '5.00', outflow: '0.00' }] }],
    });
    expect(overview.totals).toEqual([
      { currency: 'UZS', balance: '50000000.00' },
      { currency: 'USD', balance: '1200.00' },
    ]);
    expect(overview.months).toEqual([
      { month: '2026-05', currency: 'UZS', inflow: '100.00', outflow: '40.00' },
      { month: '2026-05', currency: 'USD', inflow: '5.00', outflow: '0.00' },
    ]);
  });

  it('reads list totals with only the asked fields', () => {
    expect(readTotals({ totals: [{ currency: 2, currency_code: 'USD', balance: '10.00', count: 3 }] }, ['balance'])).toEqual([
      { currency: 'USD', values: { balance: '10.00' }, count: 3 },
    ]);
    expect(readTotals(undefined)).toEqual([]);
  });
});

describe('TransferDialog', () => {
  it('shows the converted amount live, confirms it, and sends one transfer with an idempotency key', async () => {
    const request = vi.fn().mockResolvedValue({ transfer_group: 'g' });
    const onClose = vi.fn();
    renderWithAdmin(<TransferDialog open onClose={onClose} />, { dataProvider: fakeProvider(request) });

    await choose(/Qaysi hamyondan/, /Kassa soʻm/);
    await choose(/Qaysi hamyonga/, /Kassa dollar/);
    await userEvent.type(screen.getByLabelText(/Yechiladigan summa/), '1000000');
    const rate = screen.getByLabelText(/Dollar kursi/);
    await waitFor(() => expect(rate).toHaveValue('12\u00a0650,000000'));
    expect(screen.getByTestId('transfer-credited')).toHaveTextContent(/^79,05\sUSD$/);

    await userEvent.clear(rate);
    await userEvent.type(rate, '12500');
    expect(screen.getByTestId('transfer-credited')).toHaveTextContent(/^80,00\sUSD$/);
    await userEvent.type(screen.getByLabelText(/Izoh/), 'Dollar sotib olish');
    await userEvent.click(screen.getByRole('button', { name: 'Oʻtkazish' }));

    const confirm = await screen.findByRole('dialog', { name: 'Oʻtkazmani tasdiqlaysizmi?' });
    expect(within(confirm).getByTestId('confirm-credited')).toHaveTextContent(/^Tushadi: 80,00\sUSD$/);
    expect(request).not.toHaveBeenCalled();
    const button = within(confirm).getByRole('button', { name: 'Tasdiqlash' });
    await userEvent.dblClick(button);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledTimes(1);
    const [path, options] = request.mock.calls[0];
    expect(path).toBe('wallet-operations/transfer');
    expect(options.method).toBe('POST');
    expect(options.idempotencyKey).toMatch(UUID);
    expect(options.body).toEqual({
      from_wallet: 1,
      to_wallet: 2,
      amount: '1000000',
      exchange_rate: '12500',
      comment: 'Dollar sotib olish',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('OperationDialog', () => {
  it('sends an income with the wallet rate and the same idempotency key when retried after an error', async () => {
    const conflict = new ApiError('Hamyonda mablagʻ yetarli emas', 409, { errors: { amount: 'Hamyonda mablagʻ yetarli emas' } }, {
      apiErrors: [{ field: 'amount', code: 'wallet.insufficient_funds', message: 'Hamyonda mablagʻ yetarli emas' }],
      refreshAttempted: false,
      redirected: false,
    });
    const request = vi.fn().mockRejectedValueOnce(conflict).mockResolvedValue({ id: 77 });
    const onClose = vi.fn();
    renderWithAdmin(<OperationDialog open onClose={onClose} operationType="replenish" />, { dataProvider: fakeProvider(request) });

    await choose(/^Hamyon/, /Kassa soʻm/);
    await userEvent.type(screen.getByLabelText(/^Summa/), '1500000,5');
    expect(screen.getByLabelText(/^Summa/)).toHaveValue('1\u00a0500\u00a0000,5');
    await waitFor(() => expect(screen.getByLabelText(/Dollar kursi/)).toHaveValue('12\u00a0650,000000'));
    expect(screen.getByText(/^Dollarda: 118,58\sUSD · MB kursi, 14\.05\.2026$/)).toBeInTheDocument();
    await choose(/Toʻlov usuli/, /Plastik/);
    await userEvent.type(screen.getByLabelText(/Izoh/), 'Ijara haqi');

    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Operatsiyani tasdiqlaysizmi?' })).getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('Hamyonda mablagʻ yetarli emas', { selector: 'p, span' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Saqlash' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Operatsiyani tasdiqlaysizmi?' })).getByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    expect(request).toHaveBeenCalledTimes(2);
    const [first, second] = request.mock.calls;
    expect(first[0]).toBe('wallet-operations');
    expect(first[1].body).toEqual({
      wallet: 1,
      operation_type: 'replenish',
      amount: '1500000.5',
      method: 2,
      comment: 'Ijara haqi',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      exchange_rate: '12650.000000',
    });
    expect(first[1].idempotencyKey).toMatch(UUID);
    expect(second[1].idempotencyKey).toBe(first[1].idempotencyKey);
  });
});

describe('WalletFormDialog', () => {
  const withDetail = (detail: Partial<Wallet>) =>
    ({
      ...fakeProvider(vi.fn()),
      getOne: (_resource: string, { id }: { id: number }) => Promise.resolve({ data: { ...WALLETS[0], id, balance: '0.00', ...detail } }),
    }) as unknown as DataProvider;

  it('locks the currency of a zero-balance wallet whose detail says it has operations', async () => {
    const wallet = { ...WALLETS[0], balance: '0.00' };
    renderWithAdmin(<WalletFormDialog open onClose={vi.fn()} wallet={wallet} />, { dataProvider: withDetail({ has_operations: true }) });
    expect(await screen.findByText('Hamyonda operatsiyalar bor: valyutani oʻzgartirib boʻlmaydi')).toBeInTheDocument();
  });

  it('leaves the currency free while the wallet has no operations', async () => {
    const wallet = { ...WALLETS[0], balance: '0.00' };
    renderWithAdmin(<WalletFormDialog open onClose={vi.fn()} wallet={wallet} />, { dataProvider: withDetail({ has_operations: false }) });
    expect(await screen.findByText('Birinchi operatsiyadan keyin valyutani oʻzgartirib boʻlmaydi')).toBeInTheDocument();
    expect(screen.queryByText('Hamyonda operatsiyalar bor: valyutani oʻzgartirib boʻlmaydi')).not.toBeInTheDocument();
  });
});
