import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // A guard against hangs, not a speed limit: property tests and PDF renders take a
          // few seconds each on a loaded 2-core machine, where the default 5 s cut them off.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          globalSetup: ['test/e2e/global-setup.ts'],
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
