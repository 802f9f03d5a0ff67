import type { DataProvider } from 'react-admin';
import { CURRENCY_USD, CURRENCY_UZS, type TodayExchangeRate } from '@mijozlar/shared';
import type { Wallet } from '../resources/wallets/types';

/** A soʻm till and a dollar till. */
export const TEST_WALLETS: Wallet[] = [
  { id: 1, name: 'Kassa soʻm', currency: CURRENCY_UZS, currency_code: 'UZS', balance: '50000000.00', is_active: true },
  { id: 2, name: 'Kassa dollar', currency: CURRENCY_USD, currency_code: 'USD', balance: '1200.00', is_active: true },
];

type Request = (path: string, options?: { method?: string; body?: unknown }) => Promise<unknown>;

export interface FakeWalletsOptions {
  /** GET exchange-rate/today. */
  today: TodayExchangeRate;
  /** Every other request. */
  request: Request;
  /** The payment methods list. */
  methods?: { id: number; name: string }[];
  /** The wallet choices carry balances (a WALLET_READ reader). */
  balances?: boolean;
  /** GET config; without it, the request goes to `request`. */
  config?: { three_d_url: string; cbu_rates: boolean };
}

/** A data provider for the money forms: the wallets, the payment methods, the day's rate, the wallet choices. */
export function fakeWalletsProvider({ today, request, methods = [{ id: 1, name: 'Naqd' }], balances = false, config }: FakeWalletsOptions): DataProvider {
  return {
    getList: (resource: string) =>
      Promise.resolve(
        resource === 'wallets'
          ? { data: TEST_WALLETS, total: TEST_WALLETS.length }
          : resource === 'payment-methods'
            ? { data: methods, total: methods.length }
            : { data: [], total: 0 },
      ),
    request: (path: string, options?: { method?: string; body?: unknown }) =>
      path === 'exchange-rate/today'
        ? Promise.resolve(today)
        : path === 'config' && config
          ? Promise.resolve(config)
          : // The money forms pick from GET /api/wallet/choices/.
            path === 'wallet/choices'
            ? Promise.resolve(TEST_WALLETS.map(({ id, name, currency, currency_code, balance }) => ({ id, name, currency, currency_code, ...(balances ? { balance } : {}) })))
            : request(path, options),
  } as unknown as DataProvider;
}
