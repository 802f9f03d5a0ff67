import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, usePermissions, useTranslate, type Identifier } from 'react-admin';
import { P } from '@mijozlar/shared';
import { hasPermission } from '../../permissions';
import { ContactLog, DebtTermsDialog } from './collections';
import { formatDate, formatMoney } from '../../format/format';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { currencyCodeOf } from '../../format/currency';
import { refName, useReferenceList } from '../sales/references';
import { debtCurrency, debtMoney, debtRoomLabel, isOverdue } from './debtLabels';
import { InstalmentTable } from './InstalmentTable';
import { PAYMENT_REPORT_PATH, clientDebtPath } from './paths';
import { PaymentDialog } from './PaymentDialog';
import type { ClientDebt, PaymentReport } from './types';
import { CardHeading } from '../../components/CardHeading';
import { PrintButton } from '../../components/documents/PrintButton';
import { RowActions } from '../../components/RowActions';
import { ScrollX } from '../../components/ScrollX';

function DebtSchedule({ debt }: { debt: ClientDebt }) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['client-debts', 'detail', debt.id],
    queryFn: ({ signal }) => dataProvider.request<ClientDebt>(clientDebtPath(debt.id), { signal }),
    enabled: !debt.instalments,
  });
  const instalments = debt.instalments ?? data?.instalments;
  if (!instalments && isPending) return <Skeleton variant="rounded" height={120} />;
  return <InstalmentTable instalments={instalments ?? []} currency={debtCurrency(debt)} />;
}

function DebtState({ debt }: { debt: ClientDebt }) {
  const translate = useTranslate();
  if (debt.is_closed) {
    return <Chip size="small" variant="outlined" label={translate(`resources.debts.closed_reason.${debt.closed_reason ?? 'paid'}`)} />;
  }
  if (isOverdue(debt)) {
    return <Chip size="small" color="error" label={translate('resources.debts.overdue_days', { smart_count: debt.overdue_days ?? 0 })} />;
  }
  return <Chip size="small" color="warning" variant="outlined" label={translate('resources.debts.closed_reason.open')} />;
}

