import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Notification } from 'react-admin';
import type { TodayExchangeRate } from '@mijozlar/shared';
import { fakeWalletsProvider } from '../../test/fakeWallets';
import { fakeAuthProvider, renderWithAdmin } from '../../test/helpers';
import { ApiError } from '../../providers/apiErrors';
import { TodayRateBadge } from './ExchangeRate';
import { OperationDialog } from './OperationDialog';
import './texts';

const CBU: TodayExchangeRate = { date: '2026-11-28', rate: '12194.210000', rate_date: '2026-11-27', source: 'cbu', set_by: null };
const MANUAL: TodayExchangeRate = { date: '2026-11-28', rate: '12300.000000', rate_date: '2026-11-28', source: 'manual', set_by: { id: 4, full_name: 'Dilnoza Yusupova' } };
const NONE: TodayExchangeRate = { date: '2026-11-28', rate: null, rate_date: null, source: null, set_by: null };

function provider(today: TodayExchangeRate, request: (path: string, options?: { method?: string; body?: unknown }) => Promise<unknown> = () => Promise.resolve({}), cbuRates = true) {
  return fakeWalletsProvider({ today, request, config: { three_d_url: '', cbu_rates: cbuRates } });
}

describe('the day’s rate on the wallets overview', () => {
  it("shows the rate with its source and day: the Central Bank's", async () => {
    renderWithAdmin(<TodayRateBadge />, { dataProvider: provider(CBU) });
    expect(await screen.findByTestId('today-rate')).toHaveTextContent(/^1 USD = 12\s194,21\sUZS$/);
    expect(screen.getByTestId('today-rate-source')).toHaveTextContent('MB kursi, 27.11.2026');
  });

  it('in Russian, and a typed rate says so', async () => {
    renderWithAdmin(<TodayRateBadge />, { dataProvider: provider(MANUAL), locale: 'ru' });
    expect(await screen.findByTestId('today-rate-source')).toHaveTextContent('введён вручную, 28.11.2026');
  });

  it('a typed rate in Uzbek; the bank button hidden where the bank is off', async () => {
    renderWithAdmin(<TodayRateBadge />, { dataProvider: provider(MANUAL, undefined, false) });
    expect(await screen.findByTestId('today-rate-source')).toHaveTextContent('qoʻlda kiritilgan, 28.11.2026');
    expect(screen.getByRole('button', { name: 'Kursni qoʻlda kiritish' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('fetch-cbu-rate')).not.toBeInTheDocument());
  });

  it('fetches the Central Bank rate with the button, and shows the bank’s failure as the API words it', async () => {
    const down = new ApiError('Markaziy bankdan kurs olinmadi (javob yoʻq yoki javob notoʻgʻri)', 502, null, {
      apiErrors: [{ field: null, code: 'exchange_rate.source_unavailable', message: 'Markaziy bankdan kurs olinmadi (javob yoʻq yoki javob notoʻgʻri)' }],
      refreshAttempted: false,
      redirected: false,
    });
    const request = vi
      .fn()
      .mockResolvedValueOnce({ id: 9, date: '2026-11-27', currency: 2, rate: '12194.210000', source: 'cbu', set_by: null, created_at: '2026-11-27T04:00:00Z' })
      .mockRejectedValueOnce(down);
    renderWithAdmin(
      <>
        <TodayRateBadge />
        <Notification />
      </>,
      {
        dataProvider: provider(NONE, request),
        // As the app's: a 5xx the caller did not handle opens the server-error page.
        authProvider: { ...fakeAuthProvider([]), checkError: () => Promise.reject({ redirectTo: '/errors/500', logoutUser: false, message: false }) },
      },
    );
    expect(await screen.findByTestId('today-rate')).toHaveTextContent('Bugungi kurs kiritilmagan');
    const button = await screen.findByRole('button', { name: 'Markaziy bank kursini yuklash' });
    await userEvent.click(button);
    expect(await screen.findByText(/^Markaziy bank kursi yuklandi: 1 USD = 12\s194,21\sUZS \(27\.11\.2026\)$/)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('exchange-rate/fetch', expect.objectContaining({ method: 'POST', body: {}, openErrorPage: false }));

    await userEvent.click(screen.getByRole('button', { name: 'Markaziy bank kursini yuklash' }));
    expect(await screen.findByText('Markaziy bankdan kurs olinmadi (javob yoʻq yoki javob notoʻgʻri)')).toBeInTheDocument();
  });
});

describe('the rate in a money dialog', () => {
  async function chooseUzsWallet() {
    await userEvent.click(await screen.findByRole('combobox', { name: /^Hamyon/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Kassa soʻm/ }));
  }

  it('says where the prefilled rate comes from and its day', async () => {
    renderWithAdmin(<OperationDialog open onClose={() => undefined} operationType="replenish" />, { dataProvider: provider(CBU) });
    await chooseUzsWallet();
    await waitFor(() => expect(screen.getByLabelText(/Dollar kursi/)).toHaveValue('12\u00a0194,210000'));
    expect(screen.getByText('MB kursi, 27.11.2026')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Summa/), '1219421');
    expect(screen.getByText(/^Dollarda: 100,00\sUSD · MB kursi, 27\.11\.2026$/)).toBeInTheDocument();
    expect(screen.queryByTestId('rate-missing')).not.toBeInTheDocument();
  });

  it('tells the cashier what to do when no rate is stored, in their language, until one is typed', async () => {
    renderWithAdmin(<OperationDialog open onClose={() => undefined} operationType="replenish" />, { dataProvider: provider(NONE), locale: 'ru' });
    await userEvent.click(await screen.findByRole('combobox', { name: /^Кошел/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Kassa soʻm/ }));
    const note = await screen.findByTestId('rate-missing');
    expect(note).toHaveTextContent('Курса на сегодня ещё нет: введите курс или попросите администратора загрузить курс ЦБ');
    await userEvent.type(within(screen.getByRole('dialog')).getByLabelText(/Курс доллара/), '12650');
    await waitFor(() => expect(screen.queryByTestId('rate-missing')).not.toBeInTheDocument());
  });

  it('in Uzbek too', async () => {
    renderWithAdmin(<OperationDialog open onClose={() => undefined} operationType="withdraw" />, { dataProvider: provider(NONE) });
    await chooseUzsWallet();
    expect(await screen.findByTestId('rate-missing')).toHaveTextContent('Bugungi kurs hali yoʻq: kursni kiriting yoki administrator Markaziy bank kursini yuklasin');
  });
});
