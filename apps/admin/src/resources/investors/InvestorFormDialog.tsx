import { Grid } from '@mui/material';
import { TextInput, maxLength, minLength, required, useDataProvider } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { PhoneInput } from '../../components/PhoneInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { INVESTORS_API, investorApi } from './paths';
import type { Investor } from './types';

/** Names: 2 to 140 characters (document 1, validation), counted without surrounding spaces as the API does. */
export const NAME_MIN = 2;
export const NAME_MAX = 140;

const trimmedMin = (min: number) => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.trim().length < min ? { message: 'ra.validation.minLength', args: { min } } : undefined;
const validateName = [required('app.validation.required'), trimmedMin(NAME_MIN), minLength(NAME_MIN), maxLength(NAME_MAX)];

export interface InvestorFormValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  investor_type: number | null;
}

export function toInvestorFormValues(investor?: Investor | null): InvestorFormValues {
  return {
    first_name: investor?.first_name ?? '',
    last_name: investor?.last_name ?? '',
    phone_number: investor?.phone_number ?? '',
    investor_type: investor ? investor.investor_type : 1,
  };
}

/** The POST/PUT body: names trimmed, the type or null. */
export function toInvestorPayload(values: InvestorFormValues) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone_number: values.phone_number,
    investor_type: values.investor_type ? Number(values.investor_type) : null,
  };
}

/** Add or edit an investor in a (static) dialog; field errors of the API show under their inputs. */
export function InvestorFormDialog({
  open,
  onClose,
  investor,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  investor?: Investor | null;
  onSaved?: (investor: Investor) => void;
}) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const editing = !!investor;

  return (
    <FormDialog<InvestorFormValues, Investor>
      open={open}
      onClose={onClose}
      id="investor-form"
      title={editing ? 'resources.investors.form.edit_title' : 'resources.investors.form.create_title'}
      defaultValues={toInvestorFormValues(investor)}
      submit={(values) =>
        dataProvider.request<Investor>(editing ? investorApi(investor.id) : INVESTORS_API, {
          method: editing ? 'PUT' : 'POST',
          body: toInvestorPayload(values),
        })
      }
      successMessage={editing ? 'resources.investors.notifications.updated' : 'resources.investors.notifications.created'}
      invalidate={[['investors']]}
      refresh
      onSaved={onSaved}
    >
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="last_name"
            label="resources.investors.fields.last_name"
            validate={validateName}
            autoComplete="off"
            helperText="resources.investors.form.names_hint"
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="first_name" label="resources.investors.fields.first_name" validate={validateName} autoComplete="off" helperText="resources.investors.form.names_hint" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PhoneInput source="phone_number" label="resources.investors.fields.phone_number" validate={required('app.validation.required')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReferenceSelectInput source="investor_type" reference="investor-types" label="resources.investors.fields.investor_type" emptyText="—" />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
