import { Alert, Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface AuthCardProps {
  icon: ReactNode;
  /** Translation keys. */
  title: string;
  subtitle: string;
  /** A message (translation key or server text) shown above the form. */
  error?: string | null;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every sign-in-area step uses. */
export function AuthCard({ icon, title, subtitle, error, children, footer }: AuthCardProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, boxShadow: (theme) => theme.shadows[4] }}>
      <Stack spacing={2.5}>
        <Stack spacing={1} alignItems="center" sx={{ textAlign: 'center' }}>
          <Box
            sx={(theme) => ({
              width: 52,
              height: 52,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 12%, transparent)`,
            })}
          >
            {icon}
          </Box>
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(subtitle)}
          </Typography>
        </Stack>
        {error ? (
          <Alert severity="error" role="alert">
            {translate(error, { _: error })}
          </Alert>
        ) : null}
        {children}
        {footer}
      </Stack>
    </Card>
  );
}
