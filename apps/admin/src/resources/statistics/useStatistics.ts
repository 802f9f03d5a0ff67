import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiDataProvider } from '../../providers/dataProvider';
import type { Query } from '../../providers/httpClient';
import { useCanOpen } from '../../routes/useCanOpen';
import type { PeriodPreset } from './period';
import { apiQuery, readStatisticsState, writeStatisticsState, type StatisticsState } from './urlState';

/** The screen's state in the URL (currency, period, page) and a setter that keeps the rest of the query. */
export function useStatisticsState(defaultPreset: PeriodPreset) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readStatisticsState(params, defaultPreset), [params, defaultPreset]);
  const update = useCallback(
    (patch: Partial<StatisticsState>) => {
      setParams((current) => writeStatisticsState({ ...readStatisticsState(current, defaultPreset), page: 1, ...patch }, current), { replace: false });
    },
    [setParams, defaultPreset],
  );
  // The menu's link (`currency=2&page_size=20`) is written out once with the period, so the address is shareable.
  useEffect(() => {
    if (!params.has('period')) setParams((current) => writeStatisticsState(readStatisticsState(current, defaultPreset), current), { replace: true });
  }, [params, setParams, defaultPreset]);
  return { state, update, query: apiQuery(state) };
}

/** One statistics call (GET path with query), its answer typed (packages/shared) and optionally reshaped; the language is part of the key (names of reference data). */
export function useStatistic<T, R = T>(path: string, query: Query, select?: (answer: T) => R, enabled = true) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['statistics', path, query, locale],
    queryFn: ({ signal }) => dataProvider.request<T>(path, { query, signal, openErrorPage: false }).then((answer) => (select ? select(answer) : (answer as unknown as R))),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** Opens a screen behind a figure only when this user may open it (the screens table): a figure links nowhere otherwise. */
export function useOpenAllowed() {
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const go = (url: string) => {
    if (canOpen(url)) navigate(url);
  };
  return { canOpen, go };
}
