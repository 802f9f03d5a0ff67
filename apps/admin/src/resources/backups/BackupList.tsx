import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import { Alert, Box, Card, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, type ChipProps } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { EmptyState } from '../../components/EmptyState';
import { ScrollX } from '../../components/ScrollX';
import { formatDateTime } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { formatBytes, hasPending, runTime } from './format';
import { BACKUPS_API } from './paths';
import type { BackupOverview, BackupRun } from './types';

const STATUS_COLOUR: Record<BackupRun['status'], ChipProps['color']> = { queued: 'default', running: 'info', ok: 'success', error: 'error' };

/** While a backup is queued or running the list asks again this often. */
const PENDING_REFRESH_MS = 5_000;

function RunRow({ run }: { run: BackupRun }) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(runTime(run))}</TableCell>
      <TableCell>{translate(`resources.backups.kinds.${run.kind}`)}</TableCell>
      <TableCell>
        <Chip size="small" color={STATUS_COLOUR[run.status]} label={translate(`resources.backups.statuses.${run.status}`)} />
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{run.file ?? '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatBytes(run.size_bytes)}</TableCell>
      <TableCell>{run.requested_by?.full_name ?? '—'}</TableCell>
      <TableCell sx={{ color: 'error.main', maxWidth: 420, overflowWrap: 'anywhere' }}>{run.error ?? ''}</TableCell>
    </TableRow>
  );
}

/** /settings/backups (SETTINGS_WRITE): the nightly backup's settings, the latest runs, "back up now". */
export function BackupList() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [busy, setBusy] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ['backups'],
    queryFn: ({ signal }) => dataProvider.request<BackupOverview>(BACKUPS_API, { signal }),
    refetchInterval: (query) => (query.state.data && hasPending(query.state.data.results) ? PENDING_REFRESH_MS : false),
  });

  const backUpNow = async () => {
    setBusy(true);
    try {
      await dataProvider.request<BackupRun>(BACKUPS_API, { method: 'POST', body: {}, openErrorPage: false });
      notify('resources.backups.notifications.queued', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['backups'] });
    } catch {
      notify('resources.backups.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const runs = data?.results ?? [];
  return (
    <Box sx={{ pb: 4 }}>
      <Title title="app.menu.backups" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', md: 'center' }} justifyContent="space-between" sx={{ py: 2 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('app.menu.backups')}
          </Typography>
          {data?.enabled ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.backups.subtitle', { hour: String(data.hour).padStart(2, '0'), keep: data.keep })}
            </Typography>
          ) : null}
        </Box>
        {data?.enabled ? (
          <ActionButton label="resources.backups.action.backup_now" icon={<BackupOutlinedIcon />} variant="contained" disabled={busy || hasPending(runs)} onClick={backUpNow} />
        ) : null}
      </Stack>

      {isError ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('resources.backups.load_failed')}</Alert> : null}
      {data && !data.enabled ? <Alert severity="info" sx={{ mb: 2 }}>{translate('resources.backups.disabled')}</Alert> : null}

      <Card variant="outlined">
        {isPending ? (
          <Skeleton variant="rectangular" height={160} />
        ) : runs.length === 0 ? (
          <EmptyState icon={<BackupOutlinedIcon />} title={translate('resources.backups.empty')} text={data?.enabled ? translate('resources.backups.empty_text') : undefined} />
        ) : (
          <ScrollX>
            <Table size="small" aria-label={translate('app.menu.backups')}>
              <TableHead>
                <TableRow>
                  {(['time', 'kind', 'status', 'file', 'size', 'requested_by', 'error'] as const).map((field) => (
                    <TableCell key={field} align={field === 'size' ? 'right' : 'left'}>
                      {translate(`resources.backups.fields.${field}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.map((run) => (
                  <RunRow key={run.id} run={run} />
                ))}
              </TableBody>
            </Table>
          </ScrollX>
        )}
      </Card>
    </Box>
  );
}
