import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { ArrayInput, SimpleFormIterator, TextInput, maxLength, required } from 'react-admin';
import { FormSection } from './FormSection';
import { PhoneInput } from './PhoneInput';
import { ReferenceSelectInput, RegionCityInputs } from './ReferenceSelectInput';

/** A person's name and company: at most 200 characters (the API's limit). */
export const NAME_MAX_LENGTH = 200;

const validateName = [required('app.validation.required'), maxLength(NAME_MAX_LENGTH)];
const validateRequired = [required('app.validation.required')];
const validateCompany = [maxLength(NAME_MAX_LENGTH)];

/** More phones of a person, each masked like the main one (`additional_numbers: [{phone_number}]`). */
export function ExtraPhonesInput({ label, itemLabel }: { label: string; itemLabel: string }) {
  return (
    <ArrayInput source="additional_numbers" label={label}>
      <SimpleFormIterator disableReordering disableClear inline addButton={undefined} sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 'none' } }}>
        <PhoneInput source="phone_number" label={itemLabel} validate={validateRequired} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export interface PersonInputsProps {
  /** The status list (`clientStatuses`, `lidStatuses`). */
  statusReference: string;
  /** Translation keys of the two sections' titles, and the second one's help. */
  sections: { main: string; side: string; sideHelp?: string };
  /** After the status in the main section (a lead's source). */
  mainExtra?: ReactNode;
  /** First in the side section (a lead's seller and call dates). */
  sideBefore?: ReactNode;
  /** After the region and city (a client's extra phones; a lead's note). */
  sideAfter?: ReactNode;
}

/**
 * The inputs a client and a lead share, laid out the same way: name, phone (masked), company and
 * status on the left; region and city on the right. Labels come from the form's resource.
 */
export function PersonInputs({ statusReference, sections, mainExtra, sideBefore, sideAfter }: PersonInputsProps) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSection title={sections.main}>
          <TextInput source="name" validate={validateName} autoComplete="off" />
          <PhoneInput source="phone_number" validate={validateRequired} />
          <TextInput source="company_name" validate={validateCompany} autoComplete="off" />
          <ReferenceSelectInput source="status" reference={statusReference} validate={validateRequired} />
          {mainExtra}
        </FormSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSection title={sections.side} help={sections.sideHelp}>
          {sideBefore}
          <RegionCityInputs />
          {sideAfter}
        </FormSection>
      </Grid>
    </Grid>
  );
}
