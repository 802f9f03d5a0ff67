import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { InputHelperText, useDataProvider, useInput, useRecordContext, useTranslate } from 'react-admin';
import { formatPhoneNumber } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import type { PersonOption } from './types';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_PAGE_SIZE = 20;

export interface PersonInputProps {
  source: 'client' | 'lid';
  /** The record's field with the chosen person's name (client_name, lid_name). */
  nameSource: 'client_name' | 'lid_name';
  /** The picker's list: client/mini-list or lid/mini-list. */
  path: string;
  label: string;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** A mini-list answers a plain array or a page `{results}`. */
function optionsOf(data: unknown): PersonOption[] {
  if (Array.isArray(data)) return data as PersonOption[];
  if (data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) {
    return (data as { results: PersonOption[] }).results;
  }
  return [];
}

/**
 * Picks a client or a lead by name or phone from the server's mini-list. If the list cannot be read
 * (not there, or no permission), the field says so and keeps the current choice, which can still be cleared.
 */
export function PersonInput({ source, nameSource, path, label }: PersonInputProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const record = useRecordContext<Record<string, unknown>>();
  const { field, fieldState, isRequired } = useInput({ source });
  const [selected, setSelected] = useState<PersonOption | null>(() =>
    record && typeof record[source] === 'number' ? { id: record[source] as number, name: String(record[nameSource] ?? `#${record[source]}`) } : null,
  );
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(search, SEARCH_DEBOUNCE_MS);

  // The form cleared the value (e.g. the status changed): forget the chosen person.
  useEffect(() => {
    if ((field.value === null || field.value === undefined || field.value === '') && selected) setSelected(null);
  }, [field.value, selected]);

  const list = useQuery({
    queryKey: ['person-mini-list', path, term],
    queryFn: ({ signal }) =>
      dataProvider.request<unknown>(path, { query: { search: term || undefined, page_size: SEARCH_PAGE_SIZE }, signal, openErrorPage: false }),
    enabled: open,
    retry: false,
    staleTime: 30_000,
  });
  const options = optionsOf(list.data);
  const unavailable = list.isError;
  const error = fieldState.error;

  return (
    <Autocomplete<PersonOption, false, false, false>
      value={selected}
      options={selected && !options.some((option) => option.id === selected.id) ? [selected, ...options] : options}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={list.isFetching}
      filterOptions={(items) => items}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.name}
      onChange={(_event, value) => {
        setSelected(value);
        field.onChange(value ? value.id : null);
      }}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setSearch(value);
        if (reason === 'clear') setSearch('');
      }}
      noOptionsText={translate(unavailable ? 'resources.rooms.person.not_available' : 'resources.rooms.person.no_options')}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {option.name}
              </Typography>
              {option.phone_number ? (
                <Typography variant="caption" color="text.secondary">
                  {formatPhoneNumber(option.phone_number)}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          onBlur={field.onBlur}
          label={translate(label)}
          placeholder={translate('resources.rooms.person.search')}
          required={isRequired}
          error={!!error || unavailable}
          helperText={
            <InputHelperText
              error={error?.message ?? (unavailable ? translate('resources.rooms.person.not_available') : undefined)}
              helperText=" "
            />
          }
          size="small"
          margin="dense"
        />
      )}
      sx={{ mb: 0.5 }}
    />
  );
}
