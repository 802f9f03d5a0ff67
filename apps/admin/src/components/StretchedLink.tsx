import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A phone list row's title as a link stretched over the whole row, for rows that also carry buttons
 * (RowActions sit above it): one tap anywhere opens the record, and no control sits inside another.
 * Use with `rowClick={false}` and `sx={STRETCHED_ROWS}` on the SimpleList.
 */
export function StretchedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="none" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
      {children}
    </Link>
  );
}

export const STRETCHED_ROWS = { '& .MuiListItem-root': { position: 'relative' } } as const;
