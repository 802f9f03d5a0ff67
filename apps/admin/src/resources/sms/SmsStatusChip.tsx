import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../format/format';
import type { Sms } from './types';

/** not sent (or queued), sent with its date, or failed with the reason (on hover and for screen readers). */
export function SmsStatusChip({ sms }: { sms: Pick<Sms, 'status' | 'sent_at' | 'error'> }) {
  const translate = useTranslate();
  if (sms.status === 'sent') {
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        icon={<CheckCircleOutlineIcon />}
        label={sms.sent_at ? translate('resources.sms.status.sent_at', { date: formatDateTime(sms.sent_at) }) : translate('resources.sms.status.sent')}
      />
    );
  }
  if (sms.status === 'failed') {
    const reason = sms.error || translate('resources.sms.status.no_reason');
    return (
      <Tooltip title={reason}>
        <Chip
          size="small"
          color="error"
          variant="outlined"
          icon={<ErrorOutlineIcon />}
          label={translate('resources.sms.status.failed_reason', { reason })}
          sx={{ maxWidth: 260 }}
        />
      </Tooltip>
    );
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<ScheduleIcon />}
      label={translate(sms.status === 'queued' ? 'resources.sms.status.queued' : 'resources.sms.status.not_sent')}
    />
  );
}
