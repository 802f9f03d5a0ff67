import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useLocaleState } from 'react-admin';
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

/** GET /api/exchange-rate/today/: the day's USD rate (UZS per 1 USD), null when none is stored. */
export function useTodayRate() {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['exchange-rate', 'today', locale],
    queryFn: ({ signal }) => dataProvider.request<TodayRate>(EXCHANGE_RATE_TODAY_API, { signal }),
    staleTime: 60_000,
  });
}
