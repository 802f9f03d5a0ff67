import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One number of a record's header on a grey tile: its label (a translation key) above it. */
export function Figure({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', height: '100%' }}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums', color, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
