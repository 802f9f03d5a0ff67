import type { SxProps, Theme } from '@mui/material';

/** Read by screen readers and voice control, not drawn: a control's purpose beside what it shows. */
export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};
