import { Box, ButtonBase, Stack, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../format/format';
import type { LegendEntry } from './gridModel';
import { statusColorOf, statusTint } from './statusColors';

export interface RoomLegendProps {
  entries: LegendEntry[];
  total: LegendEntry;
  /** The status filter: the entry shown as selected. */
  selected?: string;
  /** A click on a status filters the grid by it (a second click clears it). */
  onSelect?: (code: string | undefined) => void;
}

function Values({ value }: { value: Record<string, string> }) {
  const currencies = Object.keys(value);
  if (currencies.length === 0) {
    return (
      <Typography variant="caption" color="text.disabled">
        —
      </Typography>
    );
  }
  return (
    <>
      {currencies.map((currency) => (
        <Typography key={currency} variant="caption" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.35 }} noWrap>
          {formatMoney(value[currency])} {currency}
        </Typography>
      ))}
    </>
  );
}

function EntryBody({ entry, title, swatch }: { entry: LegendEntry; title: string; swatch?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0, width: '100%' }}>
      <Stack direction="row" spacing={0.75} alignItems="center">
        {swatch ? <Box sx={{ width: 10, height: 10, borderRadius: '3px', backgroundColor: swatch, flex: 'none' }} /> : null}
        <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto !important', fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(entry.count)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }} noWrap>
        {translate('resources.rooms.legend.area', { area: formatMoney(entry.area) })}
      </Typography>
      <Box sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <Values value={entry.value} />
      </Box>
    </Box>
  );
}

/** Totals per status (count, area, value per currency) and in all; doubles as a status filter. */
export function RoomLegend({ entries, total, selected, onSelect }: RoomLegendProps) {
  const theme = useTheme();
  const translate = useTranslate();
  return (
    <Box
      role="list"
      aria-label={translate('resources.rooms.filters.status')}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: `repeat(${entries.length + 1}, minmax(0, 1fr))` },
      }}
    >
      {entries.map((entry) => {
        const color = statusColorOf(theme, entry.status_code);
        const active = selected === entry.status_code;
        return (
          // The list item holds the toggle: a list item itself cannot be pressed (ARIA).
          <Box key={entry.status_code} role="listitem" data-status={entry.status_code} sx={{ display: 'flex', minWidth: 0 }}>
            <ButtonBase
              aria-pressed={active}
              onClick={() => onSelect?.(active ? undefined : entry.status_code)}
              sx={{
                flex: 1,
                minWidth: 0,
                justifyContent: 'flex-start',
                alignItems: 'flex-start',
                textAlign: 'left',
                p: 1.25,
                borderRadius: 1,
                border: 1,
                borderColor: active ? color : 'divider',
                boxShadow: active ? `inset 0 0 0 1px ${color}` : 'none',
                backgroundColor: active ? statusTint(theme, entry.status_code, 10) : 'background.paper',
                '&:hover': { borderColor: color },
              }}
            >
              <EntryBody entry={entry} title={entry.status_name} swatch={color} />
            </ButtonBase>
          </Box>
        );
      })}
      <Box
        role="listitem"
        data-status="total"
        sx={{ p: 1.25, borderRadius: 1, border: 1, borderColor: 'divider', backgroundColor: 'action.hover' }}
      >
        <EntryBody entry={total} title={translate('resources.rooms.legend.total')} />
      </Box>
    </Box>
  );
}
