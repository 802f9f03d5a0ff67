export type { BackupOverview, BackupRun } from '@mijozlar/shared';
