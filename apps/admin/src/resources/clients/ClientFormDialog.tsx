import { useMemo } from 'react';
import { DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import {
  CreateBase,
  EditBase,
  Form,
  SaveButton,
  useNotify,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { StaticDialog } from '../../components/StaticDialog';
import { ClientInputs } from './ClientInputs';
import { toClientFormValues, toClientPayload, type ClientFormValues } from './clientPayload';
import { clientReadPath } from './paths';
import type { Client } from './types';

export interface ClientFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new client instead of opening its page (e.g. a sale picks the client it just created). */
  onCreated?: (client: Client) => void;
  /** Edit this client; without it, a new client. */
  id?: Identifier;
}

function FormBody({ title, onClose }: { title: string; onClose: () => void }) {
  const translate = useTranslate();
  const record = useRecordContext<Client>();
  const values = useMemo(() => toClientFormValues(record), [record]);
  return (
    <Form record={values} noValidate>
      <DialogTitle id="client-form-title">{translate(title, { name: record?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        <ClientInputs />
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

/** Add or edit a client in a (static) dialog; after adding, the new client's page opens. */
export function ClientFormDialog({ open, onClose, id, onCreated }: ClientFormDialogProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const transform = (values: ClientFormValues) => toClientPayload(values);
  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="md" fullWidth aria-labelledby="client-form-title" scroll="paper">
      {open && id !== undefined ? (
        <EditBase
          resource="clients"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          transform={transform}
          mutationOptions={{
            onSuccess: () => {
              notify('resources.clients.notifications.updated', { type: 'success' });
              onClose();
            },
          }}
        >
          <FormBody title="resources.clients.page.edit" onClose={onClose} />
        </EditBase>
      ) : null}
      {open && id === undefined ? (
        <CreateBase
          resource="clients"
          redirect={false}
          transform={transform}
          mutationOptions={{
            onSuccess: (data: Client) => {
              notify('resources.clients.notifications.created', { type: 'success' });
              onClose();
              if (onCreated) onCreated(data);
              else navigate(clientReadPath(data.id));
            },
          }}
        >
          <FormBody title="resources.clients.page.create" onClose={onClose} />
        </CreateBase>
      ) : null}
    </StaticDialog>
  );
}
