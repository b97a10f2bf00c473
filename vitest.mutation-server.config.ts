import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The Vitest config of the server half of `npm run test:mutation` (stryker.server.config.mjs):
 * the tests of the money features (ledger, funds, investments, portfolio, payouts), and those of the two
 * features that drive the ledger from outside them: campaigns (closing a campaign releases or
 * refunds the escrow) and sandbox (a reset restarts the books). With `related` mode and per-test
 * coverage a mutant still runs only the tests that reach it. They go through
 * the app with `app.inject`, each test file on its own PGlite database loaded from the snapshot
 * that server/test/global-setup.ts makes once per run, so no PostgreSQL is needed (and
 * TEST_DATABASE_URL is ignored: there is no `postgres` project here).
 *
 * Left out: investments/races.test.ts (its outcome hangs on how concurrent requests interleave,
 * which a mutant's timing changes) and investments/multi-process.test.ts (PostgreSQL only,
 * skipped on PGlite, and it starts built server processes).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'client'),
      '@common': path.resolve(import.meta.dirname, 'common'),
    },
  },
  test: {
    name: 'mutation-server',
    include: ['server/features/{ledger,funds,investments,portfolio,payouts,campaigns,sandbox}/**/*.test.ts'],
    exclude: ['server/features/investments/races.test.ts', 'server/features/investments/multi-process.test.ts', '**/node_modules/**'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { STAGEBACKER_TEST_DB: 'pglite' },
  },
});
