import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Grid,
  Radio,
  Skeleton,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Form,
  RecordContextProvider,
  SelectInput,
  TextInput,
  Title,
  required,
  useDataProvider,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { P } from '@mijozlar/shared';
import { hasPermission } from '../../permissions';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatMoney, todayInTashkent } from '../../format/format';
import { isApiError } from '../../providers/apiErrors';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { ClientFormDialog } from '../clients/ClientFormDialog';
import type { Client } from '../clients/types';
import { SellerInput } from '../lids/SellerInput';
import { PersonInput } from '../rooms/PersonInput';
import { RoomGrid } from '../rooms/RoomGrid';
import type { GridRoom, Room, RoomGrid as RoomGridData } from '../rooms/types';
import { compareAmounts, toCents } from '../../format/decimal';
import { FREE_ROOMS_PATH, SALES_LIST_PATH, SALES_PENDING_PATH, buildingGridPath } from './paths';
import { useCanOpen } from '../../routes/useCanOpen';
import { CURRENCY_CHOICES, currencyCodeOf, currencyId as currencyIdOf } from '../../format/currency';
import { useReferenceList } from './references';
import { useWalletChoices } from '../wallets/hooks';
import { buildSalePayload, buyerError, debtOf, type SaleFormValues } from './salePayload';
import { generateSchedule } from './schedule';
import { checkSchedule, type ScheduleRow } from './schedule';
import { ScheduleEditor } from './ScheduleEditor';
import { RateMissingNote, useRateNote } from '../wallets/RateNote';

const STEPS = ['room', 'buyer', 'terms', 'schedule'] as const;

/** The room the sale is for, as the grid or the free list gave it. */
interface ChosenRoom {
  id: number;
  number: string;
  floor?: number | null;
  area?: string | null;
  price: string;
  currency: number;
  building_name?: string | null;
}

function SummaryRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}

