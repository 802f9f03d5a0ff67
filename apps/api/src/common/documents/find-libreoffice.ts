import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** soffice (or libreoffice) in one of PATH's folders, as Debian installs it; null when there is none. */
export function findLibreOffice(path: string): string | null {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not in this folder
      }
    }
  }
  return null;
}
