import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Grid, Stack, Step, StepLabel, Stepper, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Form, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { toCents } from '../../format/decimal';
import { formatMoney, todayInTashkent } from '../../format/format';
import { isApiError } from '../../providers/apiErrors';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { useCanOpen } from '../../routes/useCanOpen';
import { ClientFormDialog } from '../clients/ClientFormDialog';
import type { Client } from '../clients/types';
import { useWalletChoices } from '../wallets/hooks';
import { SALES_LIST_PATH, SALES_PENDING_PATH } from './paths';
import { currencyCodeOf, currencyId as currencyIdOf } from '../../format/currency';
import { useReferenceList } from './references';
import { BuyerNameSync, SaleBuyerStep } from './SaleBuyerStep';
import { SaleRoomStep, type ChosenRoom } from './SaleRoomStep';
import { SaleSummary } from './SaleSummary';
import { SaleTermsStep } from './SaleTermsStep';
import { buildSalePayload, buyerError, debtOf, type SaleFormValues } from './salePayload';
import { checkSchedule, generateSchedule, type ScheduleRow } from './schedule';
import { ScheduleEditor } from './ScheduleEditor';

const STEPS = ['room', 'buyer', 'terms', 'schedule'] as const;

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
              <SaleRoomStep chosen={room} onChoose={chooseRoom} />
            </Box>
            {stepName === 'buyer' ? (
              <SaleBuyerStep
                buyerRecord={buyerRecord}
                onNewClient={onNewClient}
                error={buyerProblem}
              />
            ) : null}
            <Box sx={{ display: stepName === 'terms' ? 'block' : 'none' }}>{stepName === 'terms' || step > 2 ? <SaleTermsStep walletCurrency={walletCurrency} /> : null}</Box>
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
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        <SaleSummary room={room} buyerName={buyerName} values={values} debt={debt} months={months} />
      </Grid>
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

/** /salesDepartment/salesCreate (SALE_WRITE): room → buyer → terms → schedule, saved as a pending sale. */
export default function SaleCreate() {
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
