import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RoomFilterKey } from './roomFilters';
import type { RoomFilters, RoomStatus } from './types';

const ROOMS_COUNT_CHOICES = [1, 2, 3, 4, 5, 6];
const DEBOUNCE_MS = 400;

/** A number field that writes its value after the user stops typing. */
function AreaField({ label, value, onChange }: { label: string; value?: string; onChange: (value: string | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => {
    if ((value ?? '') === text) return undefined;
    const timer = window.setTimeout(() => onChange(text.replace(',', '.') || undefined), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value.replace(/[^\d.,]/g, ''))}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 175 } }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

export interface RoomFilterBarProps {
  filters: RoomFilters;
  statuses: RoomStatus[];
  onChange: (changes: Partial<Record<RoomFilterKey, string | undefined>>) => void;
  onReset: () => void;
}

/** Status, rooms count and area range; they stick in the URL. */
export function RoomFilterBar({ filters, statuses, onChange, onReset }: RoomFilterBarProps) {
  const translate = useTranslate();
  const any = translate('resources.rooms.filters.any');
  const active = Object.values(filters).some(Boolean);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate('resources.rooms.filters.status')}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value || undefined })}
        sx={{ width: { xs: 'calc(50% - 4px)', sm: 180 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{any}</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status.code} value={status.code}>
            {status.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('resources.rooms.filters.rooms_count')}
        value={filters.rooms_count ?? ''}
        onChange={(event) => onChange({ rooms_count: event.target.value || undefined })}
        sx={{ width: { xs: 'calc(50% - 4px)', sm: 120 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{any}</MenuItem>
        {ROOMS_COUNT_CHOICES.map((count) => (
          <MenuItem key={count} value={String(count)}>
            {count}
          </MenuItem>
        ))}
      </TextField>
      <AreaField
        label={translate('resources.rooms.filters.area_min')}
        value={filters.area_range_min}
        onChange={(value) => onChange({ area_range_min: value })}
      />
      <AreaField
        label={translate('resources.rooms.filters.area_max')}
        value={filters.area_range_max}
        onChange={(value) => onChange({ area_range_max: value })}
      />
      {active ? (
        <Button size="small" color="inherit" startIcon={<FilterAltOffOutlinedIcon />} onClick={onReset}>
          {translate('resources.rooms.filters.reset')}
        </Button>
      ) : null}
    </Stack>
  );
}
