// The parts of a record's page: back to the list, the loading and not-found states, a figure tile.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Card, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from './EmptyState';

/** "Back to the list" on a record's page: the list's path, opened at the spec's page size; `label` a translation key. */
export function BackToListButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={`${to}?page_size=20`} label={label}>
      <ArrowBackIcon />
    </Button>
  );
}

/** A record's page while the record loads: grey blocks the height of its header and of its body. */
export function ShowSkeleton({ heights }: { heights: readonly number[] }) {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {heights.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A record's page without its record (a wrong address, deleted, not readable): says so, with the way back. */
export function ShowNotFound({ icon, title, back }: { icon: ReactNode; title: string; back: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <EmptyState icon={icon} title={translate(title)} action={back} />
    </Card>
  );
}

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
