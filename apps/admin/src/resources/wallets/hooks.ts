import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useLocaleState } from 'react-admin';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { EXCHANGE_RATE_TODAY_API } from './paths';
import type { TodayRate, Wallet } from './types';

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
