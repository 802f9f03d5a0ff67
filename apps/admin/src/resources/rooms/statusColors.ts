import type { Theme } from '@mui/material';

/**
 * Colours of the room statuses in the grid, the legend and the chips: free green, booked amber,
 * sold red, closed grey; lighter tones on the dark background so that both read well.
 */
const LIGHT: Record<string, string> = { free: '#2e7d32', booked: '#ed8f03', sold: '#c62828', closed: '#6b7280' };
const DARK: Record<string, string> = { free: '#66bb6a', booked: '#ffb74d', sold: '#ef5350', closed: '#9ca3af' };

export function statusColor(code: string | null | undefined, mode: 'light' | 'dark'): string {
  const palette = mode === 'dark' ? DARK : LIGHT;
  return palette[code ?? ''] ?? palette.closed;
}

export function statusColorOf(theme: Theme, code: string | null | undefined): string {
  return statusColor(code, theme.palette.mode);
}

/**
 * Text in a status's colour (a chip's label, a tile's badge) on that status's tint: deeper tones in
 * light mode and paler ones in dark mode, so that it reads at 4.5:1 (statusColors.test.ts).
 */
const TEXT_LIGHT: Record<string, string> = { free: '#1b5e20', booked: '#8a4b00', sold: '#b71c1c', closed: '#4b5563' };
const TEXT_DARK: Record<string, string> = { free: '#a5d6a7', booked: '#ffcc80', sold: '#ffa4a2', closed: '#d1d5db' };

export function statusTextColor(code: string | null | undefined, mode: 'light' | 'dark'): string {
  const palette = mode === 'dark' ? TEXT_DARK : TEXT_LIGHT;
  return palette[code ?? ''] ?? palette.closed;
}

export function statusTextOf(theme: Theme, code: string | null | undefined): string {
  return statusTextColor(code, theme.palette.mode);
}

/** The tile's tinted background: the status colour over the paper. */
export function statusTint(theme: Theme, code: string | null | undefined, percent = 14): string {
  return `color-mix(in srgb, ${statusColorOf(theme, code)} ${percent}%, ${theme.palette.background.paper})`;
}
