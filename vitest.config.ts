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
          // Pure: no server, no database file, no PostgreSQL, no poppler, no child processes.
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // A guard against hangs, not a speed limit: property tests take a few seconds each
          // on a loaded 2-core machine, where the default 5 s cut them off.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // I/O without the built site: SQLite files, a PostgreSQL of its own, CLIs in child
          // processes, PDFs rendered with poppler.
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Starting PostgreSQL (initdb) takes most of a minute on a loaded machine.
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The built site (global-setup builds it): Chromium and the production server.
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
