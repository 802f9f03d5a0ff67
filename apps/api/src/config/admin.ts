import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from './config';

/** The admin is served when its build exists; every other path outside /api falls back to its index.html. */
export function adminIndexPath(config: AppConfig): string | null {
  const index = join(config.adminDistDir, 'index.html');
  return config.serveAdmin && existsSync(index) ? index : null;
}
