import { Stack } from '@mui/material';
import { ExtraPhonesInput, PersonInputs } from '../../components/PersonInputs';
import { ClientDocumentInputs } from './ClientDocumentInputs';

export { NAME_MAX_LENGTH } from '../../components/PersonInputs';

/** The inputs of the client form (create and edit): a person's shared inputs, the extra phones, then the documents' data. */
export function ClientInputs() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <PersonInputs
        statusReference="clientStatuses"
        sections={{ main: 'resources.clients.sections.main', side: 'resources.clients.sections.contacts', sideHelp: 'resources.clients.sections.contacts_help' }}
        sideAfter={<ExtraPhonesInput label="resources.clients.fields.additional_numbers" itemLabel="resources.clients.fields.extra_phone" />}
      />
      <ClientDocumentInputs />
    </Stack>
  );
}
