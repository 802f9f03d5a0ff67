import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import { Alert, Box, Card, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type ChipProps, type Theme } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldTitle, SimpleList, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { EmptyState } from '../../components/EmptyState';
import { ScrollX } from '../../components/ScrollX';
import { formatDateTime } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { formatBytes, hasPending, pendingRun, runTime } from './format';
import { BACKUPS_API } from './paths';
import type { BackupOverview, BackupRun } from './types';

const STATUS_COLOUR: Record<BackupRun['status'], ChipProps['color']> = { queued: 'default', running: 'info', ok: 'success', error: 'error' };

/** While a backup is queued or running the list asks again this often. */
const PENDING_REFRESH_MS = 5_000;

function StatusChip({ run }: { run: BackupRun }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOUR[run.status]} label={translate(`resources.backups.statuses.${run.status}`)} />;
}

function RunRow({ run }: { run: BackupRun }) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(runTime(run))}</TableCell>
      <TableCell>{translate(`resources.backups.kinds.${run.kind}`)}</TableCell>
      <TableCell>
        <StatusChip run={run} />
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{run.file ?? '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatBytes(run.size_bytes)}</TableCell>
      <TableCell>{run.requested_by?.full_name ?? '—'}</TableCell>
      <TableCell sx={{ color: 'error.main', maxWidth: 420, overflowWrap: 'anywhere' }}>{run.error ?? ''}</TableCell>
    </TableRow>
  );
}

function RunsTable({ runs }: { runs: BackupRun[] }) {
  const translate = useTranslate();
  return (
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
  );
}

const LINE = { display: 'block' } as const;

/**
 * On a phone: one card per run, as every list's phone rows (react-admin's SimpleList): the time with
 * the result on the right; below, the kind and who asked, the file (broken anywhere rather than cut)
 * with its size, and the error in full.
 */
function RunsSimpleList({ runs }: { runs: BackupRun[] }) {
  const translate = useTranslate();
  return (
    <SimpleList<BackupRun>
      data={runs}
      total={runs.length}
      isPending={false}
      resource="backups"
      rowClick={false}
      empty={null}
      aria-label={translate('app.menu.backups')}
      primaryText={(run) => formatDateTime(runTime(run))}
      tertiaryText={(run) => <StatusChip run={run} />}
      secondaryText={(run) => (
        <>
          <span style={LINE}>
            {translate(`resources.backups.kinds.${run.kind}`)}
            {run.requested_by ? (
              <>
                {' · '}
                {/* react-admin's field label (resources.backups.fields.requested_by). With translate() here the
                    bundler splits a shared chunk of the first load in two: 300.1 kB of the 300 kB budget. */}
                <FieldTitle source="requested_by" resource="backups" />
                {`: ${run.requested_by.full_name}`}
              </>
            ) : null}
          </span>
          {run.file ? (
            <Box component="span" sx={{ ...LINE, overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {run.file}
              </Box>
              <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{` · ${formatBytes(run.size_bytes)}`}</Box>
            </Box>
          ) : null}
          {run.error ? (
            <Box component="span" sx={{ ...LINE, color: 'error.main', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {run.error}
            </Box>
          ) : null}
        </>
      )}
    />
  );
}

/** While a backup is queued or running: says so, and that the page will show the result by itself. */
function PendingNotice({ run }: { run: BackupRun }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {translate(`resources.backups.pending.${run.status === 'running' ? 'running' : 'queued'}`)}
    </Alert>
  );
}

/** /settings/backups (SETTINGS_WRITE): the nightly backup's settings, the latest runs, "back up now". */
export function BackupList() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [busy, setBusy] = useState(false);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
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
  const pending = pendingRun(runs);
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
          <ActionButton label="resources.backups.action.backup_now" icon={<BackupOutlinedIcon />} variant="contained" disabled={busy || pending !== undefined} onClick={backUpNow} />
        ) : null}
      </Stack>

      {isError ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('resources.backups.load_failed')}</Alert> : null}
      {data && !data.enabled ? <Alert severity="info" sx={{ mb: 2 }}>{translate('resources.backups.disabled')}</Alert> : null}
      {pending ? <PendingNotice run={pending} /> : null}

      <Card variant="outlined">
        {isPending ? (
          <Skeleton variant="rectangular" height={160} />
        ) : runs.length === 0 ? (
          <EmptyState icon={<BackupOutlinedIcon />} title={translate('resources.backups.empty')} text={data?.enabled ? translate('resources.backups.empty_text') : undefined} />
        ) : isPhone ? (
          <RunsSimpleList runs={runs} />
        ) : (
          <RunsTable runs={runs} />
        )}
      </Card>
    </Box>
  );
}
