import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import { lazyScreen } from '../../routes/lazyScreen';

const screens = () => import('./screens');

/** Backups (SETTINGS_WRITE, beyond the spec). Route: /settings/backups. One chunk. */
const backups = {
  list: lazyScreen(screens, (module) => module.BackupList),
  icon: BackupOutlinedIcon,
};

export default backups;
