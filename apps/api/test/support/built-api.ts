import { existsSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join(__dirname, '../../dist/main.js');
const CLI = join(__dirname, '../../dist/cli.js');

/**
 * The built server's entry point, for the tests that start real processes. Without a build they
 * fail, never skip: a run that did not build would otherwise pass without testing anything.
 */
export function builtMain(): string {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first (pnpm --filter @mijozlar/api build; npm test builds before it runs the tests)`);
  return MAIN;
}

/** The built command line (`cli.js migrate`, `backup`, `restore`), under the same rule as builtMain. */
export function builtCli(): string {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build the API first (pnpm --filter @mijozlar/api build; npm test builds before it runs the tests)`);
  return CLI;
}
