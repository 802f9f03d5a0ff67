import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { Lid } from './types';

const screens = () => import('./screens');

/** Leads (LID_READ). Routes: /lids/lidsList and /lids/lidsRead/{id}; add and edit are dialogs. One chunk. */
const lids = {
  list: lazyScreen(screens, (module) => module.LidList),
  show: lazyScreen(screens, (module) => module.LidShow),
  icon: SupportAgentOutlinedIcon,
  recordRepresentation: (record: Lid) => record.name,
};

export default lids;
