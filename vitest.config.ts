import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's own output (and its GitHub annotations in Actions, as by default), and each file's time for the
    // ten-slowest report that ends `npm test` (scripts/test-timings/).
    reporters: ['default', ...(process.env.GITHUB_ACTIONS === 'true' ? ['github-actions'] : []), './scripts/test-timings/file-durations-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**', 'tests/integration/**', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/silent-logs.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/support/start-site.ts'],
          // One Chromium at a time keeps the 2-core CI machine steady.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Pages load lazily (store, cart, carousels); on a busy 2-core machine that can take seconds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // Real services run by the tests themselves: Strapi, Varnish, PostgreSQL. Each file starts what it needs
        // on free loopback ports and stops it again, except Strapi in its ordinary state: one per run, started on
        // the first file's request and shared (tests/integration/cms/support/shared-strapi.ts).
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/shared-strapi-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
