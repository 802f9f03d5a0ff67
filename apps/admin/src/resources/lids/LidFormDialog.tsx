import { Button as MuiButton, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMemo } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { StaticDialog } from '../../components/StaticDialog';
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

function FormBody({ title, onClose, isEdit }: { title: string; onClose: () => void; isEdit: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<Lid>();
  const values = useMemo(() => toLidFormValues(record, todayInTashkent()), [record]);
  return (
    <Form record={values} noValidate>
      <DialogTitle id="lid-form-title">{translate(title, { name: record?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        <LidInputs isEdit={isEdit} sellerLabel={record?.seller_name} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <MuiButton onClick={onClose} color="inherit">
          {translate('ra.action.cancel')}
        </MuiButton>
        <SaveButton />
      </DialogActions>
    </Form>
  );
}

/** Add or edit a lead in a (static) dialog; after adding, the lead's page opens. */
export function LidFormDialog({ open, onClose, id }: LidFormDialogProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const transform = (values: LidFormValues) => toLidPayload(values);
  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="md" fullWidth aria-labelledby="lid-form-title" scroll="paper">
      {open && id !== undefined ? (
        <EditBase
          resource="lids"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          transform={transform}
          mutationOptions={{
            onSuccess: () => {
              notify('resources.lids.notifications.updated', { type: 'success' });
              onClose();
            },
          }}
        >
          <FormBody title="resources.lids.page.edit" onClose={onClose} isEdit />
        </EditBase>
      ) : null}
      {open && id === undefined ? (
        <CreateBase
          resource="lids"
          redirect={false}
          transform={transform}
          mutationOptions={{
            onSuccess: (data: Lid) => {
              notify('resources.lids.notifications.created', { type: 'success' });
              onClose();
              navigate(lidReadPath(data.id));
            },
          }}
        >
          <FormBody title="resources.lids.page.create" onClose={onClose} isEdit={false} />
        </CreateBase>
      ) : null}
    </StaticDialog>
  );
}
