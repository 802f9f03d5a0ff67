import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from './EmptyState';
import { UserAvatar } from './UserAvatar';

/** Back to a list (its first page of 20). */
export function BackToListButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={`${to}?page_size=20`} label={label}>
      <ArrowBackIcon />
    </Button>
  );
}

/** A detail page while its record loads. */
export function DetailLoading() {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

/** A detail page whose record could not be read, with the way back. */
export function DetailNotFound({ icon, title, back }: { icon: ReactNode; title: string; back: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <EmptyState icon={icon} title={translate(title)} action={back} />
    </Card>
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
