// The parts of a record's page: back to the list, the loading and not-found states, a figure tile,
// a person's header card, a section card and its label/value rows.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from './EmptyState';
import { UserAvatar } from './UserAvatar';

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

/** The head of a person's page: avatar, name with its chips, a line under it, the actions; `children` below. */
export function PersonHeaderCard({
  name,
  chips,
  subtitle,
  actions,
  children,
}: {
  name: string;
  chips: ReactNode;
  subtitle: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', md: 'center' }}>
          <UserAvatar fullName={name} size={64} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
              {chips}
            </Stack>
            <Typography color="text.secondary">{subtitle}</Typography>
          </Box>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {actions}
          </Stack>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A card of a detail page: an icon, a title, an optional action on the right. */
export function SectionCard({ icon, title, action, children, fill = true }: { icon: ReactNode; title: string; action?: ReactNode; children: ReactNode; fill?: boolean }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: fill ? '100%' : undefined }}>
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.5, minHeight: 36 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate(title)}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A label and its value side by side (stacked on a phone); `divider` draws the line under it. */
export function InfoRow({ label, children, divider = false }: { label: string; children: ReactNode; divider?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ width: { sm: 170 }, flexShrink: 0 }}>
          {translate(label)}
        </Typography>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Stack>
      {divider ? <Divider /> : null}
    </>
  );
}
