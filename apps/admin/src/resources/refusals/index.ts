import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { Refusal } from './types';

const screens = () => import('./screens');

/**
 * Refusals (REFUSAL_READ / REFUSAL_WRITE). Routes: /refusals/refusalsList, /refusals/refusalDetail/{id}
 * and /refusals/refusalsCreate; loaded as one chunk.
 */
const refusals = {
  list: lazyScreen(screens, (module) => module.RefusalList),
  show: lazyScreen(screens, (module) => module.RefusalShow),
  create: lazyScreen(screens, (module) => module.RefusalCreate),
  icon: AssignmentReturnOutlinedIcon,
  recordRepresentation: (record: Refusal) => record.client_name ?? `#${record.id}`,
};

export default refusals;
