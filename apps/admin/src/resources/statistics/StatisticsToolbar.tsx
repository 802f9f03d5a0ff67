import { Box, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, useMediaQuery, type Theme } from '@mui/material';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DownloadButton } from '../../components/DownloadButton';
import { isoToDisplay, parseDateText } from '../../components/dateMask';
import { CURRENCY_CODES } from '../../format/currency';
import { files } from '../../providers/files';
import type { Query } from '../../providers/httpClient';
import { PERIOD_PRESETS, presetRange, type PeriodPreset } from './period';
import type { StatisticsState } from './urlState';

/** A dd.mm.yyyy day field that commits a real date only. */
function DayField({ label, value, onChange }: { label: string; value?: string; onChange: (iso: string) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(isoToDisplay(value ?? ''));
  useEffect(() => setText(isoToDisplay(value ?? '')), [value]);
  return (
    <TextField
      size="small"
      label={translate(label)}
      value={text}
      placeholder={translate('app.common.date_placeholder')}
      onChange={(event) => {
        const parsed = parseDateText(event.target.value);
        setText(isoToDisplay(parsed));
        if (/^\d{4}-\d{2}-\d{2}$/.test(parsed)) onChange(parsed);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 140 }}
    />
  );
}

export interface ExportLink {
  /** Translation key of the button. */
  label: string;
  path: string;
  fileName: string;
  query: Query;
}

/** Currency switch, period presets (+ custom dates) and the export buttons. */
export interface StatisticsToolbarProps {
  state: StatisticsState;
  update: (patch: Partial<StatisticsState>) => void;
  presets?: readonly PeriodPreset[];
  exports?: ExportLink[];
}

export function StatisticsToolbar({ state, update, presets = PERIOD_PRESETS, exports = [] }: StatisticsToolbarProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const choosePreset = (value: PeriodPreset) => {
    if (value === 'custom') {
      const range = state.from_date || state.to_date ? { from_date: state.from_date, to_date: state.to_date } : presetRange('this_month');
      update({ preset: 'custom', ...range });
    } else update({ preset: value, ...presetRange(value) });
  };
  return (
    <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 2 }} data-testid="statistics-toolbar">
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={state.currency}
        onChange={(_, value: number | null) => value && update({ currency: value })}
        aria-label={translate('resources.statistics.toolbar.currency')}
      >
        {[CURRENCY_USD, CURRENCY_UZS].map((id) => (
          <ToggleButton key={id} value={id} sx={{ px: 2, fontWeight: 700 }}>
            {CURRENCY_CODES[id]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {phone ? (
        <TextField
          select
          size="small"
          label={translate('resources.statistics.toolbar.period')}
          value={state.preset}
          onChange={(event) => choosePreset(event.target.value as PeriodPreset)}
          sx={{ minWidth: 160, flex: 1 }}
        >
          {presets.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {translate(`resources.statistics.period.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={state.preset}
          onChange={(_, value: PeriodPreset | null) => value && choosePreset(value)}
          aria-label={translate('resources.statistics.toolbar.period')}
        >
          {presets.map((preset) => (
            <ToggleButton key={preset} value={preset} sx={{ px: 1.5, textTransform: 'none' }}>
              {translate(`resources.statistics.period.${preset}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {state.preset === 'custom' ? (
        <Stack direction="row" spacing={1}>
          <DayField label="resources.statistics.toolbar.from_date" value={state.from_date} onChange={(from_date) => update({ preset: 'custom', from_date, to_date: state.to_date })} />
          <DayField label="resources.statistics.toolbar.to_date" value={state.to_date} onChange={(to_date) => update({ preset: 'custom', to_date, from_date: state.from_date })} />
        </Stack>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {exports.map((link) => (
        <DownloadButton key={link.path} label={link.label} path={link.path} fileName={link.fileName} query={link.query} transfer={files} variant="outlined" />
      ))}
    </Stack>
  );
}

