import { useMemo, useState } from 'react';
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
import { ExistingClientNotice, existingClientOf } from './ExistingClientNotice';
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

function FormBody({ title, onClose, existingId }: { title: string; onClose: () => void; existingId: number | null }) {
  const translate = useTranslate();
  const record = useRecordContext<Client>();
  const values = useMemo(() => toClientFormValues(record), [record]);
  return (
    <Form record={values} noValidate>
      <DialogTitle id="client-form-title">{translate(title, { name: record?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {existingId !== null && existingId !== record?.id ? <ExistingClientNotice id={existingId} onOpen={onClose} /> : null}
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
  // A phone that another client has (409 client.phone_exists): the form names that client with a link.
  const [existingId, setExistingId] = useState<number | null>(null);
  const onError = (error: unknown) => {
    const existing = existingClientOf(error);
    setExistingId(existing);
    // Field errors show under their inputs (react-admin's own rule); anything else is a toast.
    const fieldErrors = (error as { body?: { errors?: object } } | null)?.body?.errors;
    if (existing === null && !(fieldErrors && Object.keys(fieldErrors).length > 0)) {
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    }
  };
  const close = () => {
    setExistingId(null);
    onClose();
  };
  return (
    <StaticDialog open={open} onDismiss={close} maxWidth="md" fullWidth aria-labelledby="client-form-title" scroll="paper">
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
              close();
            },
            onError,
          }}
        >
          <FormBody title="resources.clients.page.edit" onClose={close} existingId={existingId} />
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
              close();
              if (onCreated) onCreated(data);
              else navigate(clientReadPath(data.id));
            },
            onError,
          }}
        >
          <FormBody title="resources.clients.page.create" onClose={close} existingId={existingId} />
        </CreateBase>
      ) : null}
    </StaticDialog>
  );
}
