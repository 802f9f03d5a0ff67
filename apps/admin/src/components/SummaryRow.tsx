import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface SummaryRowProps {
  /** Translation key of the label. */
  label: string;
  children: ReactNode;
  /** The row that sums up (bold). */
  strong?: boolean;
  /** A strong row in a larger type. */
  large?: boolean;
  /** The value on one line. */
  nowrap?: boolean;
}

/** A label on the left and its value on the right, in a summary card. */
export function SummaryRow({ label, children, strong = false, large = false, nowrap = false }: SummaryRowProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography
        variant={strong && large ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', textAlign: 'right', ...(nowrap ? { whiteSpace: 'nowrap' } : {}) }}
      >
        {children}
      </Typography>
    </Stack>
  );
}