/** The client page's "Debts and payments" tab: each debt with its schedule, the payment history, the payment dialog. */
export function ClientDebtsTab({ clientId }: { clientId: Identifier }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<ClientDebt | null>(null);
  const [editing, setEditing] = useState<ClientDebt | null>(null);
  const { permissions } = usePermissions<string[]>();
  const canWrite = hasPermission(permissions, P.SALE_WRITE);
  const debts = useQuery({
    queryKey: ['client-debts', 'of-client', clientId],
    queryFn: ({ signal }) => dataProvider.request<ListResponse<ClientDebt>>('client-debt', { query: { client: String(clientId), page_size: 100 }, signal }),
  });
  const payments = useQuery({
    queryKey: ['payment-reports', 'of-client', clientId],
    queryFn: ({ signal }) =>
      dataProvider.request<ListResponse<PaymentReport>>(PAYMENT_REPORT_PATH, {
        query: { client: String(clientId), page_size: 100, ordering: '-payment_date' },
        signal,
        openErrorPage: false,
      }),
  });
  const onPaid = () => {
    void queryClient.invalidateQueries({ queryKey: ['client-debts'] });
    void queryClient.invalidateQueries({ queryKey: ['payment-reports'] });
    void queryClient.invalidateQueries({ queryKey: ['clients'] });
  };
  // A payment report names its method by id: its name comes from the reference list.
  const methods = useReferenceList('payment-methods');
  const methodName = (id: number | null) => methods.data?.find((method) => method.id === id)?.name ?? '—';
  const debtList = debts.data?.results ?? [];
  const paymentList = payments.data?.results ?? [];
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <CardHeading icon={<ReceiptLongOutlinedIcon color="primary" />} title="resources.debts.client_tab.debts" mb={1.5} />
          {debts.isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : debtList.length === 0 ? (
            <Typography color="text.secondary">{translate('resources.debts.client_tab.no_debts')}</Typography>
          ) : (
            debtList.map((debt) => (
              <Accordion key={debt.id} defaultExpanded={!debt.is_closed && debtList.length <= 2} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.5, md: 2 }} alignItems={{ md: 'center' }} sx={{ flex: 1, pr: 1 }}>
                    <Typography sx={{ fontWeight: 700, minWidth: 160 }}>{debtRoomLabel(debt)}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {translate('resources.debts.fields.all_debt')}: {debtMoney(debt, debt.all_debt)}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {translate('resources.debts.fields.current_debt')}: {debtMoney(debt, debt.current_debt)}
                    </Typography>
                    <Box sx={{ flex: 1 }} />
                    <DebtState debt={debt} />
                  </Stack>
                </AccordionSummary>
                <AccordionDetails>
                  <Stack direction="row" justifyContent="flex-end" alignItems="center" spacing={1} sx={{ mb: 1 }} useFlexGap flexWrap="wrap">
                    <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                      {translate('resources.collections.fields.responsible')}: {debt.responsible?.full_name ?? translate('resources.collections.nobody')} ·{' '}
                      {translate('resources.collections.fields.penalty_rate')}: {debt.penalty_rate} · {translate('resources.collections.fields.penalty_cap_percent')}: {debt.penalty_cap_percent}
                    </Typography>
                    {canWrite ? (
                      <Button size="small" variant="outlined" onClick={() => setEditing(debt)}>
                        {translate('resources.collections.action.edit_terms')}
                      </Button>
                    ) : null}
                  {!debt.is_closed ? (
                      <Button variant="contained" size="small" startIcon={<PaymentsOutlinedIcon />} onClick={() => setPaying(debt)}>
                        {translate('resources.debts.action.pay')}
                      </Button>
                  ) : null}
                  </Stack>
                  <DebtSchedule debt={debt} />
                  <ContactLog debt={debt} />
                </AccordionDetails>
              </Accordion>
            ))
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <CardHeading icon={<PaymentsOutlinedIcon color="primary" />} title="resources.debts.client_tab.payments" mb={1.5} />
          {payments.isPending ? (
            <Skeleton variant="rounded" height={100} />
          ) : paymentList.length === 0 ? (
            <Typography color="text.secondary">{translate('resources.debts.client_tab.no_payments')}</Typography>
          ) : (
            <ScrollX>
              <Table size="small" aria-label={translate('resources.debts.client_tab.payments')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.debts.client_tab.date')}</TableCell>
                    <TableCell align="right">{translate('resources.debts.client_tab.amount')}</TableCell>
                    <TableCell>{translate('resources.debts.client_tab.wallet')}</TableCell>
                    <TableCell>{translate('resources.debts.client_tab.method')}</TableCell>
                    <TableCell>{translate('resources.debts.client_tab.description')}</TableCell>
                    <TableCell>{translate('resources.debts.client_tab.executor')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {paymentList.map((payment) => (
                    <TableRow key={payment.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.payment_date)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                        {formatMoney(payment.amount, { currency: currencyCodeOf(payment.currency, payment.currency_code) })}
                      </TableCell>
                      <TableCell>{refName(payment.wallet, payment.wallet_name) || '—'}</TableCell>
                      <TableCell>{methodName(payment.method)}</TableCell>
                      <TableCell sx={{ maxWidth: 240 }}>{payment.description || '—'}</TableCell>
                      <TableCell>{payment.executor?.full_name ?? '—'}</TableCell>
                      <TableCell padding="checkbox">
                        <RowActions>
                          <PrintButton kind="receipt" id={payment.id} variant="row" />
                        </RowActions>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollX>
          )}
        </CardContent>
      </Card>
      <PaymentDialog debt={paying} onClose={() => setPaying(null)} onPaid={onPaid} />
      {editing ? <DebtTermsDialog debt={editing} open onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
