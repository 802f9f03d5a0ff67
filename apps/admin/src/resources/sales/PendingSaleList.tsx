import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import { Box, Button, Card, CardActions, CardContent, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, Title, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReasonDialog } from '../../components/ReasonDialog';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { usePageSizeFromUrl } from '../../components/listHooks';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatDate } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { SALE_CONFIRM_PATH, SALE_DECLINE_PATH } from './paths';
import { refName } from './references';
import { saleBuyerName, saleCurrency, saleMoney, saleRoomLabel, saleSchedule } from './saleLabels';
import { SchedulePreview } from './SchedulePreview';
import type { Sale } from './types';

type Decision = { sale: Sale; action: 'confirm' | 'decline' };

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

function PendingCard({ sale, onDecide }: { sale: Sale; onDecide: (decision: Decision) => void }) {
  const translate = useTranslate();
  const rows = saleSchedule(sale);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`pending-sale-${sale.id}`}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {saleRoomLabel(sale)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {saleBuyerName(sale)}
          {sale.lid && !sale.client ? ` · ${translate('resources.sales.fields.lid')}` : ''}
          {sale.created_at ? ` · ${formatDate(sale.created_at)}` : ''}
        </Typography>
        <Line label="resources.sales.fields.sold_amount" value={saleMoney(sale, sale.sold_amount)} strong />
        <Line label="resources.sales.fields.paid_amount" value={saleMoney(sale, sale.paid_amount)} />
        <Line label="resources.sales.fields.debt_amount" value={saleMoney(sale, sale.debt_amount)} />
        <Line label="resources.sales.fields.wallet" value={refName(sale.wallet, sale.wallet_name) || '—'} />
        {refName(sale.seller, sale.seller_name) ? <Line label="resources.sales.fields.seller" value={refName(sale.seller, sale.seller_name)} /> : null}
        {sale.comment ? (
          <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
            {sale.comment}
          </Typography>
        ) : null}
        {rows.length > 0 ? (
          <>
            <Divider sx={{ my: 1.5 }} />
            <SchedulePreview rows={rows} currency={saleCurrency(sale)} limit={4} />
          </>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button color="error" variant="outlined" startIcon={<CloseIcon />} onClick={() => onDecide({ sale, action: 'decline' })}>
          {translate('resources.sales.action.decline')}
        </Button>
        <Button color="success" variant="contained" startIcon={<CheckIcon />} onClick={() => onDecide({ sale, action: 'confirm' })}>
          {translate('resources.sales.action.confirm')}
        </Button>
      </CardActions>
    </Card>
  );
}

function PendingGrid() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending, total } = useListContext<Sale>();
  const { key, renew } = useIdempotencyKey();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [sending, setSending] = useState(false);

  /** Confirm, or decline with its reason (a correction, kept in the audit trail). */
  const decide = async (reason?: string) => {
    if (!decision) return;
    setSending(true);
    try {
      await dataProvider.request(decision.action === 'confirm' ? SALE_CONFIRM_PATH : SALE_DECLINE_PATH, {
        method: 'POST',
        body: decision.action === 'decline' ? { id: decision.sale.id, reason } : { id: decision.sale.id },
        idempotencyKey: key,
      });
      renew();
      notify(decision.action === 'confirm' ? 'resources.sales.notifications.sold' : 'resources.sales.notifications.declined', {
        type: 'success',
      });
      setDecision(null);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
      setDecision(null);
      refresh();
    } finally {
      setSending(false);
    }
  };

  if (isPending) {
    return (
      <Grid container spacing={2}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, md: 6, xl: 4 }}>
            <Skeleton variant="rounded" height={260} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (!total) {
    return (
      <Card>
        <EmptyState
          icon={<HourglassEmptyOutlinedIcon />}
          title={translate('resources.sales.page.pending_empty')}
          text={translate('resources.sales.page.pending_invite')}
        />
      </Card>
    );
  }
  const sale = decision?.sale;
  const content = (action: Decision['action']) =>
    sale
      ? translate(action === 'decline' ? 'resources.sales.dialog.decline_content' : 'resources.sales.dialog.confirm_content', {
          room: saleRoomLabel(sale),
          buyer: saleBuyerName(sale),
          amount: saleMoney(sale, sale.sold_amount),
          paid: saleMoney(sale, sale.paid_amount),
        })
      : '';
  return (
    <>
      <Grid container spacing={2}>
        {(data ?? []).map((item) => (
          <Grid key={item.id} size={{ xs: 12, md: 6, xl: 4 }}>
            <PendingCard
              sale={item}
              onDecide={(next) => {
                renew();
                setDecision(next);
              }}
            />
          </Grid>
        ))}
      </Grid>
      <ListPagination />
      <ConfirmDialog
        open={decision?.action === 'confirm'}
        title="resources.sales.dialog.confirm_title"
        content={content('confirm')}
        confirmLabel="resources.sales.action.confirm"
        confirmColor="success"
        loading={sending}
        onConfirm={() => void decide()}
        onCancel={() => setDecision(null)}
      />
      <ReasonDialog
        open={decision?.action === 'decline'}
        title="resources.sales.dialog.decline_title"
        content={content('decline')}
        confirmLabel="resources.sales.action.decline"
        confirmColor="error"
        loading={sending}
        onConfirm={(reason) => void decide(reason)}
        onCancel={() => setDecision(null)}
      />
    </>
  );
}

/** /salesDepartment/pending (SALE_PENDING_READ): pending sales to confirm or decline. */
export default function PendingSaleList() {
  const translate = useTranslate();
  const perPage = usePageSizeFromUrl();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('resources.sales.page.pending')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('resources.sales.page.pending')}
      </Typography>
      <ListBase resource="sales-pending" perPage={perPage} sort={{ field: '', order: 'ASC' }} disableSyncWithLocation>
        <PendingGrid />
      </ListBase>
    </Box>
  );
}
