import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Title, useDataProvider, useLocaleState, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { P } from '@mijozlar/shared';
import { ActionButton } from '../../components/ActionButton';
import { DownloadButton } from '../../components/DownloadButton';
import { BackToListButton, ShowNotFound, ShowSkeleton } from '../../components/RecordPage';
import { formatMoney, formatNumber } from '../../format/format';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { files } from '../../providers/files';
import { ConstructionImportDialog } from './ConstructionImportDialog';
import { ConstructionOperations } from './ConstructionOperations';
import { ExpenseDialog } from './ExpenseDialog';
import { CONSTRUCTION_LIST_PATH, CONSTRUCTION_TEMPLATE_API, constructionApi, constructionMonthlyApi } from './paths';
import { ProjectFormDialog } from './ProjectFormDialog';
import { SpendingChart } from './SpendingChart';
import { SpentChips, spentLines } from './SpentLines';
import type { ConstructionProject, MonthlySpending } from './types';
import { HistorySection } from '../../components/history/HistorySection';

function Figure({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Spent per currency with its two parts. */
function SpentBreakdown({ project }: { project: ConstructionProject }) {
  const translate = useTranslate();
  const lines = spentLines(project.spent);
  if (lines.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 2 }}>
      {lines.map((line) => (
        <Typography key={line.currency} variant="body2" color="text.secondary" data-testid={`spent-breakdown-${line.currency_code}`}>
          <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', mr: 1 }}>
            {line.currency_code}
          </Box>
          {translate('resources.construction.fields.operations')}: {formatMoney(line.operations, { currency: line.currency_code })}
          {' · '}
          {translate('resources.construction.fields.deliveries')}: {formatMoney(line.deliveries, { currency: line.currency_code })}
        </Typography>
      ))}
    </Stack>
  );
}

function ProjectPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const canSpend = hasPermission(permissions, P.WALLET_READ);
  const [dialog, setDialog] = useState<'expense' | 'import' | 'edit' | null>(null);
  const project = useQuery({
    queryKey: ['construction', 'one', id, locale],
    queryFn: ({ signal }) => dataProvider.request<ConstructionProject>(constructionApi(id), { signal }),
    enabled: !!id,
  });
  const monthly = useQuery({
    queryKey: ['construction', 'monthly', id],
    queryFn: ({ signal }) => dataProvider.request<{ results: MonthlySpending[] }>(constructionMonthlyApi(id), { signal }),
    enabled: !!id,
  });
  const back = <BackToListButton to={CONSTRUCTION_LIST_PATH} label="resources.construction.action.back" />;

  if (project.isPending) return <ShowSkeleton heights={[140, 300]} />;
  if (project.isError || !project.data) return <ShowNotFound icon={<ApartmentOutlinedIcon />} title="resources.construction.page.not_found" back={back} />;
  const p = project.data;
  const onImported = () => {
    void queryClient.invalidateQueries({ queryKey: ['construction'] });
    void queryClient.invalidateQueries({ queryKey: ['construction-operations'] });
    void queryClient.invalidateQueries({ queryKey: ['wallets'] });
    refresh();
  };

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={p.name} />
      <Box sx={{ py: 1 }}>{back}</Box>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'stretch', md: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="project-name">
                {p.name}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <SpentChips spent={p.spent} />
              </Box>
            </Box>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
              <ActionButton label="resources.construction.action.edit" icon={<EditOutlinedIcon />} onClick={() => setDialog('edit')} />
              <DownloadButton label="resources.construction.action.template" path={CONSTRUCTION_TEMPLATE_API} fileName="construction-expenses-template.xlsx" transfer={files} />
              {canSpend ? (
                <>
                  <ActionButton label="resources.construction.action.import" icon={<UploadFileOutlinedIcon />} variant="outlined" onClick={() => setDialog('import')} />
                  <ActionButton label="resources.construction.action.add_expense" icon={<AddIcon />} variant="contained" color="warning" onClick={() => setDialog('expense')} />
                </>
              ) : null}
            </Stack>
          </Stack>
          <Grid container spacing={2} sx={{ mt: 1 }}>
            <Grid size={{ xs: 4 }}>
              <Figure label="resources.construction.fields.floor_count" value={formatNumber(p.floor_count)} />
            </Grid>
            <Grid size={{ xs: 4 }}>
              <Figure label="resources.construction.fields.room_count" value={formatNumber(p.room_count)} />
            </Grid>
            <Grid size={{ xs: 4 }}>
              <Figure label="resources.construction.fields.entrance_count" value={formatNumber(p.entrance_count)} />
            </Grid>
          </Grid>
          <SpentBreakdown project={p} />
        </CardContent>
      </Card>
      <Box sx={{ mb: 2 }}>
        {monthly.isPending ? <Skeleton variant="rounded" height={330} /> : <SpendingChart rows={monthly.data?.results ?? []} />}
      </Box>
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('resources.construction.page.operations')}
          </Typography>
        </CardContent>
        <ConstructionOperations project={p} />
      </Card>
      <Box sx={{ mt: 2 }}>
        <HistorySection entity="construction" id={p.id} />
      </Box>
      {dialog === 'expense' ? <ExpenseDialog open onClose={() => setDialog(null)} project={p} /> : null}
      {dialog === 'edit' ? <ProjectFormDialog open project={p} onClose={() => setDialog(null)} /> : null}
      <ConstructionImportDialog open={dialog === 'import'} projectId={p.id} onClose={() => setDialog(null)} onImported={onImported} />
    </Box>
  );
}

/** /construction/build/{id} (CONSTRUCTION_OPERATIONS): the project, its spending per month, its expenses and deliveries; add, import, export. */
export function ConstructionShow() {
  return <ProjectPage />;
}