/** Step 1: a building, then a free room on its grid or from the free list. */
function RoomStep({ chosen, onChoose }: { chosen: ChosenRoom | null; onChoose: (room: ChosenRoom) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const building = useWatch({ name: 'building' }) as number | null | undefined;
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const { permissions } = usePermissions<string[]>();
  const canList = hasPermission(permissions, P.BUILDING_READ);
  const [search, setSearch] = useState('');
  const grid = useQuery({
    queryKey: ['sale-create', 'grid', building],
    queryFn: ({ signal }) => dataProvider.request<RoomGridData & { building_name?: string }>(buildingGridPath(building!), { signal }),
    enabled: !!building && view === 'grid',
  });
  const free = useQuery({
    queryKey: ['sale-create', 'free', building, search],
    queryFn: ({ signal }) =>
      dataProvider.request<ListResponse<Room>>(FREE_ROOMS_PATH, { query: { building, search: search || undefined, page_size: 200 }, signal }),
    enabled: !!building && view === 'list',
  });
  const buildingName = grid.data && typeof grid.data.building === 'object' ? grid.data.building.name : undefined;

  const onTile = (room: GridRoom) => {
    if (room.status_code !== 'free') {
      notify('resources.sales.create.only_free', { type: 'warning' });
      return;
    }
    const floor = grid.data?.cells.find((cell) => cell.rooms.some((item) => item.id === room.id))?.floor ?? null;
    onChoose({ id: room.id, number: room.number, floor, area: room.area, price: room.price, currency: room.currency, building_name: buildingName });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <Box sx={{ flex: 1, maxWidth: { sm: 360 } }}>
          <ReferenceSelectInput source="building" reference="building-choices" label="resources.sales.fields.building" helperText={false} />
        </Box>
        {/* The free-rooms list is the building screens' route (BUILDING_READ); the grid is open to SALE_WRITE. */}
        {canList ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_, next) => next && setView(next)}
            sx={{ mt: { sm: 1 } }}
          >
            <ToggleButton value="grid" aria-label={translate('resources.sales.create.view_grid')}>
              <GridViewOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('resources.sales.create.view_grid')}
            </ToggleButton>
            <ToggleButton value="list" aria-label={translate('resources.sales.create.view_list')}>
              <ViewListOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('resources.sales.create.view_list')}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Stack>
      {chosen ? (
        <Alert severity="success" icon={<ApartmentOutlinedIcon />} data-testid="chosen-room">
          <b>{translate('resources.sales.create.selected_room')}:</b>{' '}
          {translate('resources.sales.create.room_line', {
            building: chosen.building_name ?? '',
            number: chosen.number,
            floor: chosen.floor ?? '—',
            area: formatMoney(chosen.area ?? '0'),
          })}{' '}
          · {formatMoney(chosen.price, { currency: currencyCodeOf(chosen.currency) })}
        </Alert>
      ) : null}
      {!building ? (
        <Typography color="text.secondary">{translate('resources.sales.create.building_hint')}</Typography>
      ) : view === 'grid' ? (
        grid.isPending ? (
          <Skeleton variant="rounded" height={320} />
        ) : grid.data ? (
          <>
            <Typography variant="caption" color="text.secondary">
              {translate('resources.sales.create.only_free')}
            </Typography>
            <RoomGrid grid={grid.data} onOpen={onTile} />
          </>
        ) : (
          <Alert severity="error">{translate('app.errors.generic')}</Alert>
        )
      ) : (
        <Stack spacing={1}>
          <TextField
            size="small"
            label={translate('ra.action.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ maxWidth: 280 }}
          />
          {free.isPending ? (
            <Skeleton variant="rounded" height={200} />
          ) : (free.data?.results ?? []).length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {translate('resources.sales.create.free_rooms_empty')}
            </Typography>
          ) : (
            <Box sx={{ overflowX: 'auto', maxHeight: 420, overflowY: 'auto' }}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>{translate('resources.rooms.fields.number')}</TableCell>
                    <TableCell>{translate('resources.rooms.fields.floor')}</TableCell>
                    <TableCell>{translate('resources.rooms.fields.entrance')}</TableCell>
                    <TableCell align="right">{translate('resources.rooms.fields.area')}</TableCell>
                    <TableCell align="right">{translate('resources.rooms.fields.price')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(free.data?.results ?? []).map((room) => (
                    <TableRow
                      key={room.id}
                      hover
                      selected={chosen?.id === room.id}
                      onClick={() =>
                        onChoose({
                          id: room.id,
                          number: room.number,
                          floor: room.floor,
                          area: room.area,
                          price: room.price,
                          currency: room.currency,
                          building_name: room.building_name,
                        })
                      }
                      sx={{ cursor: 'pointer' }}
                    >
                      <TableCell padding="checkbox">
                        <Radio size="small" checked={chosen?.id === room.id} inputProps={{ 'aria-label': `№${room.number}` }} />
                      </TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>{room.number}</TableCell>
                      <TableCell>{room.floor}</TableCell>
                      <TableCell>{room.entrance}</TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoney(room.area)} m²
                      </TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                        {formatMoney(room.price, { currency: room.currency_code })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Step 2: a client or a lead (not both), or a new client. */
function BuyerStep({ buyerRecord, onNewClient, error }: { buyerRecord: Record<string, unknown>; onNewClient: () => void; error: string | null }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.sales.create.buyer_hint')}
      </Typography>
      <RecordContextProvider value={buyerRecord}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
          <Box sx={{ flex: 1 }} key={`client-${String(buyerRecord.client ?? '')}`}>
            <PersonInput source="client" nameSource="client_name" path="client/mini-list" label="resources.sales.fields.client" />
          </Box>
          <Button onClick={onNewClient} startIcon={<AddIcon />} sx={{ mt: { sm: 1 }, flex: 'none' }}>
            {translate('resources.sales.create.new_client')}
          </Button>
        </Stack>
        <PersonInput source="lid" nameSource="lid_name" path="lid/mini-list" label="resources.sales.fields.lid" />
      </RecordContextProvider>
      {error ? (
        <Alert severity="error" data-testid="buyer-error">
          {translate(error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Step 3: price, first payment, wallet, terms. */
function TermsStep({ walletCurrency }: { walletCurrency: number | null }) {
  const translate = useTranslate();
  const wallets = useWalletChoices();
  const currency = useWatch({ name: 'currency' }) as number | undefined;
  const code = currencyCodeOf(currency);
  const periods = useReferenceList('credit-periods');
  const walletChoices = (wallets.data ?? []).map((wallet) => {
    const currency = currencyCodeOf(wallet.currency, wallet.currency_code);
    return { id: wallet.id, name: `${wallet.name} · ${wallet.balance === undefined ? currency : formatMoney(wallet.balance, { currency })}` };
  });
  const needsRate = walletCurrency !== null && currency !== undefined && walletCurrency !== Number(currency);
  const rateNote = useRateNote(useWatch({ name: 'exchange_rate' }) as string | undefined);
  const paidNotAbove = (value: unknown, all: SaleFormValues) =>
    value && all.sold_amount && compareAmounts(String(value), all.sold_amount) > 0 ? 'resources.sales.create.paid_above_sold' : undefined;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <MoneyInput source="sold_amount" label="resources.sales.fields.sold_amount" currency={code} validate={[required(), positiveAmount()]} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectInput source="currency" label="resources.sales.fields.currency" choices={CURRENCY_CHOICES} validate={required()} translateChoice={false} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <MoneyInput source="paid_amount" label="resources.sales.fields.paid_amount" currency={code} validate={[required(), paidNotAbove]} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ReferenceSelectInput source="method" reference="payment-methods" label="resources.sales.fields.method" />
      </Grid>
      <Grid size={{ xs: 12, sm: needsRate ? 8 : 12 }}>
        <SelectInput
          source="wallet"
          label="resources.sales.fields.wallet"
          choices={walletChoices}
          isPending={wallets.isPending}
          validate={required()}
          translateChoice={false}
        />
      </Grid>
      {needsRate ? (
        <Grid size={{ xs: 12, sm: 4 }}>
          <MoneyInput
            source="exchange_rate"
            label="resources.sales.fields.exchange_rate"
            fractionDigits={6}
            validate={[required('resources.sales.create.rate_required'), positiveAmount()]}
            helperText={rateNote.line ?? false}
          />
        </Grid>
      ) : null}
      {needsRate && rateNote.missing ? (
        <Grid size={12}>
          <RateMissingNote missing />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReferenceSelectInput source="debt_type" reference="debt-types" label="resources.sales.fields.debt_type" validate={required()} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="credit_period"
          label="resources.sales.fields.credit_period"
          choices={periods.data ?? []}
          isPending={periods.isPending}
          validate={required()}
          translateChoice={false}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateTextInput source="payment_date" label="resources.sales.fields.payment_date" validate={required()} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SellerInput source="seller" label="resources.sales.fields.seller" />
      </Grid>
      <Grid size={12}>
        <TextInput source="comment" label="resources.sales.fields.comment" multiline minRows={2} />
      </Grid>
      {periods.isError ? <Alert severity="error">{translate('app.errors.generic')}</Alert> : null}
    </Grid>
  );
}

const STEP_FIELDS: Record<(typeof STEPS)[number], string[]> = {
  room: ['building', 'room'],
  buyer: ['client', 'lid'],
  terms: ['sold_amount', 'currency', 'paid_amount', 'wallet', 'exchange_rate', 'debt_type', 'credit_period', 'payment_date', 'method', 'seller'],
  schedule: [],
};

function SaleWizard({
  newClient,
  onNewClient,
}: {
  newClient: Client | null;
  onNewClient: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { key, renew } = useIdempotencyKey();
  const { setValue, trigger, getValues, setError } = useFormContext<SaleFormValues>();
  const [step, setStep] = useState(0);
  const [room, setRoom] = useState<ChosenRoom | null>(null);
  const [buyerRecord, setBuyerRecord] = useState<Record<string, unknown>>({});
  const [buyerProblem, setBuyerProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const scheduleKey = useRef('');
  const wallets = useWalletChoices();
  const periods = useReferenceList('credit-periods');

  const values = useWatch() as SaleFormValues;
  const debt = debtOf(values);
  const code = currencyCodeOf(values.currency);
  const wallet = (wallets.data ?? []).find((item) => item.id === Number(values.wallet));
  const walletCurrency = wallet ? currencyIdOf(wallet.currency) : null;
  const months = periods.data?.find((item) => item.id === Number(values.credit_period))?.months ?? null;
  const hasDebt = debt !== null && (toCents(debt) ?? 0n) > 0n;
  const schedule = (values.schedule ?? []) as ScheduleRow[];
  const scheduleOk = !hasDebt || (debt !== null && checkSchedule(schedule, debt).matches);

  // A client created from this screen becomes the buyer.
  useEffect(() => {
    if (!newClient) return;
    setValue('client', newClient.id, { shouldDirty: true });
    setValue('lid', null);
    setBuyerRecord({ client: newClient.id, client_name: newClient.name });
    setBuyerProblem(null);
  }, [newClient, setValue]);

  const regenerate = () => {
    if (debt === null || !months || !values.payment_date) return;
    setValue('schedule', generateSchedule(debt, months, values.payment_date), { shouldDirty: true });
  };

  const chooseRoom = (chosen: ChosenRoom) => {
    setRoom(chosen);
    setValue('room', chosen.id, { shouldDirty: true });
    setValue('sold_amount', chosen.price, { shouldDirty: true });
    setValue('currency', chosen.currency, { shouldDirty: true });
  };

  const next = async () => {
    const name = STEPS[step];
    if (name === 'room' && !getValues('room')) {
      notify('resources.sales.create.room_required', { type: 'warning' });
      return;
    }
    if (name === 'buyer') {
      const problem = buyerError(getValues());
      if (problem) {
        setBuyerProblem(problem === 'both' ? 'resources.sales.create.client_or_lid_error' : 'resources.sales.create.buyer_required');
        return;
      }
      setBuyerProblem(null);
    }
    if (!(await trigger(STEP_FIELDS[name] as (keyof SaleFormValues)[]))) return;
    if (name === 'terms') {
      // A new schedule whenever what it is made of changed; edits survive going back and forth.
      const made = `${debt}|${months}|${values.payment_date}`;
      if (made !== scheduleKey.current || !(values.schedule ?? []).length) {
        scheduleKey.current = made;
        regenerate();
      }
    }
    setStep((current) => Math.min(current + 1, STEPS.length - 1));
  };

  const save = async () => {
    setSaving(true);
    try {
      const payload = buildSalePayload(getValues(), walletCurrency);
      await dataProvider.create('sales', { data: payload, meta: { idempotencyKey: key } });
      renew();
      notify('resources.sales.notifications.created', { type: 'success' });
      // The new sale waits for confirmation: show it there, else in the sales list, if this user may open them.
      const next = [SALES_PENDING_PATH, `${SALES_LIST_PATH}?page_size=20`, '/dashboard'].find(canOpen);
      if (next) navigate(next);
    } catch (error) {
      setConfirming(false);
      const fields = isApiError(error) ? error.apiErrors.filter((item) => item.field) : [];
      for (const item of fields) setError(item.field as keyof SaleFormValues, { type: 'server', message: item.message });
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const buyerName = String(buyerRecord.client_name ?? buyerRecord.lid_name ?? '');
  const summary = (
    <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('resources.sales.create.summary')}
        </Typography>
        <SummaryRow label="resources.sales.fields.room">{room ? `${room.building_name ?? ''} №${room.number}` : '—'}</SummaryRow>
        <SummaryRow label="resources.sales.fields.buyer">{buyerName || '—'}</SummaryRow>
        <Divider sx={{ my: 1 }} />
        <SummaryRow label="resources.sales.fields.sold_amount">{values.sold_amount ? formatMoney(values.sold_amount, { currency: code }) : '—'}</SummaryRow>
        <SummaryRow label="resources.sales.fields.paid_amount">{formatMoney(values.paid_amount || '0', { currency: code })}</SummaryRow>
        <SummaryRow label="resources.sales.fields.debt_amount" strong>
          <span data-testid="sale-debt">{debt !== null && (toCents(debt) ?? 0n) >= 0n ? formatMoney(debt, { currency: code }) : '—'}</span>
        </SummaryRow>
        {months ? <SummaryRow label="resources.sales.fields.credit_period">{months}</SummaryRow> : null}
      </CardContent>
    </Card>
  );

  const stepName = STEPS[step];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8, lg: 9 }}>
        <Card>
          <CardContent>
            <Stepper activeStep={step} alternativeLabel={!isPhone} sx={{ mb: 3 }}>
              {STEPS.map((name, index) => (
                <Step key={name} completed={index < step}>
                  <StepLabel>{isPhone && index !== step ? '' : translate(`resources.sales.steps.${name}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
            <Box sx={{ display: stepName === 'room' ? 'block' : 'none' }}>
              <RoomStep chosen={room} onChoose={chooseRoom} />
            </Box>
            {stepName === 'buyer' ? (
              <BuyerStep
                buyerRecord={buyerRecord}
                onNewClient={onNewClient}
                error={buyerProblem}
              />
            ) : null}
            <Box sx={{ display: stepName === 'terms' ? 'block' : 'none' }}>{stepName === 'terms' || step > 2 ? <TermsStep walletCurrency={walletCurrency} /> : null}</Box>
            {stepName === 'schedule' ? (
              hasDebt && debt ? (
                <ScheduleEditor debt={debt} currency={code} onRegenerate={regenerate} />
              ) : (
                <Alert severity="info">{translate('resources.sales.create.no_debt')}</Alert>
              )
            ) : null}
            <Divider sx={{ my: 2 }} />
            <Stack direction="row" spacing={1} justifyContent="space-between">
              <Button onClick={() => setStep((current) => Math.max(current - 1, 0))} disabled={step === 0 || saving} color="inherit">
                {translate('resources.sales.create.back')}
              </Button>
              {stepName === 'schedule' ? (
                <Button
                  variant="contained"
                  onClick={() => setConfirming(true)}
                  disabled={!scheduleOk || saving}
                  startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {translate('resources.sales.create.save')}
                </Button>
              ) : (
                <Button variant="contained" onClick={() => void next()}>
                  {translate('resources.sales.create.next')}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>{summary}</Grid>
      <ConfirmDialog
        open={confirming}
        title="resources.sales.dialog.save_title"
        content={translate('resources.sales.dialog.save_content', {
          room: room ? `№${room.number}` : '',
          buyer: buyerName,
          amount: formatMoney(values.sold_amount ?? '0', { currency: code }),
        })}
        loading={saving}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
      <BuyerNameSync onChange={setBuyerRecord} />
    </Grid>
  );
}

/** Keeps the summary's buyer name in step with the pickers (their option names live in react-query's cache). */
function BuyerNameSync({ onChange }: { onChange: (record: Record<string, unknown>) => void }) {
  const client = useWatch({ name: 'client' }) as number | null | undefined;
  const lid = useWatch({ name: 'lid' }) as number | null | undefined;
  const names = useRef<Record<string, string>>({});
  // PersonInput shows the name; we read it back from the rendered inputs' values to avoid a second request.
  useEffect(() => {
    const read = (source: string) =>
      (document.querySelector<HTMLInputElement>(`input[name="${source}"], input[id$="${source}"]`)?.value ?? '').trim();
    const timer = window.setTimeout(() => {
      if (client) names.current.client = read('client') || names.current.client || '';
      if (lid) names.current.lid = read('lid') || names.current.lid || '';
      onChange({
        client: client ?? undefined,
        client_name: client ? names.current.client : undefined,
        lid: lid ?? undefined,
        lid_name: lid ? names.current.lid : undefined,
      });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [client, lid, onChange]);
  return null;
}

/** /salesDepartment/salesCreate (SALE_WRITE): room → buyer → terms → schedule, saved as a pending sale. */
export default function SaleCreatePage() {
  const translate = useTranslate();
  const [creatingClient, setCreatingClient] = useState(false);
  const [newClient, setNewClient] = useState<Client | null>(null);
  const defaults = useMemo<SaleFormValues>(
    () => ({ paid_amount: '0', currency: 2, payment_date: todayInTashkent(), comment: '', client: null, lid: null, schedule: [] }),
    [],
  );
  return (
    <Box sx={{ pb: 4, pt: 1 }}>
      <Title title={translate('resources.sales.page.create')} />
      <Form defaultValues={defaults} noValidate>
        <SaleWizard newClient={newClient} onNewClient={() => setCreatingClient(true)} />
      </Form>
      <ClientFormDialog open={creatingClient} onClose={() => setCreatingClient(false)} onCreated={setNewClient} />
    </Box>
  );
}
