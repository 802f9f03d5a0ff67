import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Alert, Box, Card, CardContent, Grid, LinearProgress, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { ActionButton } from '../../components/ActionButton';
import { BackToListButton, Figure, ShowNotFound, ShowSkeleton } from '../../components/RecordPage';
import { formatDate, formatDateTime, formatMoney } from '../../format/format';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import { isPositiveAmount } from '../../format/decimal';
import type { WalletOperation } from '../wallets/types';
import { REFUSALS_LIST_PATH, refusalApi, refusalOperationsApi } from './paths';
import { PayoutDialog } from './PayoutDialog';
import { refundedPercent, remainingOf } from './refusalMoney';
import { RefusalStatusChip } from './RefusalStatusChip';
import type { Refusal } from './types';
import { HistorySection } from '../../components/history/HistorySection';
import { ScrollX } from '../../components/ScrollX';
import { PrintButton } from '../../components/documents/PrintButton';


function Payouts({ refusal }: { refusal: Refusal }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  const { data, isPending, isError } = useQuery({
    queryKey: ['refusals', 'operations', refusal.id, locale],
    queryFn: ({ signal }) =>
      dataProvider.request<ListResponse<WalletOperation> | WalletOperation[]>(refusalOperationsApi(refusal.id), { query: { page_size: 100 }, signal }),
  });
  const rows = Array.isArray(data) ? data : (data?.results ?? []);
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (isError) return <Alert severity="warning">{translate('resources.refusals.detail.payouts_failed')}</Alert>;
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('resources.refusals.detail.no_payouts')}
      </Typography>
    );
  }
  return (
    <ScrollX>
      <Table size="small" aria-label={translate('resources.refusals.detail.payouts')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.wallets.fields.date')}</TableCell>
            <TableCell>{translate('resources.wallets.fields.wallet')}</TableCell>
            <TableCell align="right">{translate('resources.wallets.fields.amount')}</TableCell>
            <TableCell>{translate('resources.wallets.fields.method')}</TableCell>
            <TableCell>{translate('resources.wallets.fields.comment')}</TableCell>
            <TableCell>{translate('resources.wallets.fields.executor')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((op) => {
            const reversal = op.reversal_of != null;
            const reversed = op.reversed_by != null;
            return (
              <TableRow key={op.id} sx={reversal || reversed ? { backgroundColor: 'action.hover' } : undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(op.date)}</TableCell>
                <TableCell>{op.wallet_name ?? '—'}</TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600, textDecoration: reversed ? 'line-through' : 'none' }}
                >
                  {`${reversal ? '+' : '−'}${formatMoney(op.amount, { currency: codeOf(op) || codeOf(refusal) })}`}
                </TableCell>
                <TableCell>{op.method_name ?? '—'}</TableCell>
                <TableCell>
                  {op.comment ?? ''}
                  {reversal ? ` · ${translate('resources.wallets.reversal.reversal_of', { id: op.reversal_of })}` : ''}
                  {reversed ? ` · ${translate('resources.wallets.reversal.reversed_by', { id: op.reversed_by })}` : ''}
                </TableCell>
                <TableCell>{op.executor?.full_name ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollX>
  );
}

/** /refusals/refusalDetail/{id} (REFUSAL_READ): what is owed, paid back and left, the payouts, and a payout. */
export function RefusalShow() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const [paying, setPaying] = useState(false);
  const { data: refusal, isPending, isError } = useQuery({
    queryKey: ['refusals', 'one', id, locale],
    queryFn: ({ signal }) => dataProvider.request<Refusal>(refusalApi(id), { signal }),
    enabled: !!id,
  });
  const canPay = hasPermission(permissions, P.REFUSAL_WRITE) && hasPermission(permissions, P.WALLET_READ);
  const back = <BackToListButton to={REFUSALS_LIST_PATH} label="resources.refusals.action.back_to_list" />;

  if (isPending) return <ShowSkeleton heights={[160, 200]} />;
  if (isError || !refusal) return <ShowNotFound icon={<AssignmentReturnOutlinedIcon />} title="resources.refusals.page.not_found" back={back} />;
  const code = codeOf(refusal);
  const remaining = remainingOf(refusal);

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('resources.refusals.detail.title', { id: refusal.id })} />
      <Box sx={{ py: 1 }}>{back}</Box>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', md: 'center' }} sx={{ mb: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                  {refusal.client_name ?? translate('resources.refusals.detail.title', { id: refusal.id })}
                </Typography>
                <RefusalStatusChip refusal={refusal} />
              </Stack>
              <Typography color="text.secondary">
                {[refusal.building_name, refusal.room_number != null ? `№ ${refusal.room_number}` : null, formatDateTime(refusal.created_at)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <PrintButton kind="refusal" id={refusal.id} />
            {canPay ? (
              <ActionButton
                label="resources.refusals.action.payout"
                icon={<PaymentsOutlinedIcon />}
                variant="contained"
                disabled={!isPositiveAmount(remaining)}
                onClick={() => setPaying(true)}
              />
            ) : null}
          </Stack>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure label="resources.refusals.fields.refund_due" value={formatMoney(refusal.refund_due, { currency: code })} testId="refusal-refund-due" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure label="resources.refusals.fields.refunded_amount" value={formatMoney(refusal.refunded_amount, { currency: code })} color="success.main" testId="refusal-refunded" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure label="resources.refusals.fields.remaining" value={formatMoney(remaining, { currency: code })} color={isPositiveAmount(remaining) ? 'warning.main' : undefined} testId="refusal-remaining" />
            </Grid>
          </Grid>
          <LinearProgress variant="determinate" value={refundedPercent(refusal)} color="success" sx={{ mt: 2, height: 8, borderRadius: 4 }} aria-label={translate('resources.refusals.fields.refunded_amount')} />
          {refusal.comment ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
              {refusal.comment}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('resources.refusals.detail.payouts')}
          </Typography>
          <Payouts refusal={refusal} />
        </CardContent>
      </Card>
      <Box sx={{ mt: 2 }}>
        <HistorySection entity="refusal" id={refusal.id} />
      </Box>
      {paying ? <PayoutDialog open onClose={() => setPaying(false)} refusal={refusal} /> : null}
    </Box>
  );
}
