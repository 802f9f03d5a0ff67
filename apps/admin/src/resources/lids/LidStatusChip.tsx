import { Chip } from '@mui/material';
import { LID_STATUS } from '@mijozlar/shared';

const COLORS: Record<number, 'info' | 'warning' | 'default'> = {
  [LID_STATUS.NEW]: 'info',
  [LID_STATUS.IN_PROCESS]: 'warning',
  [LID_STATUS.CANCELLED]: 'default',
};

export function LidStatusChip({ status, name }: { status: number | null | undefined; name: string | null | undefined }) {
  if (!name) return null;
  return <Chip size="small" variant="outlined" color={COLORS[status ?? 0] ?? 'default'} label={name} />;
}
