import type { DateTimeString } from './common';

/** A backup run (GET /api/settings/backups/): the nightly one or a "back up now" request. */
export interface BackupRun {
  id: number;
  kind: 'nightly' | 'manual';
  status: 'queued' | 'running' | 'ok' | 'error';
  created_at: DateTimeString;
  started_at: DateTimeString | null;
  finished_at: DateTimeString | null;
  /** The file's name inside BACKUP_DIR. */
  file: string | null;
  size_bytes: number | null;
  error: string | null;
  requested_by: { id: number; full_name: string } | null;
}

/** GET /api/settings/backups/: the settings of the nightly backup and the latest runs, newest first. */
export interface BackupOverview {
  /** False with BACKUP_DIR=off: no nightly backups, no "back up now". */
  enabled: boolean;
  /** Tashkent hour of the nightly run. */
  hour: number;
  /** How many backup files are kept. */
  keep: number;
  results: BackupRun[];
}
