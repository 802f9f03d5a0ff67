import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A card's heading: its icon (coloured by the caller) and its title (a translation key). */
export function CardHeading({ icon, title, mb = 1 }: { icon: ReactNode; title: string; mb?: number }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mb }}>
      {icon}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
    </Stack>
  );
}
