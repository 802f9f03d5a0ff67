import { Collapse } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, maxLength, required, TextInput } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { PersonInputs } from '../../components/PersonInputs';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { noteRequiredWhenToggled } from './lidPayload';
import { SellerInput } from './SellerInput';

const validateRequired = [required('app.validation.required')];
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

/** The lead form: a person's shared inputs with the source; seller, call dates, note (only with its toggle on) and, when editing, the archive switch. */
export function LidInputs({ isEdit, sellerLabel }: LidInputsProps) {
  return (
    <PersonInputs
      statusReference="lidStatuses"
      sections={{ main: 'resources.lids.sections.main', side: 'resources.lids.sections.work' }}
      mainExtra={<ReferenceSelectInput source="source_of_interest" reference="lidSources" emptyText="app.common.not_set" />}
      sideBefore={
        <>
          <SellerInput source="seller" validate={validateRequired} initialLabel={sellerLabel} />
          <DateTextInput source="call_date" validate={validateRequired} />
          <DateTextInput source="next_call_date" />
        </>
      }
      sideAfter={
        <>
          <NoteInput />
          {isEdit ? <BooleanInput source="archived" helperText="resources.lids.helpers.archived" /> : null}
        </>
      }
    />
  );
}
