import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
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
  const dataProvider = useDataProvider<ApiDataProvider>();
  return (
    <FormDialog<{ text: string }>
      open={open}
      onClose={onClose}
      id="client-sms"
      title="resources.clients.sms.title"
      defaultValues={{ text: '' }}
      submit={(values) => dataProvider.request(clientSendSmsPath(client.id), { method: 'POST', body: { text: String(values.text ?? '').trim() } })}
      successMessage="resources.clients.notifications.sms_sent"
      submitLabel="resources.sms.action.send"
      submitIcon={<SendOutlinedIcon />}
      confirm={{
        title: 'resources.sms.confirm.title',
        label: 'resources.sms.action.send',
        content: () => translate('resources.clients.sms.confirm', { name: client.name }),
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.clients.sms.to', { name: client.name, phone: formatPhoneNumber(client.phone_number) })}
      </Typography>
      <SmsTextInput source="text" label="resources.sms.fields.text" autoFocus />
    </FormDialog>
  );
}
