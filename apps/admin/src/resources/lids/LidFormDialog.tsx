import { type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../components/FormDialog';
import { useRecordForm } from '../../components/useRecordForm';
import { todayInTashkent } from '../../format/format';
import { LidInputs } from './LidInputs';
import { toLidFormValues, toLidPayload, type LidFormValues } from './lidPayload';
import { lidReadPath } from './paths';
import type { Lid } from './types';

export interface LidFormDialogProps {
  open: boolean;
  onClose: () => void;
  id?: Identifier;
}

/** Add or edit a lead in a (static) dialog; after adding, the lead's page opens. */
export function LidFormDialog({ open, onClose, id }: LidFormDialogProps) {
  const navigate = useNavigate();
  const { editing, record, loading, loadFailed, save } = useRecordForm<Lid>('lids', { id, open });

  return (
    <FormDialog<LidFormValues, Lid>
      open={open}
      onClose={onClose}
      id="lid-form"
      resource="lids"
      title={editing ? 'resources.lids.page.edit' : 'resources.lids.page.create'}
      titleArgs={{ name: record?.name ?? '' }}
      maxWidth="md"
      loading={loading}
      loadFailed={loadFailed}
      defaultValues={toLidFormValues(record, todayInTashkent())}
      submit={(values) => save(toLidPayload(values))}
      successMessage={editing ? 'resources.lids.notifications.updated' : 'resources.lids.notifications.created'}
      onSaved={(lid) => {
        if (!editing) navigate(lidReadPath(lid.id));
      }}
    >
      <LidInputs isEdit={editing} sellerLabel={record?.seller_name} />
    </FormDialog>
  );
}
