import { defineConfig, mergeConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Unit tests read the domain's TypeScript source, not a possibly stale or missing build
    // (vitest resolves the package's "node" export, which points at dist).
    resolve: { alias: { '@dalil/domain': fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)) } },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      restoreMocks: true,
    },
  }),
);
