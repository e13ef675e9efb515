import { defineConfig, devices } from '@playwright/test';

/*
 * Browser tests drive Debian's Chromium (Playwright's own browser download does not work here).
 * They do not start servers: the project's test runner starts the CMS and `vite preview`
 * and passes E2E_BASE_URL when it is not the default.
 */
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
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
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
        },
      },
    },
  ],
});
