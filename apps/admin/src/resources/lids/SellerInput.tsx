import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { FieldTitle, InputHelperText, useGetList, useInput, useTranslate, type InputProps } from 'react-admin';

/** A seller of GET /api/account/seller/list/ (search, page_size=10). */
export interface Seller {
  id: number;
  full_name?: string;
  name?: string;
  phone_number?: string;
}

export const sellerName = (seller: Seller | null | undefined) => seller?.full_name ?? seller?.name ?? (seller ? `#${seller.id}` : '');

/** The seller list page size of the spec (document 2, section 9). */
const SELLER_PAGE_SIZE = 10;

export type SellerInputProps = Omit<InputProps, 'format' | 'parse'> & {
  /** The current seller's name (the list may not hold it). */
  initialLabel?: string | null;
  helperText?: string | false;
};

/** Picks a seller by typing part of the name: 10 matches at a time, searched on the server. */
export function SellerInput({ initialLabel, helperText, label, ...props }: SellerInputProps) {
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput(props);
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search), 250);
    return () => window.clearTimeout(timer);
  }, [search]);
  const { data = [], isFetching } = useGetList<Seller>('sellers', {
    pagination: { page: 1, perPage: SELLER_PAGE_SIZE },
    sort: { field: '', order: 'ASC' },
    filter: debounced ? { q: debounced } : {},
  });
  const [chosen, setChosen] = useState<Seller | null>(null);
  const value = useMemo<Seller | null>(() => {
    if (field.value === null || field.value === undefined || field.value === '') return null;
    const id = Number(field.value);
    return data.find((seller) => seller.id === id) ?? (chosen?.id === id ? chosen : { id, full_name: initialLabel ?? undefined });
  }, [field.value, data, chosen, initialLabel]);
  const options = value && !data.some((seller) => seller.id === value.id) ? [value, ...data] : data;

  return (
    <Autocomplete<Seller>
      id={id}
      options={options}
      value={value}
      loading={isFetching}
      filterOptions={(items) => items}
      getOptionLabel={sellerName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => {
        setChosen(next);
        field.onChange(next ? next.id : null);
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear') setSearch('');
      }}
      onBlur={field.onBlur}
      noOptionsText={translate('resources.lids.seller.none')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          error={fieldState.invalid}
          label={label === false ? undefined : <FieldTitle label={label} source={props.source} resource="lids" isRequired={isRequired} />}
          helperText={
            helperText === false && !fieldState.invalid ? undefined : (
              <InputHelperText error={fieldState.invalid ? fieldState.error?.message : undefined} helperText={helperText} />
            )
          }
        />
      )}
      sx={{ width: '100%' }}
    />
  );
}
