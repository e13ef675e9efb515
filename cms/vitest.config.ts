import { defineConfig } from 'vitest/config';

// Integration tests: `npm test` seeds a temporary database and passes its folder in
// DALIL_TEST_DIR; the global setup serves a copy of it with a real Strapi over HTTP.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
