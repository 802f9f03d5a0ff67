import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { DataProviderContext, useDataProvider, useGetList, useLocaleState } from 'react-admin';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { EXCHANGE_RATE_TODAY_API, WALLET_CHOICES_API } from './paths';
import type { TodayRate, Wallet, WalletChoice } from './types';

/** The wallets' list (the spec's page_size=100), for selects and names. */
export function useWallets(options: { activeOnly?: boolean } = {}) {
  return useGetList<Wallet>(
    'wallets',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: options.activeOnly ? { is_active: true } : {},
    },
    { staleTime: 30_000 },
  );
}

/**
 * The data provider without react-admin's error handling: its wrapper sends a 403 or 5xx to the
 * error page (the auth provider's checkError) and answers an empty result, even with
 * `openErrorPage: false`. For calls whose caller shows the failure itself.
 */
export function useQuietDataProvider(): ApiDataProvider {
  return useContext(DataProviderContext) as ApiDataProvider;
}

/**
 * The wallets a money form may pick (GET /api/wallet/choices/, active ones by name): readable by every
 * role with a form that moves money, not only WALLET_READ. Under ['wallets'], so what refreshes the
 * wallets refreshes these.
 */
export function useWalletChoices() {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return useQuery({
    queryKey: ['wallets', 'choices'],
    queryFn: ({ signal }) => dataProvider.request<WalletChoice[]>(WALLET_CHOICES_API, { signal }),
    staleTime: 30_000,
  });
}

/**
 * GET /api/exchange-rate/today/: the day's USD rate (UZS per 1 USD) with its source and day, nulls
 * when none is stored. A prefill only: a user who may not read it (403) stays on the form and types it.
 */
export function useTodayRate() {
  const dataProvider = useQuietDataProvider();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['exchange-rate', 'today', locale],
    queryFn: ({ signal }) => dataProvider.request<TodayRate>(EXCHANGE_RATE_TODAY_API, { signal, openErrorPage: false }),
    retry: false,
    staleTime: 60_000,
  });
}

/** GET /api/config/ (the part the wallets read): whether the Central Bank rate can be fetched here. */
export function useCbuRatesEnabled(): boolean {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data } = useQuery({
    queryKey: ['app-config'],
    queryFn: () => dataProvider.request<{ cbu_rates?: boolean }>('config'),
    staleTime: 10 * 60_000,
  });
  return data?.cbu_rates === true;
}
