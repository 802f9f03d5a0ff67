// The built API: its CLI (migrate, seed, worker) and its server.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bold, info } from './log.mjs';
import { root, run, start } from './proc.mjs';

export const API_CLI = join(root, 'apps/api/dist/cli.js');
export const API_MAIN = join(root, 'apps/api/dist/main.js');

export const DEFAULT_ADMIN_PHONE = '+998901234567';
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';

export function assertBuilt() {
  for (const file of [API_CLI, API_MAIN]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: the build did not produce the API.`);
  }
}

/** node apps/api/dist/cli.js <args> with env; throws if it fails. */
export async function apiCli(args, env, options = {}) {
  info(bold(`node apps/api/dist/cli.js ${args.join(' ')}`));
  const result = await run(process.execPath, [API_CLI, ...args], { env, ...options });
  if (result.code !== 0) throw new Error(`cli.js ${args.join(' ')} failed (exit ${result.signal ?? result.code}).`);
  return result;
}

/** Starts node apps/api/dist/main.js in its own process group. See start() in proc.mjs. */
export function startApiServer(env, options = {}) {
  return start(process.execPath, [API_MAIN], { env, group: true, ...options });
}
