import type { BackupRun } from '@mijozlar/shared';

export interface BackupRunRow {
  id: number;
  kind: string;
  status: string;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  file: string | null;
  size_bytes: bigint | null;
  error: string | null;
  requested_by: { id: number; full_name: string } | null;
}

export const backupRunSelect = {
  id: true,
  kind: true,
  status: true,
  created_at: true,
  started_at: true,
  finished_at: true,
  file: true,
  size_bytes: true,
  error: true,
  requested_by: { select: { id: true, full_name: true } },
} as const;

export function toBackupRun(row: BackupRunRow): BackupRun {
  return {
    id: row.id,
    kind: row.kind as BackupRun['kind'],
    status: row.status as BackupRun['status'],
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    file: row.file,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
    requested_by: row.requested_by ? { id: row.requested_by.id, full_name: row.requested_by.full_name } : null,
  };
}
