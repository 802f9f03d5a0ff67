import { existsSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join(__dirname, '../../dist/main.js');

/**
 * The built server's entry point, for the tests that start real processes. Without a build they
 * fail, never skip: a run that did not build would otherwise pass without testing anything.
 */
export function builtMain(): string {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first (pnpm --filter @mijozlar/api build; npm test builds before it runs the tests)`);
  return MAIN;
}
