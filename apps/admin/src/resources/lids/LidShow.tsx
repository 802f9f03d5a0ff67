import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Alert, Box, Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Title, useDataProvider, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import { P } from '@mijozlar/shared';
import { hasPermission } from '../../permissions';
import { Link, useParams } from 'react-router-dom';
import { ActionButton } from '../../components/ActionButton';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BackToListButton, InfoRow, PersonHeaderCard, ShowNotFound, ShowSkeleton } from '../../components/RecordPage';
import { formatDate, formatPhoneNumber } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { clientReadPath } from '../clients/paths';
import type { Client } from '../clients/types';
import { ExistingClientNotice, existingClientOf } from '../clients/ExistingClientNotice';
import { NextCallCell } from './LidList';
import { LidFormDialog } from './LidFormDialog';
import { LidStatusChip } from './LidStatusChip';
import { LidTalks } from './LidTalks';
import { LIDS_LIST_PATH, lidToClientPath } from './paths';
import type { Lid } from './types';
import { CardHeading } from '../../components/CardHeading';
import { HistorySection } from '../../components/history/HistorySection';

const text = (value: string | null | undefined) => (
  <Typography variant="body2" color={value ? 'text.primary' : 'text.disabled'} sx={{ overflowWrap: 'anywhere' }}>
    {value || '—'}
  </Typography>
);

/** /lids/lidsRead/{id} (LID_READ): the lead, its talks, and its conversion into a client. */
export function LidShow() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: lid, isPending, error } = useGetOne<Lid>('lids', { id: Number(id) }, { enabled: !!id });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [newClient, setNewClient] = useState<Client | null>(null);
  // The lead's phone belongs to a client already (409 client.phone_exists): link to that client.
  const [existingClient, setExistingClient] = useState<number | null>(null);
  const { permissions } = usePermissions<string[]>();
  // Converting creates a client: the API asks for CLIENT_READ too.
  const canOpenClients = hasPermission(permissions, P.CLIENT_READ);

  const convert = useMutation({
    mutationFn: () => dataProvider.request<Client>(lidToClientPath(id)),
    onSuccess: (client) => {
      setConfirming(false);
      setNewClient(client);
      notify('resources.lids.notifications.converted', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['lids'] });
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
    onError: (err) => {
      setConfirming(false);
      const existing = existingClientOf(err);
      setExistingClient(existing);
      if (existing === null) notify(err instanceof Error ? err.message : 'app.errors.generic', { type: 'error' });
      void queryClient.invalidateQueries({ queryKey: ['lids'] });
    },
  });

  const back = <BackToListButton to={LIDS_LIST_PATH} label="resources.lids.action.back_to_list" />;

  if (isPending) return <ShowSkeleton heights={[120, 240]} />;
  if (error || !lid) return <ShowNotFound icon={<SupportAgentOutlinedIcon />} title="resources.lids.page.not_found" back={back} />;

  const clientId = newClient?.id ?? lid.converted_client;
  const place = [lid.region_name, lid.city_name].filter(Boolean).join(', ');

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={lid.name} />
      <Box sx={{ py: 1 }}>{back}</Box>
      <PersonHeaderCard
        name={lid.name}
        chips={
          <>
            <LidStatusChip status={lid.status} name={lid.status_name} />
            {lid.archived ? <Chip size="small" label={translate('resources.lids.fields.archived')} /> : null}
            {clientId ? <Chip size="small" color="success" label={translate('resources.lids.convert.done_chip')} /> : null}
          </>
        }
        subtitle={[formatPhoneNumber(lid.phone_number), lid.company_name].filter(Boolean).join(' · ')}
        actions={
          <>
            {clientId && canOpenClients ? (
              <ActionButton label="resources.lids.convert.open_client" icon={<OpenInNewIcon />} to={clientReadPath(clientId)} variant="contained" />
            ) : clientId || !canOpenClients ? null : (
              <ActionButton label="resources.lids.convert.action" icon={<HowToRegOutlinedIcon />} onClick={() => setConfirming(true)} variant="contained" color="success" />
            )}
            <ActionButton label="ra.action.edit" icon={<EditOutlinedIcon />} onClick={() => setEditing(true)} variant="outlined" />
          </>
        }
      >
        {newClient ? (
          <Alert
            severity="success"
            sx={{ mt: 2 }}
            action={
              canOpenClients ? (
                <Button component={Link} to={clientReadPath(newClient.id)} label="resources.lids.convert.open_client" color="inherit" />
              ) : undefined
            }
          >
            {translate('resources.lids.convert.done', { name: newClient.name })}
          </Alert>
        ) : null}
        {existingClient !== null && !clientId ? (
          <Box sx={{ mt: 2 }}>
            <ExistingClientNotice id={existingClient} />
          </Box>
        ) : null}
      </PersonHeaderCard>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardContent>
              <CardHeading icon={<InfoOutlinedIcon color="primary" />} title="resources.lids.sections.details" />
              <InfoRow divider label="resources.lids.fields.next_call_date">
                <NextCallCell value={lid.next_call_date} archived={lid.archived} />
              </InfoRow>
              <InfoRow divider label="resources.lids.fields.call_date">{text(formatDate(lid.call_date))}</InfoRow>
              <InfoRow divider label="resources.lids.fields.seller_name">{text(lid.seller_name)}</InfoRow>
              <InfoRow divider label="resources.lids.fields.operator_name">{text(lid.operator_name)}</InfoRow>
              <InfoRow divider label="resources.lids.fields.source_name">{text(lid.source_name)}</InfoRow>
              {place ? <InfoRow divider label="resources.lids.fields.place">{text(place)}</InfoRow> : null}
              <InfoRow divider label="resources.lids.fields.created_at">{text(formatDate(lid.created_at))}</InfoRow>
              <Box sx={{ pt: 1.5 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {translate('resources.lids.fields.note')}
                </Typography>
                {lid.note ? (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{lid.note}</Typography>
                ) : (
                  <Typography variant="body2" color="text.disabled">{translate('resources.lids.page.no_note')}</Typography>
                )}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <LidTalks lid={lid} />
        </Grid>
      </Grid>

      <Box sx={{ mt: 2 }}>
        <HistorySection entity="lid" id={lid.id} />
      </Box>
      <LidFormDialog open={editing} onClose={() => setEditing(false)} id={lid.id} />
      <ConfirmDialog
        open={confirming}
        title="resources.lids.convert.title"
        content={translate('resources.lids.convert.content', { name: lid.name })}
        confirmLabel="resources.lids.convert.confirm"
        confirmColor="success"
        loading={convert.isPending}
        onConfirm={() => convert.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
