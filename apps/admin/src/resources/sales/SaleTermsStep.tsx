import { Alert, Grid } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { compareAmounts } from '../../format/decimal';
import { formatMoney } from '../../format/format';
import { SellerInput } from '../lids/SellerInput';
import { RateMissingNote, useRateNote } from '../wallets/RateNote';
import { useWalletChoices } from '../wallets/hooks';
import { CURRENCY_CHOICES, currencyCodeOf } from '../../format/currency';
import { useReferenceList } from './references';
import type { SaleFormValues } from './salePayload';

/** Step 3: price, first payment, wallet, terms. */
export function SaleTermsStep({ walletCurrency }: { walletCurrency: number | null }) {
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
