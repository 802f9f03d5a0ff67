import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
}

/** A quiet, centred empty state for lists and panels. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Stack alignItems="center" spacing={1.5} sx={{ py: 8, px: 3, textAlign: 'center' }}>
      <Box
        sx={(theme) => ({
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 10%, transparent)`,
          '& svg': { fontSize: 32 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h6">{title}</Typography>
      {text ? (
        <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
          {text}
        </Typography>
      ) : null}
      {action ? <Box sx={{ pt: 1 }}>{action}</Box> : null}
    </Stack>
  );
}
