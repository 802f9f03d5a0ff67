import { Grid } from '@mui/material';
import { ArrayInput, maxLength, required, SimpleFormIterator, TextInput } from 'react-admin';
import { FormSection } from '../../components/FormSection';
import { PhoneInput } from '../../components/PhoneInput';
import { ReferenceSelectInput, RegionCityInputs } from '../../components/ReferenceSelectInput';

export const NAME_MAX_LENGTH = 200;

const validateName = [required('app.validation.required'), maxLength(NAME_MAX_LENGTH)];
const validateRequired = [required('app.validation.required')];
const validateCompany = [maxLength(NAME_MAX_LENGTH)];

/** The inputs of the client form (create and edit): required name, phone and status. */
export function ClientInputs() {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSection title="resources.clients.sections.main">
          <TextInput source="name" validate={validateName} autoComplete="off" />
          <PhoneInput source="phone_number" validate={validateRequired} />
          <TextInput source="company_name" validate={validateCompany} autoComplete="off" />
          <ReferenceSelectInput source="status" reference="clientStatuses" validate={validateRequired} />
        </FormSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSection title="resources.clients.sections.contacts" help="resources.clients.sections.contacts_help">
          <RegionCityInputs />
          <ArrayInput source="additional_numbers" label="resources.clients.fields.additional_numbers">
            <SimpleFormIterator
              disableReordering
              disableClear
              inline
              addButton={undefined}
              sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 'none' } }}
            >
              <PhoneInput source="phone_number" label="resources.clients.fields.extra_phone" validate={validateRequired} />
            </SimpleFormIterator>
          </ArrayInput>
        </FormSection>
      </Grid>
    </Grid>
  );
}
