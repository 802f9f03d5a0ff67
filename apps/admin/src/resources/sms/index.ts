import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { Sms } from './types';

const screens = () => import('./screens');

/** SMS (SMS_READ to list, SMS_WRITE to send). Routes: /sms/smsList and /sms/smsCreate. One chunk. */
const sms = {
  list: lazyScreen(screens, (module) => module.SmsList),
  create: lazyScreen(screens, (module) => module.SmsCreate),
  icon: SmsOutlinedIcon,
  recordRepresentation: (record: Sms) => record.recipient,
};

export default sms;
