import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { MAX_PAGE_SIZE } from '@mijozlar/shared';

export interface NamedItem {
  id: number;
  name: string;
}

export type ReferenceSelectInputProps = Omit<SelectInputProps, 'choices'> & {
  /** A resource of RESOURCE_PATHS whose list answers `{id, name}` items (reference data). */
  reference: string;
  /** Filters of the reference list (e.g. the cities of a region). */
  query?: Record<string, unknown>;
  /** Do not load (e.g. a city before its region is chosen). */
  enabled?: boolean;
  /** How an item reads; its name by default. */
  itemText?: (item: NamedItem & Record<string, unknown>) => string;
};

/**
 * A select filled from a whole reference list (regions, statuses, ...). The API has no read of a
 * single reference item, so the short list is loaded once instead of ReferenceInput's per-id reads.
 */
export function ReferenceSelectInput({ reference, query, enabled = true, itemText, ...props }: ReferenceSelectInputProps) {
  const { data, isPending } = useGetList<NamedItem>(
    reference,
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: '', order: 'ASC' }, filter: query },
    { enabled, staleTime: 5 * 60_000 },
  );
  return (
    <SelectInput
      {...props}
      choices={enabled ? (data ?? []) : []}
      optionText={itemText ?? 'name'}
      optionValue="id"
      translateChoice={false}
      isPending={enabled && isPending}
    />
  );
}

export interface RegionCityInputsProps {
  /** Read by a list's filter bar (the region's source). */
  source?: string;
  regionSource?: string;
  citySource?: string;
  /** In a list's filter bar: always shown, no helper text. */
  alwaysOn?: boolean;
  helperText?: false;
}

/** Region, then its cities: the city list follows the chosen region and is cleared when it changes. */
export function RegionCityInputs({ regionSource = 'region', citySource = 'city', helperText }: RegionCityInputsProps) {
  const { setValue } = useFormContext();
  const region = useWatch({ name: regionSource }) as number | string | null | undefined;
  const previous = useRef(region);
  useEffect(() => {
    if (previous.current !== region && previous.current !== undefined) {
      setValue(citySource, null, { shouldDirty: true });
    }
    previous.current = region;
  }, [region, citySource, setValue]);
  const hasRegion = region !== null && region !== undefined && region !== '';
  return (
    <>
      <ReferenceSelectInput source={regionSource} reference="regions" helperText={helperText} emptyText="app.common.not_set" />
      <ReferenceSelectInput
        source={citySource}
        reference="cities"
        query={hasRegion ? { region } : undefined}
        enabled={hasRegion}
        disabled={!hasRegion}
        helperText={helperText}
        emptyText="app.common.not_set"
      />
    </>
  );
}
