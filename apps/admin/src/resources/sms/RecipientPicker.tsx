import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useInput, useGetList, useTranslate } from 'react-admin';
import { formatPhoneNumber } from '../../format/format';

interface Person {
  id: number;
  name: string;
  phone_number?: string;
}

export interface RecipientPickerProps {
  source: string;
  /** "clients" or "lids". */
  reference: 'clients' | 'lids';
  label: string;
  placeholder?: string;
  disabled?: boolean;
}

const PAGE_SIZE = 10;

/** Picks several clients or leads, searched on the server as the user types (10 at a time). */
export function RecipientPicker({ source, reference, label, placeholder, disabled }: RecipientPickerProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [chosen, setChosen] = useState<Person[]>([]);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [search]);
  const { data = [], isFetching } = useGetList<Person>(reference, {
    pagination: { page: 1, perPage: PAGE_SIZE },
    sort: { field: '', order: 'ASC' },
    filter: debounced ? { q: debounced } : {},
  });
  const values: number[] = Array.isArray(field.value) ? field.value.map(Number) : [];
  const selected = values.map((id) => chosen.find((person) => person.id === id) ?? { id, name: `#${id}` });

  return (
    <Autocomplete<Person, true>
      multiple
      disabled={disabled}
      options={data}
      value={selected}
      loading={isFetching}
      filterOptions={(items) => items}
      filterSelectedOptions
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => {
        setChosen(next);
        field.onChange(next.map((person) => person.id));
      }}
      inputValue={search}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setSearch(text);
      }}
      onBlur={field.onBlur}
      noOptionsText={translate('ra.navigation.no_results', { name: translate(label) })}
      loadingText={translate('ra.page.loading')}
      renderOption={(props, person) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {person.name}
              </Typography>
              {person.phone_number ? (
                <Typography variant="caption" color="text.secondary">
                  {formatPhoneNumber(person.phone_number)}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      renderValue={(items, getItemProps) =>
        items.map((person, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} size="small" label={person.name} {...rest} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={translate(label)} placeholder={placeholder ? translate(placeholder) : undefined} />}
    />
  );
}
