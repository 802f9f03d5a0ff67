import { Chip, useTheme } from '@mui/material';
import { statusColorOf, statusTextOf, statusTint } from './statusColors';

/** A room status as a chip in its grid colour. */
export function RoomStatusChip({ code, name, size = 'small' }: { code: string; name: string; size?: 'small' | 'medium' }) {
  const theme = useTheme();
  const color = statusColorOf(theme, code);
  return (
    <Chip
      size={size}
      label={name}
      data-status={code}
      sx={{
        fontWeight: 600,
        color: statusTextOf(theme, code),
        backgroundColor: statusTint(theme, code, 16),
        border: `1px solid color-mix(in srgb, ${color} 40%, transparent)`,
      }}
    />
  );
}
