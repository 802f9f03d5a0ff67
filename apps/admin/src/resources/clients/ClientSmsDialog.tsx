import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StaticDialog } from '../../components/StaticDialog';
import { formatPhoneNumber } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { SmsTextInput } from '../sms/SmsTextInput';
import { clientSendSmsPath } from './paths';
import type { Client } from './types';

export interface ClientSmsDialogProps {
  open: boolean;
  onClose: () => void;
  client: Pick<Client, 'id' | 'name' | 'phone_number'>;
}

/** Sends one SMS to a client (POST /api/client/{id}/send-sms/) after a confirmation. */
export function ClientSmsDialog({ open, onClose, client }: ClientSmsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [pending, setPending] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const send = useMutation({
    mutationFn: (text: string) => dataProvider.request(clientSendSmsPath(client.id), { method: 'POST', body: { text } }),
    onSuccess: () => {
      notify('resources.clients.notifications.sms_sent', { type: 'success' });
      setPending(null);
      setFormKey((key) => key + 1);
      onClose();
    },
    onError: (error) => {
      setPending(null);
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    },
  });

  const close = () => {
    if (send.isPending) return;
    setFormKey((key) => key + 1);
    onClose();
  };

  return (
    <>
      <StaticDialog open={open && pending === null} onDismiss={close} keepMounted maxWidth="sm" fullWidth aria-labelledby="client-sms-title">
        <Form key={formKey} onSubmit={(values: Record<string, unknown>) => setPending(String(values.text ?? '').trim())} noValidate>
          <DialogTitle id="client-sms-title">{translate('resources.clients.sms.title')}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('resources.clients.sms.to', { name: client.name, phone: formatPhoneNumber(client.phone_number) })}
            </Typography>
            <SmsTextInput source="text" label="resources.sms.fields.text" autoFocus />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={close} color="inherit">
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SendOutlinedIcon />}>
              {translate('resources.sms.action.send')}
            </Button>
          </DialogActions>
        </Form>
      </StaticDialog>
      <ConfirmDialog
        open={open && pending !== null}
        title="resources.sms.confirm.title"
        content={translate('resources.clients.sms.confirm', { name: client.name })}
        confirmLabel="resources.sms.action.send"
        loading={send.isPending}
        onConfirm={() => pending !== null && send.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
