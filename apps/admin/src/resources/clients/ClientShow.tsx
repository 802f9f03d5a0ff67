import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { Alert, Box, Chip, Grid, Skeleton, Stack, Tab, Tabs, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useDelete, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { ActionButton } from '../../components/ActionButton';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DownloadButton } from '../../components/DownloadButton';
import { BackToListButton, InfoRow, PersonHeaderCard, SectionCard, ShowNotFound, ShowSkeleton } from '../../components/RecordPage';
import { formatDate, formatDateTime, formatMoney, formatPhoneNumber } from '../../format/format';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { files } from '../../providers/files';
import { ClientDebtsTab } from '../debts/ClientDebtsTab';
import { SmsStatusChip } from '../sms/SmsStatusChip';
import type { Sms } from '../sms/types';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientLead, ClientRooms } from './ClientOrigin';
import { ClientSmsDialog } from './ClientSmsDialog';
import { ClientStatusChip } from './ClientStatusChip';
import { CLIENTS_LIST_PATH, clientPaymentsExportPath, clientTotalPaymentsPath } from './paths';
import { currencyCode } from '../../format/currency';
import { normalizeDebtTotals, normalizeTotals } from './totals';
import type { Client, ClientDebtSummary } from './types';
import { HistorySection } from '../../components/history/HistorySection';
import { ScrollX } from '../../components/ScrollX';

function roomLabel(debt: ClientDebtSummary): string {
  const number = debt.room_number ?? (debt.room ? `#${debt.room}` : null);
  return [debt.building_name, number !== null && number !== undefined ? `№ ${number}` : null].filter(Boolean).join(', ') || '—';
}

const money = (value: string | null | undefined, currency: string) =>
  value === null || value === undefined || value === '' ? '—' : formatMoney(value, { currency });

