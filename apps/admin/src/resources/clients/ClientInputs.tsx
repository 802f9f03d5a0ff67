import { ExtraPhonesInput, PersonInputs } from '../../components/PersonInputs';

export { NAME_MAX_LENGTH } from '../../components/PersonInputs';

/** The inputs of the client form (create and edit): a person's shared inputs, then the extra phones. */
export function ClientInputs() {
  return (
    <PersonInputs
      statusReference="clientStatuses"
      sections={{ main: 'resources.clients.sections.main', side: 'resources.clients.sections.contacts', sideHelp: 'resources.clients.sections.contacts_help' }}
      sideAfter={<ExtraPhonesInput label="resources.clients.fields.additional_numbers" itemLabel="resources.clients.fields.extra_phone" />}
    />
  );
}
