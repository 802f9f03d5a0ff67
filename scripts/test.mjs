#!/usr/bin/env node
// npm test: install, build, pick PostgreSQL and Redis, then run every test suite and print a
// summary. Needs only Node 20+ and npm (and Debian's chromium for the browser tests).
//
//   npm test                       API (jest), admin (vitest), browser (playwright)
//   npm test -- --only=api         one suite: api | admin | browser (a comma list works too)
//   npm test -- --rebuild          build even if no source changed since the last build
//   npm test -- --only=browser --grep="password recovery"
//                                  only the browser tests whose title matches (Playwright's --grep),
//                                  against the same fresh, seeded server
//
// Services (scripts/lib/services.mjs), decided in this order and announced:
//   PostgreSQL: DATABASE_URL if set; else a throw-away postgres:17-alpine container if a Docker
//               engine answers; else the local server at 127.0.0.1:5432 (user postgres); else a
//               throw-away embedded PostgreSQL in a temporary directory.
//   Redis:      REDIS_URL if set; else a throw-away redis:7-alpine container if Docker answers;
//               else the local server at 127.0.0.1:6379 (databases 1 and 2, not 0); else none:
//               REDIS_URL is then unset for the tests.
// Browser tests need Chromium (CHROMIUM_PATH, /usr/bin/chromium or `chromium` on PATH); without
// it they are skipped with a banner, or fail the run when REQUIRE_BROWSER=1 or CI is set.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCli, DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_PHONE, startApiServer } from './lib/app.mjs';
import { banner, bold, fail, formatDuration, green, header, info, ok, red, redact, step, table, warn, yellow } from './lib/log.mjs';
import { randomFreePort, waitForHttp } from './lib/net.mjs';
import { build, findPnpm, install, pnpm, pnpmEnv } from './lib/pnpm.mjs';
import { createDatabase, databaseUrl, dropDatabase } from './lib/postgres.mjs';
import { capture, exit, handleSignals, isExecutable, isExiting, onCleanup, requireNode, root, which } from './lib/proc.mjs';
import { firstLine, printLogTail, readCounts } from './lib/report.mjs';
import { chooseServices } from './lib/services.mjs';

const SUITES = ['api', 'admin', 'browser'];
const USAGE = `Usage: npm test [-- --only=api|admin|browser] [-- --rebuild] [-- --grep=<pattern>]
  --only=<suites>   run only these suites (comma-separated): ${SUITES.join(', ')}
  --rebuild         build even if no source changed since the last build
  --grep=<pattern>  browser suite: only the tests whose title matches (Playwright's --grep)
Environment: DATABASE_URL, REDIS_URL, CHROMIUM_PATH, REQUIRE_BROWSER=1, SUITE_TIMEOUT_MIN (see README.md)`;

const SERVER_LOG = join(root, '.tmp', 'e2e-server.log');
// Each runner also writes a JSON report here; the summary adds up their test counts.
const REPORTS = join(root, '.tmp', 'reports');
const truthy = (value) => ['1', 'true', 'yes'].includes(String(value ?? '').toLowerCase());

requireNode(20);
const options = parseArgs(process.argv.slice(2));
handleSignals();

const began = Date.now();
const results = []; // { name, status: 'passed' | 'failed' | 'skipped', ms, note }

try {
  await main();
} catch (error) {
  if (!isExiting()) {
    fail(error?.message ?? String(error));
    results.push({ name: 'setup', status: 'failed', ms: 0, note: firstLine(error?.message) });
    printSummary();
  }
  await exit(1);
}

