// pnpm, install and build for the start and test scripts.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bold, info, ok, warn } from './log.mjs';
import { capture, isWindows, root, run, which } from './proc.mjs';

export const PNPM_VERSION = '10.34.9';

/**
 * Finds pnpm 10: the one on PATH if it is 10.x, else pnpm@PNPM_VERSION through npx (which needs
 * only npm and the registry). Returns { command, prefix, version, how }; throws if neither works.
 */
export async function findPnpm() {
  const onPath = which('pnpm');
  if (onPath) {
    const { code, stdout } = await capture(onPath, ['--version'], { env: pnpmEnv(), timeoutMs: 30_000, shell: isWindows });
    const version = stdout.trim();
    if (code === 0 && /^10\./.test(version)) {
      return { command: onPath, prefix: [], version, how: `pnpm ${version} from PATH (${onPath})` };
    }
    warn(code === 0 ? `pnpm ${version} on PATH is not 10.x.` : `pnpm on PATH (${onPath}) does not run.`);
  }
  const npx = which('npx');
  if (!npx) throw new Error('Neither pnpm 10 nor npx was found. Install Node 20+ with npm, or run: npm i -g pnpm@' + PNPM_VERSION);
  info(`Using pnpm ${PNPM_VERSION} through npx (fetched from the npm registry the first time)…`);
  const prefix = ['--yes', `pnpm@${PNPM_VERSION}`];
  const { code, stdout, stderr } = await capture(npx, [...prefix, '--version'], { env: pnpmEnv(), timeoutMs: 300_000, shell: isWindows });
  if (code !== 0) {
    throw new Error(`npx pnpm@${PNPM_VERSION} failed:\n${stderr.trim()}\nInstall it yourself with: npm i -g pnpm@${PNPM_VERSION}`);
  }
  const version = stdout.trim().split('\n').pop();
  return { command: npx, prefix, version, how: `pnpm ${version} through npx` };
}

/** The environment for pnpm and what it runs: ours, plus `extra`. Browsers are never downloaded. */
export function pnpmEnv(extra = {}) {
  return { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...extra };
}

/** Runs pnpm with args; same options as run(). */
export function pnpm(tool, args, options = {}) {
  return run(tool.command, [...tool.prefix, ...args], { shell: isWindows, ...options, env: options.env ?? pnpmEnv() });
}

/** pnpm install with the lockfile as it is (without a lockfile, a plain install). */
export async function install(tool) {
  const hasLockfile = existsSync(join(root, 'pnpm-lock.yaml'));
  const args = hasLockfile ? ['install', '--frozen-lockfile'] : ['install'];
  if (!hasLockfile) warn('No pnpm-lock.yaml: installing without a lockfile.');
  info(bold(`pnpm ${args.join(' ')}`));
  const result = await pnpm(tool, args);
  if (result.code !== 0) {
    throw new Error(
      hasLockfile
        ? 'pnpm install --frozen-lockfile failed. If a package.json changed, the lockfile must be updated with it (pnpm install) and committed.'
        : 'pnpm install failed.',
    );
  }
  return result;
}

// What the build reads and what it must produce. The build is skipped when every output exists
// and no input changed since the last successful build.
const BUILD_INPUTS = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'scripts/prisma.mjs', 'prisma', 'packages', 'apps'];
const BUILD_OUTPUTS = [
  'packages/shared/dist/cjs/index.js',
  'packages/shared/dist/esm/index.js',
  'apps/api/dist/main.js',
  'apps/api/dist/cli.js',
  'apps/admin/dist/index.html',
];
const NOT_INPUTS = new Set(['node_modules', 'dist', 'generated', 'test-results', 'playwright-report', 'coverage', '.vite', '.turbo', '.tmp']);
const STAMP = join(root, '.data', 'build.stamp');

/** The number of input files and the newest modification time among them. */
function scanInputs() {
  let count = 0;
  let newest = 0;
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (!NOT_INPUTS.has(name) && !name.endsWith('.tsbuildinfo') && !name.endsWith('.log')) visit(join(path, name));
      }
    } else {
      count += 1;
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const input of BUILD_INPUTS) visit(join(root, input));
  return { count, newest };
}

function buildIsFresh() {
  if (!existsSync(STAMP) || !BUILD_OUTPUTS.every((file) => existsSync(join(root, file)))) return false;
  try {
    const { count } = JSON.parse(readFileSync(STAMP, 'utf8'));
    const inputs = scanInputs();
    // Same number of files (none deleted or added) and none changed since the stamp.
    return inputs.count === count && inputs.newest < statSync(STAMP).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Builds every workspace package in dependency order (shared → api → admin), unless the last
 * build is still fresh and `force` is not set. Resolves { skipped, code, ms }.
 */
export async function build(tool, { force = false } = {}) {
  if (!force && buildIsFresh()) {
    ok('Build is up to date (no source changed since the last build); skipping. Use --rebuild to force.');
    return { skipped: true, code: 0, ms: 0 };
  }
  const began = Date.now();
  const inputs = scanInputs();
  info(bold('pnpm -r --workspace-concurrency=1 build'));
  const result = await pnpm(tool, ['-r', '--workspace-concurrency=1', 'build']);
  if (result.code === 0) {
    const missing = BUILD_OUTPUTS.filter((file) => !existsSync(join(root, file)));
    if (missing.length) {
      warn(`The build finished but did not produce: ${missing.join(', ')}`);
      return { skipped: false, code: 1, ms: result.ms };
    }
    // Stamp with the time the build began: an edit made during the build triggers the next one.
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(STAMP, JSON.stringify({ count: inputs.count }) + '\n');
    utimesSync(STAMP, began / 1000, began / 1000);
  }
  return { skipped: false, code: result.code ?? 1, ms: result.ms };
}
