// Browser tests against a running API that serves the built admin. scripts/test.mjs starts that
// server on a fresh, seeded database and sets E2E_BASE_URL; to run them by hand against
// `npm start`: E2E_BASE_URL=http://localhost:3000 pnpm exec playwright test -c apps/admin/playwright.config.ts
// Browsers are never downloaded (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1): we use Debian's chromium.
import { defineConfig } from '@playwright/test';

const isCI = Boolean(process.env.CI);
/** Tests that read totals of the whole database (see the projects below). */
const TOTALS = /statistics\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Two workers (E2E_WORKERS to change it), each test on its own: every test makes the data it
  // reads or changes (e2e/support.ts) and reads shared demo data only where nobody changes it, so
  // tests of one file run side by side too.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: true,
  projects: [
    { name: 'isolated', testIgnore: TOTALS },
    // The statistics compare totals over the whole database with the screen, and the other tests
    // move those totals: they start once every other test has finished, one after the other.
    { name: 'totals', testMatch: TOTALS, dependencies: ['isolated'], fullyParallel: false },
  ],
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  // Two browsers share the CI machine's two cores with the server and PostgreSQL: a screen's
  // first load takes up to twice as long as with one (30 s and 10 s were measured short then).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    browserName: 'chromium',
    headless: true,
    timezoneId: 'Asia/Tashkent',
    screenshot: 'only-on-failure',
    trace: 'retain-on-first-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
