import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Drawer, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { AuditEntry } from '@mijozlar/shared';
import { ActionChip, AuditEntryView } from '../../components/history/AuditDiff';

/** One entry beside the list (the whole width on a phone): facts, reason, before/after, details. */
export function AuditEntryDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const { data: entry, isPending, error } = useGetOne<AuditEntry>('audit-log', { id: id ?? '' }, { enabled: !!id, retry: false });
  return (
    <Drawer anchor="right" open={!!id} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 640 } } } }}>
      {id ? (
        <Box sx={{ p: 2 }} role="dialog" aria-label={translate('resources.audit.entry.title', { id })}>
          <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
            <Typography variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
              {translate('resources.audit.entry.title', { id })}
            </Typography>
            {entry ? <ActionChip action={entry.action} /> : null}
            <Tooltip title={translate('resources.audit.entry.close')}>
              <IconButton onClick={onClose} aria-label={translate('resources.audit.entry.close')}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          {entry ? (
            <AuditEntryView entry={entry} />
          ) : error ? (
            <Alert severity="warning">{translate('resources.audit.entry.not_found')}</Alert>
          ) : isPending ? (
            <Stack spacing={1}>
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} variant="rounded" height={36} />
              ))}
            </Stack>
          ) : null}
        </Box>
      ) : null}
    </Drawer>
  );
}
