import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table scrolls sideways inside its card instead of widening the page (width 0 with
 * min-width 100% keeps it out of the parent's intrinsic width).
 */
export function ScrollX({ children }: { children: ReactNode }) {
  return <Box sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}>{children}</Box>;
}
