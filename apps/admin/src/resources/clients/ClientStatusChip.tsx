import { Chip } from '@mui/material';

/** Colours by the seeded status ids: 1 new, 2 active, 3 vip, 4 problematic, 5 inactive; unknown ids stay neutral. */
const COLORS: Record<number, 'success' | 'warning' | 'default' | 'info' | 'error' | 'secondary'> = {
  1: 'info',
  2: 'success',
  3: 'secondary',
  4: 'error',
  5: 'default',
};

export function ClientStatusChip({ status, name }: { status: number | null | undefined; name: string | null | undefined }) {
  if (!name) return null;
  return <Chip size="small" variant="outlined" color={COLORS[status ?? 0] ?? 'default'} label={name} />;
}
