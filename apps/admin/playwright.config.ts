// Browser tests against a running API that serves the built admin. scripts/test.mjs starts that
// server on a fresh, seeded database and sets E2E_BASE_URL; to run them by hand against
// `npm start`: E2E_BASE_URL=http://localhost:3000 pnpm exec playwright test -c apps/admin/playwright.config.ts
// Browsers are never downloaded (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1): we use Debian's chromium.
import { defineConfig } from '@playwright/test';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // One worker by default: the tests share one seeded database, so their order must not matter
  // and they must not race. E2E_WORKERS=2 when they are known to be independent.
  workers: Number(process.env.E2E_WORKERS) || 1,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
