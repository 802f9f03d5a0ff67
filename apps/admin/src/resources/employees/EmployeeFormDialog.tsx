import { Grid } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput, maxLength, useDataProvider } from 'react-admin';
import { SALARY_TYPE } from '@mijozlar/shared';
import { FormDialog } from '../../components/FormDialog';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { PhoneInput } from '../../components/PhoneInput';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { CURRENCY_CHOICES, currencyCode } from '../../format/currency';
import { requiredField } from '../wallets/MoneyFields';
import { useSalaryTypes } from './hooks';
import { EMPLOYEES_API, employeeApi } from './paths';
import type { Employee } from './types';

export interface EmployeeValues {
  first_name: string;
  last_name: string;
  position: string;
  phone_number: string | null;
  salary_type: number | null;
  salary: string | null;
  hourly_rate: string | null;
  salary_currency: number | null;
}

/** The POST/PUT body: the pay field of the chosen type only. */
export function toEmployeePayload(values: EmployeeValues) {
  const type = Number(values.salary_type);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    position: values.position.trim(),
    // Optional (document 1): an empty phone is sent as null, which clears it on an edit.
    phone_number: values.phone_number || null,
    salary_type: type,
    salary_currency: Number(values.salary_currency),
    ...(type === SALARY_TYPE.HOURLY ? { hourly_rate: values.hourly_rate } : { salary: values.salary }),
  };
}

function PayInput() {
  const type = useWatch<EmployeeValues, 'salary_type'>({ name: 'salary_type' });
  const currency = useWatch<EmployeeValues, 'salary_currency'>({ name: 'salary_currency' });
  const code = currencyCode(currency ?? '') || undefined;
  if (Number(type) === SALARY_TYPE.HOURLY) {
    return <MoneyInput source="hourly_rate" label="resources.employees.fields.hourly_rate" currency={code} validate={[requiredField, positiveAmount()]} helperText="resources.employees.form.hourly_hint" />;
  }
  if (Number(type) === SALARY_TYPE.MONTHLY) {
    return <MoneyInput source="salary" label="resources.employees.fields.salary" currency={code} validate={[requiredField, positiveAmount()]} helperText="resources.employees.form.monthly_hint" />;
  }
  return null;
}

/** Create or edit an employee: names, position, phone, salary type with its salary or hourly rate, currency. */
export function EmployeeFormDialog({ open, onClose, employee, onSaved }: { open: boolean; onClose: () => void; employee?: Employee | null; onSaved?: (employee: Employee) => void }) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: types } = useSalaryTypes();
  const editing = !!employee;
  // Entries exist once the balance moved; the API refuses the change anyway (409).
  const locked = editing && employee.balance !== '0.00';

  const typeChoices = (types?.results ?? []).map((type) => ({ id: type.id, name: type.name }));
  return (
    <FormDialog<EmployeeValues, Employee>
      open={open}
      onClose={onClose}
      id="employee-form"
      title={editing ? 'resources.employees.form.edit' : 'resources.employees.form.create'}
      defaultValues={{
        first_name: employee?.first_name ?? '',
        last_name: employee?.last_name ?? '',
        position: employee?.position ?? '',
        phone_number: employee?.phone_number ?? '',
        salary_type: employee?.salary_type ?? SALARY_TYPE.MONTHLY,
        salary: employee?.salary ?? null,
        hourly_rate: employee?.hourly_rate ?? null,
        salary_currency: employee?.salary_currency ?? null,
      }}
      submit={(values) => {
        const body: Record<string, unknown> = toEmployeePayload(values);
        if (locked) delete body.salary_currency;
        return dataProvider.request<Employee>(editing ? employeeApi(employee.id) : EMPLOYEES_API, { method: editing ? 'PUT' : 'POST', body });
      }}
      successMessage={editing ? 'resources.employees.notifications.updated' : 'resources.employees.notifications.created'}
      invalidate={[['employees']]}
      refresh
      onSaved={onSaved}
    >
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="last_name" label="resources.employees.fields.last_name" validate={[requiredField, maxLength(140)]} autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="first_name" label="resources.employees.fields.first_name" validate={[requiredField, maxLength(140)]} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="position" label="resources.employees.fields.position" validate={[requiredField, maxLength(200)]} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PhoneInput source="phone_number" label="resources.employees.fields.phone_number" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput source="salary_type" label="resources.employees.fields.salary_type" choices={typeChoices} translateChoice={false} validate={requiredField} isPending={!types} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            source="salary_currency"
            label="resources.employees.fields.salary_currency"
            choices={CURRENCY_CHOICES}
            translateChoice={false}
            validate={requiredField}
            disabled={locked}
            helperText={locked ? 'resources.employees.form.currency_locked' : false}
          />
        </Grid>
        <Grid size={12}>
          <PayInput />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
