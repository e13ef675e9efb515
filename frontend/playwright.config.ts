import { defineConfig, devices } from '@playwright/test';

/*
 * Browser tests drive Debian's Chromium (Playwright's own browser download does not work here).
 * They do not start servers: the project's test runner starts the CMS and `vite preview`
 * and passes E2E_BASE_URL when it is not the default.
 */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://127.0.0.1:5173',
    locale: 'ar-EG',
    screenshot: 'only-on-failure',
    // The built site registers a service worker (issue 25 item 4). A request a worker answers is
    // not seen by page.route(), which many specs use to make a read fail: the worker is blocked
    // here, and e2e/offline.spec.ts allows it (`serviceWorkers: 'allow'`).
    serviceWorkers: 'block',
    trace: 'off',
  },
  projects: [
    // The demo set (scripts/test.mjs seeds it): every spec but the real set's.
    { name: 'chromium', testIgnore: /real-data\//, use: { ...devices['Desktop Chrome'], launchOptions } },
    // The real set on a second CMS and site (scripts/test.mjs: E2E_REAL_BASE_URL, E2E_REAL_CMS_URL).
    {
      name: 'real-data',
      testDir: 'e2e/real-data',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        baseURL: process.env.E2E_REAL_BASE_URL || 'http://127.0.0.1:5174',
      },
    },
  ],
});
