import { Collapse, Grid } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, maxLength, required, TextInput } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { FormSection } from '../../components/FormSection';
import { PhoneInput } from '../../components/PhoneInput';
import { ReferenceSelectInput, RegionCityInputs } from '../../components/ReferenceSelectInput';
import { noteRequiredWhenToggled } from './lidPayload';
import { SellerInput } from './SellerInput';

const validateRequired = [required('app.validation.required')];
const validateName = [required('app.validation.required'), maxLength(200)];
const validateCompany = [maxLength(200)];
const validateNote = [noteRequiredWhenToggled, maxLength(2000)];

function NoteInput() {
  const addNote = useWatch({ name: 'add_note' }) as boolean | undefined;
  return (
    <>
      <BooleanInput source="add_note" label="resources.lids.fields.add_note" helperText={false} />
      <Collapse in={!!addNote} unmountOnExit>
        <TextInput source="note" multiline minRows={3} validate={validateNote} isRequired={!!addNote} />
      </Collapse>
    </>
  );
}

export interface LidInputsProps {
  isEdit: boolean;
  sellerLabel?: string | null;
}

/** The lead form: name, phone, status, call date and seller are required; the note only with its toggle on. */
export function LidInputs({ isEdit, sellerLabel }: LidInputsProps) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSection title="resources.lids.sections.main">
          <TextInput source="name" validate={validateName} autoComplete="off" />
          <PhoneInput source="phone_number" validate={validateRequired} />
          <TextInput source="company_name" validate={validateCompany} autoComplete="off" />
          <ReferenceSelectInput source="status" reference="lidStatuses" validate={validateRequired} />
          <ReferenceSelectInput source="source_of_interest" reference="lidSources" emptyText="app.common.not_set" />
        </FormSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSection title="resources.lids.sections.work">
          <SellerInput source="seller" validate={validateRequired} initialLabel={sellerLabel} />
          <DateTextInput source="call_date" validate={validateRequired} />
          <DateTextInput source="next_call_date" />
          <RegionCityInputs />
          <NoteInput />
          {isEdit ? <BooleanInput source="archived" helperText="resources.lids.helpers.archived" /> : null}
        </FormSection>
      </Grid>
    </Grid>
  );
}
