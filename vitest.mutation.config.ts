import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'client'),
  '@common': path.resolve(import.meta.dirname, 'common'),
};

/**
 * The Vitest config of `npm run test:mutation` (stryker.config.mjs): the whole suite on PGlite,
 * as `npm test` runs it without TEST_DATABASE_URL, so every test that reaches a mutant may kill
 * it. Each server test file builds the app on its own database loaded from the snapshot that
 * server/test/global-setup.ts makes once per run.
 *
 * Stryker's Vitest runner starts a new test worker (a thread: it sets the pool) for every mutant.
 * `isolate: false` lets the test files of one mutant share it, so the server's modules (Fastify,
 * PGlite's WebAssembly, the app) load once per mutant instead of once per file; each file still
 * builds its own app on its own database. The component tests keep a worker per file (each
 * names its DOM).
 *
 * Left out: tests whose server runs in a child process (`startServerProcess`), which never sees
 * a mutant, since Stryker switches mutants on in the test process only; feature-layout.test.ts,
 * which reads the source files' text, and in the sandbox that is the instrumented text, the same
 * for every mutant; and
 * investments/races.test.ts, whose outcome hangs on how concurrent requests interleave, which a
 * mutant's timing changes (multi-process.test.ts is both: PostgreSQL only, built servers).
 */
const childProcessTests = [
  'server/main.test.ts',
  'server/reliability/crash-recovery.test.ts',
  'server/reliability/multi-server.test.ts',
  'server/features/sandbox/two-servers-clock.test.ts',
  'server/features/investments/multi-process.test.ts',
  // Redocly, run in a child process, judges the API document: the routes' summaries and schemas,
  // set while the app is built, so their mutants are static and ignored here anyway.
  'server/plugins/api-docs-lint.test.ts',
];

const shared = {
  resolve: { alias },
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { STAGEBACKER_TEST_DB: 'pglite' },
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'mutation',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.ts'],
          exclude: [
            ...childProcessTests,
            'server/feature-layout.test.ts',
            'server/features/investments/races.test.ts',
            '**/node_modules/**',
          ],
          isolate: false,
        },
      },
      {
        ...shared,
        test: { ...shared.test, name: 'mutation-dom', include: ['client/**/*.test.tsx'] },
      },
    ],
  },
});
