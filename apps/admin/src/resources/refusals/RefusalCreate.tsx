import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import {
  Alert,
  Autocomplete,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Button, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReasonField, reasonError } from '../../components/ReasonDialog';
import { SummaryRow } from '../../components/SummaryRow';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatDate, formatMoney } from '../../format/format';
import type { ListResponse, ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import { CLIENT_DEBTS_API, REFUSALS_API, REFUSALS_LIST_PATH, SALES_API, refusalDetailPath } from './paths';
import { debtPaid, refundDue } from './refusalMoney';
import type { DebtSummary, Refusal, SaleSummary } from './types';

function saleLabel(sale: SaleSummary): string {
  return [sale.client_name, sale.building_name, sale.room_number != null ? `№ ${sale.room_number}` : null].filter(Boolean).join(' · ');
}

/** Approved sales matching the typed client name, phone or room number. */
function SalePicker({ value, onChange }: { value: SaleSummary | null; onChange: (sale: SaleSummary | null) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const { data, isFetching } = useQuery({
    queryKey: ['refusals', 'approved-sales', search],
    queryFn: ({ signal }) =>
      dataProvider.request<ListResponse<SaleSummary>>(SALES_API, { query: { status: 'approved', search: search || undefined, page_size: 10 }, signal }),
    staleTime: 10_000,
  });
  return (
    <Autocomplete<SaleSummary>
      value={value}
      onChange={(_, sale) => onChange(sale)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={data?.results ?? []}
      filterOptions={(options) => options}
      getOptionLabel={saleLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={isFetching}
      noOptionsText={translate('resources.refusals.create.no_sales')}
      loadingText={translate('ra.page.loading')}
      renderOption={(props, sale) => (
        <li {...props} key={sale.id}>
          <Box sx={{ width: '100%' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {sale.client_name ?? '—'}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[sale.building_name, sale.room_number != null ? `№ ${sale.room_number}` : null, formatMoney(sale.sold_amount ?? '', { currency: codeOf(sale) })]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.refusals.create.sale')}
          placeholder={translate('resources.refusals.create.sale_placeholder')}
          required
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** The sale's money: first payment + what was paid off the debt = what the client is owed. */
function SaleDue({ sale }: { sale: SaleSummary }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: debt, isPending } = useQuery({
    queryKey: ['refusals', 'sale-debt', sale.id],
    queryFn: async ({ signal }) => {
      if (!sale.client) return null;
      const answer = await dataProvider.request<ListResponse<DebtSummary>>(CLIENT_DEBTS_API, { query: { client: sale.client, page_size: 100 }, signal });
      return answer.results.find((item) => item.sale === sale.id) ?? null;
    },
  });
  const code = codeOf(sale);
  if (isPending) return <Skeleton variant="rounded" height={140} />;
  return (
    <Box data-testid="refusal-due">
      <SummaryRow label="resources.refusals.create.sold_amount">{formatMoney(sale.sold_amount ?? '0', { currency: code })}</SummaryRow>
      <SummaryRow label="resources.refusals.create.first_payment">{formatMoney(sale.paid_amount ?? '0', { currency: code })}</SummaryRow>
      <SummaryRow label="resources.refusals.create.debt_paid">{formatMoney(debtPaid(debt), { currency: code })}</SummaryRow>
      <Divider sx={{ my: 0.5 }} />
      <SummaryRow label="resources.refusals.create.refund_due" strong large>
        {formatMoney(refundDue(sale, debt), { currency: code })}
      </SummaryRow>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.refusals.create.due_note')}
      </Typography>
    </Box>
  );
}

/** /refusals/refusalsCreate (REFUSAL_WRITE): pick an approved sale, see what is owed, confirm, create. */
export function RefusalCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const [sale, setSale] = useState<SaleSummary | null>(null);
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    if (!sale) return;
    setSending(true);
    setError(null);
    try {
      const refusal = await dataProvider.request<Refusal>(REFUSALS_API, { method: 'POST', body: { sale: sale.id, comment: comment.trim(), reason: reason.trim() }, idempotencyKey: key });
      renew();
      notify('resources.refusals.notifications.created', { type: 'success' });
      navigate(refusalDetailPath(refusal.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : 'app.errors.generic';
      setError(translate(message, { _: message }));
      notify(message, { type: 'error' });
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ pb: 4, maxWidth: 760 }}>
      <Title title="app.pages.refusal_create" />
      <Box sx={{ py: 1 }}>
        <Button component={Link} to={`${REFUSALS_LIST_PATH}?page_size=20`} label="resources.refusals.action.back_to_list">
          <ArrowBackIcon />
        </Button>
      </Box>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
            <AssignmentReturnOutlinedIcon color="primary" />
            <Typography variant="h6" component="h1">
              {translate('app.pages.refusal_create')}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.refusals.create.help')}
          </Typography>
          <Stack spacing={2}>
            <SalePicker value={sale} onChange={setSale} />
            {sale ? (
              <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  {saleLabel(sale)}
                  {sale.approved_at ? ` · ${formatDate(sale.approved_at)}` : ''}
                </Typography>
                <SaleDue sale={sale} />
              </Box>
            ) : null}
            <TextField
              label={translate('resources.refusals.fields.comment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={3}
              fullWidth
            />
            <ReasonField value={reason} onChange={setReason} touched={reasonTouched} disabled={sending} />
            {error ? <Alert severity="error">{error}</Alert> : null}
            <Alert severity="warning">{translate('resources.refusals.create.warning')}</Alert>
            <Stack direction="row" justifyContent="flex-end" spacing={1}>
              <MuiButton component={Link} to={`${REFUSALS_LIST_PATH}?page_size=20`} color="inherit">
                {translate('ra.action.cancel')}
              </MuiButton>
              <MuiButton
                variant="contained"
                color="error"
                disabled={!sale || sending}
                onClick={() => {
                  // The reason is required (the audit trail keeps it): asked before the confirmation.
                  setReasonTouched(true);
                  if (!reasonError(reason)) setConfirming(true);
                }}
              >
                {translate('resources.refusals.action.submit')}
              </MuiButton>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        title="resources.refusals.confirm.create_title"
        content={sale ? translate('resources.refusals.confirm.create', { sale: saleLabel(sale) }) : ''}
        confirmLabel="resources.refusals.action.submit"
        confirmColor="error"
        loading={sending}
        onConfirm={() => void create()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
