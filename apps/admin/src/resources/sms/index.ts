import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { SmsCreate } from './SmsCreate';
import { SmsList } from './SmsList';
import type { Sms } from './types';

/** SMS (SMS_READ to list, SMS_WRITE to send). Routes: /sms/smsList and /sms/smsCreate. */
const sms = {
  list: SmsList,
  create: SmsCreate,
  icon: SmsOutlinedIcon,
  recordRepresentation: (record: Sms) => record.recipient,
};

export default sms;
