import type { BackupRun } from './types';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A file size for people: 1 decimal from KB up ("12.4 MB"), bytes as they are; a dash for none. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** The moment a run is shown at: when it finished, else when it started, else when it was asked for. */
export function runTime(run: BackupRun): string {
  return run.finished_at ?? run.started_at ?? run.created_at;
}

/** The run the page waits for: one being written, else one still queued for the worker. */
export function pendingRun(runs: readonly BackupRun[]): BackupRun | undefined {
  return runs.find((run) => run.status === 'running') ?? runs.find((run) => run.status === 'queued');
}

/** Whether the list should keep asking: a run is still queued or running. */
export function hasPending(runs: readonly BackupRun[]): boolean {
  return pendingRun(runs) !== undefined;
}
