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

/** Every test runs on PGlite; the server's tests run again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // Vitest's default on this project's 2-core machines is one worker; two keep both cores busy
    // (the tests wait on PGlite and PostgreSQL in turns), and the suite passes so at load 9.
    maxWorkers: 2,
    projects: [
      {
        ...shared,
        // Component and hook tests (client/**/*.test.tsx) name their DOM at the top: `// @vitest-environment happy-dom`;
        // everything else, the server's tests included, runs in Node's own environment.
        test: {
          ...shared.test,
          name: 'pglite',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.ts', 'client/**/*.test.tsx', 'scripts/**/*.test.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              ...shared,
              test: {
                ...shared.test,
                name: 'postgres',
                include: ['server/**/*.test.ts'],
                env: { STAGEBACKER_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