function parseArgs(args) {
  const parsed = { only: SUITES, rebuild: false, grep: undefined };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === '--rebuild') parsed.rebuild = true;
    else if (arg.startsWith('--grep')) {
      parsed.grep = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[++i];
      if (!parsed.grep) {
        console.error(`--grep expects a pattern\n${USAGE}`);
        process.exit(2);
      }
    } else if (arg.startsWith('--only')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[++i];
      const chosen = String(value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const bad = chosen.filter((s) => !SUITES.includes(s));
      if (!chosen.length || bad.length) {
        console.error(`--only expects ${SUITES.join(', ')} (got "${value ?? ''}")\n${USAGE}`);
        process.exit(2);
      }
      parsed.only = SUITES.filter((s) => chosen.includes(s));
    } else {
      console.error(`Unknown option: ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  return parsed;
}

async function main() {
  rmSync(REPORTS, { recursive: true, force: true }); // a crashed runner must not be counted from an old report
  mkdirSync(REPORTS, { recursive: true });
  info(`Suites: ${options.only.join(', ')}${process.env.CI ? '  (CI)' : ''}`);

  step(1, 4, 'pnpm and dependencies');
  const tool = await findPnpm();
  ok(tool.how);
  await install(tool);

  step(2, 4, 'Build');
  const built = await build(tool, { force: options.rebuild });
  results.push({ name: 'build', status: built.code === 0 ? 'passed' : 'failed', ms: built.ms, note: built.skipped ? 'up to date' : '' });
  if (built.code !== 0) fail('The build failed; running the tests that do not need it anyway.');

  step(3, 4, 'Services');
  const needsServices = options.only.some((s) => s === 'api' || s === 'browser');
  const services = needsServices ? await chooseServices() : null;
  if (!needsServices) info('The admin component tests need no database or Redis.');

  step(4, 4, 'Tests');
  if (options.only.includes('api')) results.push(await apiSuite(tool, services));
  if (options.only.includes('admin')) results.push(await adminSuite(tool));
  if (options.only.includes('browser')) results.push(await browserSuite(tool, services, built.code === 0));

  printSummary();
  await exit(results.some((r) => r.status === 'failed') ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// Suites

function suiteTimeoutMs(defaultMinutes) {
  return (Number(process.env.SUITE_TIMEOUT_MIN) || defaultMinutes) * 60_000;
}

function outcome(name, result, note = '') {
  const status = result.code === 0 ? 'passed' : 'failed';
  const why = result.timedOut ? 'timed out' : result.code !== 0 ? `exit ${result.signal ?? result.code}` : '';
  return { name, status, ms: result.ms, note: [note, why].filter(Boolean).join('; ') };
}

async function apiSuite(tool, { database, redis }) {
  header('API tests: jest (unit + e2e) — apps/api');
  if (!existsSync(join(root, 'apps/api/test/jest.config.js'))) {
    fail('apps/api/test/jest.config.js does not exist.');
    return { name: 'api', status: 'failed', ms: 0, note: 'no test/jest.config.js' };
  }
  const env = pnpmEnv({ DATABASE_URL: database.url, NODE_ENV: 'test' });
  if (redis.url) env.REDIS_URL = redis.url;
  else {
    delete env.REDIS_URL;
    env.TEST_NO_REDIS = '1'; // the API tests then run without Redis instead of assuming a local one
  }
  info(`DATABASE_URL=${redact(database.url)}  REDIS_URL=${redis.url ? redact(redis.url) : '(unset)'}`);
  info(bold('pnpm --filter @mijozlar/api exec jest --config test/jest.config.js'));
  const report = join(REPORTS, 'jest.json');
  const result = await pnpm(tool, ['--filter', '@mijozlar/api', 'exec', 'jest', '--config', 'test/jest.config.js', '--json', `--outputFile=${report}`], {
    env,
    group: true,
    timeoutMs: suiteTimeoutMs(15),
  });
  return { ...outcome('api', result), counts: readCounts(report, 'jest') };
}

async function adminSuite(tool) {
  header('Admin component tests: vitest — apps/admin');
  const report = join(REPORTS, 'vitest.json');
  const args = ['--filter', '@mijozlar/admin', 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  info(bold(`pnpm ${args.slice(0, 5).join(' ')}`));
  const result = await pnpm(tool, args, { env: pnpmEnv({ NODE_ENV: 'test' }), group: true, timeoutMs: suiteTimeoutMs(8) });
  return { ...outcome('admin', result), counts: readCounts(report, 'vitest') };
}

/** Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else `chromium` on PATH. Checks that it runs. */
async function findChromium() {
  let path;
  if (process.env.CHROMIUM_PATH) {
    path = process.env.CHROMIUM_PATH;
    if (!isExecutable(path)) return { reason: `CHROMIUM_PATH=${path} is not an executable file` };
  } else {
    path = ['/usr/bin/chromium', which('chromium'), which('chromium-browser')].find((p) => p && isExecutable(p));
    if (!path) return { reason: 'no Chromium: CHROMIUM_PATH is unset, /usr/bin/chromium does not exist and `chromium` is not on PATH' };
  }
  const { code, stdout, stderr } = await capture(path, ['--version'], { timeoutMs: 30_000 });
  const version = stdout.split('\n').find((line) => /chrom/i.test(line))?.trim();
  if (code !== 0 || !version) return { reason: `${path} --version failed: ${firstLine(stderr) || `exit ${code}`}` };
  return { path, version };
}

async function browserSuite(tool, services, buildOk) {
  header('Browser tests: playwright on Chromium — apps/admin/e2e');
  // In CI a missing browser fails the run: a suite that did not run must not read as passed.
  const requireBrowser = truthy(process.env.REQUIRE_BROWSER) || truthy(process.env.CI);
  const chromium = await findChromium();
  if (!chromium.path) {
    banner([
      `BROWSER TESTS ${requireBrowser ? 'FAILED' : 'SKIPPED'}: ${chromium.reason}.`,
      'Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
      requireBrowser ? 'REQUIRE_BROWSER=1 (or CI) makes this a failure.' : 'Set REQUIRE_BROWSER=1 to make this a failure.',
    ], requireBrowser ? red : yellow);
    return { name: 'browser', status: requireBrowser ? 'failed' : 'skipped', ms: 0, note: chromium.reason };
  }
  ok(`${chromium.version} at ${chromium.path}`);
  if (!buildOk) {
    warn('Skipping the browser tests: they run against the built app, and the build failed.');
    return { name: 'browser', status: 'skipped', ms: 0, note: 'build failed' };
  }

  const t0 = Date.now();
  const release = []; // clean-ups of this suite, run in reverse at the end (or on Ctrl-C)
  try {
    const result = await runBrowserTests(tool, services, chromium, release);
    return { ...result, ms: Date.now() - t0 };
  } catch (error) {
    fail(error.message);
    printLogTail(SERVER_LOG);
    return { name: 'browser', status: 'failed', ms: Date.now() - t0, note: firstLine(error.message) };
  } finally {
    for (const fn of release.reverse()) await fn();
  }
}

/** A fresh database, migrated and seeded with demo data; the API on a free port; Playwright. */
async function runBrowserTests(tool, { database, redis }, chromium, release) {
  const name = `mijozlar_e2e_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(database.url, name);
  info(`Database ${name} on ${redact(database.url)}`);
  await createDatabase(database.url, name);
  release.push(
    onCleanup(async () => {
      info(`Dropping database ${name}`);
      await dropDatabase(database.url, name).catch((error) => warn(`could not drop ${name}: ${error.message}`));
    }),
  );
  const uploads = mkdtempSync(join(tmpdir(), 'mijozlar-e2e-uploads-'));
  release.push(onCleanup(() => rmSync(uploads, { recursive: true, force: true })));

  const port = await randomFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminPhone = process.env.ADMIN_PHONE || DEFAULT_ADMIN_PHONE;
  const adminPassword = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  const env = {
    ...process.env,
    DATABASE_URL: url,
    NODE_ENV: 'test',
    SMS_PROVIDER: 'log',
    // The browser-test server never reaches the Central Bank (its worker would fetch the day's rate).
    CBU_RATES_URL: 'off',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_DIR: uploads,
    // The 3D model modal opens this page (e2e/inventory.spec.ts checks the building id in its query).
    THREE_D_URL: process.env.THREE_D_URL || `${baseUrl}/3d-model/layout`,
    ADMIN_PHONE: adminPhone,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: process.env.LOG_LEVEL || 'info', // to the log file; NODE_ENV=test alone would mute it
  };
  if (redis.e2eUrl) env.REDIS_URL = redis.e2eUrl;
  else delete env.REDIS_URL;

  await apiCli(['migrate'], env);
  await apiCli(['seed', '--demo'], env);

  rmSync(SERVER_LOG, { force: true });
  info(`${bold('node apps/api/dist/main.js')} on ${baseUrl} (log: ${SERVER_LOG.slice(root.length + 1)})`);
  const server = startApiServer(env, { logFile: SERVER_LOG });
  release.push(onCleanup(() => server.stop(10_000)));
  const ready = await waitForHttp(`${baseUrl}/api/health/ready`, { timeoutMs: 90_000, exited: server.exited });
  if (!ready.ready) {
    fail(`The API server did not become ready: ${ready.reason}`);
    printLogTail(SERVER_LOG);
    return { name: 'browser', status: 'failed', note: 'server not ready' };
  }
  ok('The API server is ready.');

  const report = join(REPORTS, 'playwright.json');
  const args = ['exec', 'playwright', 'test', '-c', 'apps/admin/playwright.config.ts', '--reporter=list,json'];
  // --no-deps: a grep that picks a statistics test runs just that, not first every test the
  // "totals" project waits for (playwright.config.ts).
  if (options.grep) args.push('--grep', options.grep, '--no-deps');
  info(bold(`pnpm ${args.join(' ')}`) + `  (E2E_BASE_URL=${baseUrl})`);
  const result = await pnpm(tool, args, {
    env: pnpmEnv({
      E2E_BASE_URL: baseUrl,
      E2E_DATABASE_URL: url,
      ADMIN_PHONE: adminPhone,
      ADMIN_PASSWORD: adminPassword,
      CHROMIUM_PATH: chromium.path,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    }),
    group: true,
    timeoutMs: suiteTimeoutMs(20),
  });
  if (result.code !== 0) printLogTail(SERVER_LOG);
  return { ...outcome('browser', result), counts: readCounts(report, 'playwright') };
}

// ---------------------------------------------------------------------------------------------
// Summary

function printSummary() {
  if (isExiting()) return; // interrupted: the clean-up messages are the last word
  const colour = { passed: green, failed: red, skipped: yellow };
  const tests = (r) => (r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}` : '');
  const rows = results.map((r) => [r.name, r.status.toUpperCase(), r.ms ? formatDuration(r.ms) : '-', [tests(r), r.note].filter(Boolean).join('; ')]);
  header('Summary');
  const text = table(['suite', 'result', 'duration', 'note'], rows);
  // Colour the result column after aligning, so escape codes do not upset the widths.
  console.log(text.split('\n').map((line) => line.replace(/\b(PASSED|FAILED|SKIPPED)\b/, (m) => colour[m.toLowerCase()](m))).join('\n'));
  const failed = results.filter((r) => r.status === 'failed').map((r) => r.name);
  const skipped = results.filter((r) => r.status === 'skipped').map((r) => r.name);
  const verdict = failed.length
    ? red(bold(`FAILED: ${failed.join(', ')}`))
    : green(bold(skipped.length ? `No failures (skipped: ${skipped.join(', ')}).` : 'All passed.'));
  console.log(`\nTotal ${formatDuration(Date.now() - began)}. ${verdict}`);
  // The plain closing line CI reads: every test of every runner that reported.
  const sum = (key) => results.reduce((n, r) => n + (r.counts?.[key] ?? 0), 0);
  const failedSuites = results.filter((r) => r.status === 'failed' && !r.counts?.failed).length;
  console.log(`tests: ${sum('passed')} passed, ${sum('failed') + failedSuites} failed${sum('skipped') ? `, ${sum('skipped')} skipped` : ''}`);
}
