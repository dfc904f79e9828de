import { defineConfig } from 'vitest/config';

/**
 * One command runs every Vitest suite: the shared packages, the web units and components, and the server's API
 * tests twice, once on the embedded PGlite and once on the real PostgreSQL when TEST_DATABASE_URL
 * is set.
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
          ],
          exclude: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'node',
        },
      },
      {
        // Components in a browser-like DOM (jsdom): focus, dialogs, live regions.
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        // The LAN print bridge against a fake printer and a fake server namespace, all on loopback.
        test: {
          name: 'print-bridge',
          include: ['apps/print-bridge/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          env: { MISE_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                env: { MISE_TEST_DB: 'postgres' },
                globalSetup: ['apps/server/src/test/postgres-template.ts'],
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
