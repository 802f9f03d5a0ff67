import { useState } from 'react';
import { type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../components/FormDialog';
import { useRecordForm } from '../../components/useRecordForm';
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

/** Add or edit a client in a (static) dialog; after adding, the new client's page opens. */
export function ClientFormDialog({ open, onClose, id, onCreated }: ClientFormDialogProps) {
  const navigate = useNavigate();
  const { editing, record, loading, loadFailed, save } = useRecordForm<Client>('clients', { id, open });
  // A phone that another client has (409 client.phone_exists): the form names that client with a link.
  const [existingId, setExistingId] = useState<number | null>(null);
  const close = () => {
    setExistingId(null);
    onClose();
  };

  return (
    <FormDialog<ClientFormValues, Client>
      open={open}
      onClose={close}
      id="client-form"
      resource="clients"
      title={editing ? 'resources.clients.page.edit' : 'resources.clients.page.create'}
      titleArgs={{ name: record?.name ?? '' }}
      maxWidth="md"
      loading={loading}
      loadFailed={loadFailed}
      defaultValues={toClientFormValues(record)}
      submit={(values) => save(toClientPayload(values))}
      onError={(error) => {
        const existing = existingClientOf(error);
        setExistingId(existing);
        return existing !== null;
      }}
      successMessage={editing ? 'resources.clients.notifications.updated' : 'resources.clients.notifications.created'}
      onSaved={(client) => {
        setExistingId(null);
        if (editing) return;
        if (onCreated) onCreated(client);
        else navigate(clientReadPath(client.id));
      }}
    >
      {existingId !== null && existingId !== record?.id ? <ExistingClientNotice id={existingId} onOpen={close} /> : null}
      <ClientInputs />
    </FormDialog>
  );
}
