import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'client'),
  '@common': path.resolve(import.meta.dirname, 'common'),
};

const shared = {
  resolve: { alias },
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
};

/**
 * Every test runs on PGlite; the server's tests run again on PostgreSQL when TEST_DATABASE_URL is set.
 *
 * The server, common and script tests share a worker's modules between files (`isolate: false`),
 * as `npm run test:mutation` runs them: loading Fastify, the app and PGlite again for every file
 * was 555 of the suite's 1,980 worker-seconds. Each file still builds its own app on a database of
 * its own: on PGlite the one the worker's previous file handed back, reset to the snapshot
 * (server/test/reused-pglite.ts, about 0.13 s against 0.75 s or more to load it again). The
 * component tests keep a module graph per file: each names its DOM.
 */
export default defineConfig({
  test: {
    // Vitest's default on this project's 2-core machines is one worker; two keep both cores busy
    // (the tests wait on PGlite and PostgreSQL in turns), and the suite passes so at load 9.
    maxWorkers: 2,
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'pglite',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
          env: { STAGEBACKER_TEST_PGLITE_REUSE: 'reset' },
        },
      },
      {
        ...shared,
        // Component and hook tests name their DOM at the top: `// @vitest-environment happy-dom`.
        test: { ...shared.test, name: 'components', include: ['client/**/*.test.tsx'] },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              ...shared,
              test: {
                ...shared.test,
                name: 'postgres',
                include: ['server/**/*.test.ts'],
                isolate: false,
                env: { STAGEBACKER_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
