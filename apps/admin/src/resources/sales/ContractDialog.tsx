import { TextInput, maxLength, required, useDataProvider } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { FormDialog } from '../../components/FormDialog';
import '../../i18n/documentsTexts';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { saleContractPath } from './paths';
import { saleRoomLabel } from './saleLabels';
import type { Sale } from './types';

/** The API's limit of a contract number. */
export const CONTRACT_NUMBER_MAX = 50;

interface ContractFormValues {
  contract_number: string;
  contract_date: string | null;
}

const validateNumber = [required('app.validation.required'), maxLength(CONTRACT_NUMBER_MAX)];
const validateDate = [required('app.validation.required')];

/**
 * Edit a confirmed or refused sale's contract number and date (PATCH /api/sale/{id}/contract/,
 * SALE_WRITE). A number another sale holds is 409 sale.contract_number_taken: the API names the
 * field, so its message shows under the number.
 */
export function ContractDialog({ sale, onClose, onSaved }: { sale: Sale | null; onClose: () => void; onSaved?: (sale: Sale) => void }) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return (
    <FormDialog<ContractFormValues, Sale>
      open={!!sale}
      onClose={onClose}
      id="contract-dialog"
      title="resources.documents.contract.edit_title"
      titleArgs={{ room: sale ? saleRoomLabel(sale) : '' }}
      maxWidth="xs"
      defaultValues={{ contract_number: sale?.contract_number ?? '', contract_date: sale?.contract_date ?? null }}
      submit={(values) =>
        dataProvider.request<Sale>(saleContractPath(sale!.id), {
          method: 'PATCH',
          body: { contract_number: values.contract_number.trim(), contract_date: values.contract_date },
        })
      }
      successMessage="resources.documents.contract.saved"
      invalidate={[['sales']]}
      refresh
      onSaved={(result) => onSaved?.(result)}
    >
      <TextInput
        source="contract_number"
        label="resources.documents.contract.number"
        helperText="resources.documents.contract.number_help"
        validate={validateNumber}
        autoComplete="off"
        autoFocus
      />
      <DateTextInput source="contract_date" label="resources.documents.contract.date" validate={validateDate} />
    </FormDialog>
  );
}
