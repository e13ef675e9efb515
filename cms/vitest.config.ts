import { configDefaults, defineConfig } from 'vitest/config';

// Integration tests: `npm test` seeds a temporary database and passes its folder in
// DALIL_TEST_DIR; the global setup serves a copy of it with a real Strapi over HTTP.
const postgres = JSON.parse(process.env.DALIL_TEST_ENV ?? '{}').DATABASE_CLIENT === 'postgres';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The database outage test stops the PostgreSQL server of the run: PostgreSQL runs only.
    exclude: [...configDefaults.exclude, ...(postgres ? [] : ['tests/pg-outage.test.ts'])],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
