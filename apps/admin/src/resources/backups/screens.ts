// The backups chunk: loaded lazily by ./index.ts with the backups screen.
import './texts';
export { BackupList } from './BackupList';
