import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Under Node, @dalil/domain's "node" export points at its build output (dist/), which a
    // fresh checkout does not have; the site's tests read the TypeScript source, as the site build does.
    resolve: {
      alias: [
        {
          find: /^@dalil\/domain\/([a-z-]+)$/,
          replacement: fileURLToPath(new URL('../packages/domain/src/$1/index.ts', import.meta.url)),
        },
      ],
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      restoreMocks: true,
    },
  }),
);
