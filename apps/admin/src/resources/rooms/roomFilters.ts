import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RoomFilters } from './types';

/** The filters of the grid and the table that stick: in the URL, and remembered for the next visit. */
export const ROOM_FILTER_KEYS = ['status', 'rooms_count', 'area_range_min', 'area_range_max'] as const;
export type RoomFilterKey = (typeof ROOM_FILTER_KEYS)[number];

export const FILTERS_STORAGE_KEY = 'mijozlar.rooms.filters';
export const VIEW_STORAGE_KEY = 'mijozlar.rooms.view';

export type RoomsView = 'grid' | 'table';

function readStored<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function store(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: the URL still carries the filters
  }
}

/** The filters in a URL's query, without empty ones. */
export function filtersFromParams(params: URLSearchParams): RoomFilters {
  const filters: RoomFilters = {};
  for (const key of ROOM_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function useRoomFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const view: RoomsView = (params.get('view') ?? readStored<RoomsView>(VIEW_STORAGE_KEY)) === 'table' ? 'table' : 'grid';

  // Opened without filters (from the buildings list): bring back the ones used last time.
  useEffect(() => {
    if (Object.keys(filtersFromParams(params)).length > 0) return;
    const saved = readStored<RoomFilters>(FILTERS_STORAGE_KEY);
    if (!saved || Object.keys(saved).length === 0) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ROOM_FILTER_KEYS) if (saved[key]) next.set(key, String(saved[key]));
        return next;
      },
      { replace: true },
    );
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setFilters = useCallback(
    (changes: Partial<Record<RoomFilterKey, string | undefined>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || String(value).trim() === '') next.delete(key);
            else next.set(key, String(value).trim());
          }
          store(FILTERS_STORAGE_KEY, filtersFromParams(next));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const resetFilters = useCallback(() => {
    setFilters(Object.fromEntries(ROOM_FILTER_KEYS.map((key) => [key, undefined])));
  }, [setFilters]);

  const setView = useCallback(
    (next: RoomsView) => {
      store(VIEW_STORAGE_KEY, next);
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('view', next);
          return params;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, setFilters, resetFilters, view, setView };
}
