import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { LidList } from './LidList';
import { LidShow } from './LidShow';
import type { Lid } from './types';

/** Leads (LID_READ). Routes: /lids/lidsList and /lids/lidsRead/{id}; add and edit are dialogs. */
const lids = {
  list: LidList,
  show: LidShow,
  icon: SupportAgentOutlinedIcon,
  recordRepresentation: (record: Lid) => record.name,
};

export default lids;
