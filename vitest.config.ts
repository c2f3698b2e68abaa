import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { localeAssets } from './client/scripts/localeAssets.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a two-core machine, where most
    // test files wait on sockets and databases. Two there ran the node project in 427 s instead of
    // 739 s with every test passing; four ran it no faster and timed out the password-hashing tests.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'tools/**/*.test.ts',
            'client/scripts/**/*.test.ts',
            'contract/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The page's table of text files (__LOCALE_TABLE__), naming the sources as the dev server does.
        plugins: [react(), localeAssets(fileURLToPath(new URL('client/src/locales', import.meta.url)))],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          // The contrast test reads the design tokens' source (`?raw`); other stylesheets stay empty in tests.
          css: { include: [/tokens\.css/] },
          setupFiles: ['client/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
