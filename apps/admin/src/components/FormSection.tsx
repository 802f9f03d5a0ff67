import { Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface FormSectionProps {
  /** Translation keys. */
  title: string;
  help?: string;
  children: ReactNode;
}

/** A titled group of inputs inside a form. */
export function FormSection({ title, help, children }: FormSectionProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2">
        {translate(title)}
      </Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary">
          {translate(help)}
        </Typography>
      ) : null}
      <Divider sx={{ my: 1.5 }} />
      <Stack spacing={1}>{children}</Stack>
    </Box>
  );
}