function DebtsSection({ client }: { client: Client }) {
  const translate = useTranslate();
  const debts = client.client_debts ?? [];
  return (
    <SectionCard icon={<ReceiptLongOutlinedIcon />} title="resources.clients.debts.title">
      {debts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('resources.clients.debts.empty')}
        </Typography>
      ) : (
        <ScrollX>
          <Table size="small" aria-label={translate('resources.clients.debts.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.clients.debts.room')}</TableCell>
                <TableCell align="right">{translate('resources.clients.debts.all_debt')}</TableCell>
                <TableCell align="right">{translate('resources.clients.debts.current_debt')}</TableCell>
                <TableCell>{translate('resources.clients.debts.payment_date')}</TableCell>
                <TableCell>{translate('resources.clients.debts.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {debts.map((debt) => (
                <TableRow key={debt.id}>
                  <TableCell>{roomLabel(debt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {money(debt.all_debt, debt.currency_code ?? currencyCode(debt.currency))}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                    {money(debt.current_debt, debt.currency_code ?? currencyCode(debt.currency))}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(debt.payment_date) || '—'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={debt.is_closed ? 'default' : 'warning'}
                      label={translate(debt.is_closed ? 'resources.clients.debts.closed' : 'resources.clients.debts.open')}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        {translate('resources.clients.debts.note')}
      </Typography>
    </SectionCard>
  );
}

function PaymentsSection({ client }: { client: Client }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['clients', 'total-payments', client.id],
    queryFn: ({ signal }) => dataProvider.request<unknown>(clientTotalPaymentsPath(client.id), { signal }),
  });
  const totals = normalizeTotals(data);
  const debtTotals = normalizeDebtTotals(data);
  return (
    <SectionCard
      icon={<PaymentsOutlinedIcon />}
      title="resources.clients.payments.title"
      action={
        <DownloadButton
          label="resources.clients.payments.export"
          path={clientPaymentsExportPath(client.id)}
          fileName={`client-${client.id}-payments.xlsx`}
          transfer={files}
        />
      }
    >
      {isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : isError ? (
        <Alert severity="warning">{translate('resources.clients.payments.load_failed')}</Alert>
      ) : totals.length === 0 || totals.every((total) => /^0*(\.0*)?$/.test(total.amount)) ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('resources.clients.payments.empty')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          {totals.map((total) => (
            <Box key={total.currency} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', minWidth: 180 }}>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.clients.payments.total_in', { currency: total.currency })}
              </Typography>
              <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`total-${total.currency}`}>
                {formatMoney(total.amount, { currency: total.currency })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {debtTotals.length > 0 ? (
        <Box sx={{ mt: 2 }}>
        <ScrollX>
          <Table size="small" aria-label={translate('resources.clients.payments.debts_summary')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.clients.debts.currency')}</TableCell>
                <TableCell align="right">{translate('resources.clients.debts.all_debt')}</TableCell>
                <TableCell align="right">{translate('resources.clients.payments.paid')}</TableCell>
                <TableCell align="right">{translate('resources.clients.payments.remaining')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {debtTotals.map((row) => (
                <TableRow key={row.currency}>
                  <TableCell>{row.currency}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatMoney(row.all_debt)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatMoney(row.paid)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {formatMoney(row.remaining)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
        </Box>
      ) : null}
    </SectionCard>
  );
}

/** /clients/clientRead/{id} (CLIENT_READ): details, extra phones, debts, payments, send SMS, edit, delete. */
/** The documents' data printed on contracts (address, passport, PINFL, birth date); a dash for what is not filled. */
function ClientDocuments({ client }: { client: Client }) {
  const passport = [client.passport_series, client.passport_number].filter(Boolean).join(' ');
  const rows: [string, string | null][] = [
    ['resources.clients.fields.address', client.address],
    ['resources.clients.fields.passport', passport || null],
    ['resources.clients.fields.passport_issued_by', client.passport_issued_by],
    ['resources.clients.fields.passport_issued_date', client.passport_issued_date ? formatDate(client.passport_issued_date) : null],
    ['resources.clients.fields.pinfl', client.pinfl],
    ['resources.clients.fields.birth_date', client.birth_date ? formatDate(client.birth_date) : null],
  ];
  return (
    <SectionCard icon={<BadgeOutlinedIcon />} title="resources.clients.sections.documents" fill={false}>
      <Box data-testid="client-documents">
        {rows.map(([label, value], index) => (
          <InfoRow key={label} label={label} divider={index < rows.length - 1}>
            <Typography color={value ? 'text.primary' : 'text.disabled'} sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </InfoRow>
        ))}
      </Box>
    </SectionCard>
  );
}

export function ClientShow() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const { data: client, isPending, error } = useGetOne<Client>('clients', { id: Number(id) }, { enabled: !!id });
  const [editing, setEditing] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [tab, setTab] = useState<'overview' | 'debts'>('overview');
  const [remove, { isPending: deleting }] = useDelete();

  const canSms = hasPermission(permissions, P.SMS_WRITE);
  const canDebts = hasPermission(permissions, P.CLIENT_DEBT_READ);
  const canRooms = hasPermission(permissions, P.BUILDING_READ);
  const canLeads = hasPermission(permissions, P.LID_READ);

  const onDelete = () =>
    remove(
      'clients',
      { id, previousData: client },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirmDelete(false);
          notify('resources.clients.notifications.deleted', { type: 'success' });
          navigate(CLIENTS_LIST_PATH);
        },
        onError: (err) => {
          setConfirmDelete(false);
          notify(err instanceof Error ? err.message : 'app.errors.generic', { type: 'error' });
        },
      },
    );

  const back = <BackToListButton to={CLIENTS_LIST_PATH} label="resources.clients.action.back_to_list" />;

  if (isPending) return <ShowSkeleton heights={[120, 240]} />;
  if (error || !client) return <ShowNotFound icon={<PhoneOutlinedIcon />} title="resources.clients.page.not_found" back={back} />;

  const extra = client.additional_numbers ?? [];
  const place = [client.region_name, client.city_name].filter(Boolean).join(', ');

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={client.name} />
      <Box sx={{ py: 1 }}>{back}</Box>
      <PersonHeaderCard
        name={client.name}
        chips={<ClientStatusChip status={client.status} name={client.status_name} />}
        subtitle={[client.company_name, translate('resources.clients.page.since', { date: formatDate(client.created_at) })].filter(Boolean).join(' · ')}
        actions={
          <>
            {canSms ? (
              <ActionButton label="resources.clients.action.send_sms" icon={<SmsOutlinedIcon />} onClick={() => setSending(true)} variant="contained" />
            ) : null}
            <ActionButton label="ra.action.edit" icon={<EditOutlinedIcon />} onClick={() => setEditing(true)} variant="outlined" />
            <ActionButton label="ra.action.delete" icon={<DeleteOutlineIcon />} onClick={() => setConfirmDelete(true)} color="error" variant="outlined" />
          </>
        }
      />

      {canDebts ? (
        <Tabs value={tab} onChange={(_, next: 'overview' | 'debts') => setTab(next)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="overview" label={translate('resources.debts.client_tab.overview')} />
          <Tab value="debts" label={translate('resources.debts.client_tab.title')} />
        </Tabs>
      ) : null}
      {canDebts && tab === 'debts' ? <ClientDebtsTab clientId={client.id} /> : null}
      <Grid container spacing={2} sx={{ display: canDebts && tab === 'debts' ? 'none' : undefined }}>
        <Grid size={{ xs: 12, md: 5 }}>
          {/* Not stretched: the converted lead's card follows it in the same column. */}
          <SectionCard icon={<PhoneOutlinedIcon />} title="resources.clients.sections.contacts" fill={false}>
            <InfoRow label="resources.clients.fields.phone_number" divider>
              <Typography component="a" href={`tel:${client.phone_number}`} sx={{ color: 'inherit', fontWeight: 600, fontVariantNumeric: 'tabular-nums', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
                {formatPhoneNumber(client.phone_number)}
              </Typography>
            </InfoRow>
            <InfoRow label="resources.clients.fields.additional_numbers" divider>
              {extra.length === 0 ? (
                <Typography color="text.disabled">—</Typography>
              ) : (
                <Stack spacing={0.5} data-testid="extra-phones">
                  {extra.map((phone) => (
                    <Typography key={phone} component="a" href={`tel:${phone}`} sx={{ color: 'inherit', fontVariantNumeric: 'tabular-nums', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
                      {formatPhoneNumber(phone)}
                    </Typography>
                  ))}
                </Stack>
              )}
            </InfoRow>
            <InfoRow label="resources.clients.fields.company_name" divider>
              <Typography color={client.company_name ? 'text.primary' : 'text.disabled'}>{client.company_name || '—'}</Typography>
            </InfoRow>
            <InfoRow label="resources.clients.fields.last_sms" divider>
              {client.last_sms ? (
                <Stack spacing={0.5} alignItems="flex-start">
                  <SmsStatusChip sms={{ status: client.last_sms.status as Sms['status'], sent_at: null, error: null }} />
                  {client.last_sms.sent_at ? (
                    <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatDateTime(client.last_sms.sent_at)}
                    </Typography>
                  ) : null}
                </Stack>
              ) : (
                <Typography color="text.disabled">—</Typography>
              )}
            </InfoRow>
            <InfoRow label="resources.clients.fields.place">
              <Stack direction="row" spacing={0.5} alignItems="center">
                <PlaceOutlinedIcon fontSize="small" color="action" />
                <Typography color={place ? 'text.primary' : 'text.disabled'}>{place || '—'}</Typography>
              </Stack>
            </InfoRow>
          </SectionCard>
          <Box sx={{ mt: 2 }}>
            <ClientDocuments client={client} />
          </Box>
          {canLeads ? (
            <Box sx={{ mt: 2 }}>
              <ClientLead clientId={client.id} />
            </Box>
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            {canRooms ? <ClientRooms clientId={client.id} /> : null}
            <PaymentsSection client={client} />
            <DebtsSection client={client} />
          </Stack>
        </Grid>
      </Grid>

      <Box sx={{ mt: 2 }}>
        <HistorySection entity="client" id={client.id} />
      </Box>
      <ClientFormDialog open={editing} onClose={() => setEditing(false)} id={client.id} />
      {canSms ? <ClientSmsDialog open={sending} onClose={() => setSending(false)} client={client} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        title="resources.clients.delete.title"
        content={translate('resources.clients.delete.content', { name: client.name })}
        confirmLabel="ra.action.delete"
        confirmColor="error"
        loading={deleting}
        onConfirm={onDelete}
        onCancel={() => setConfirmDelete(false)}
      />
    </Box>
  );
}
