import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The Vitest config of `npm run test:mutation` (stryker.config.mjs). Only the tests of the
 * mutated code run: `common/` is pure, so its tests need neither the PGlite snapshot of
 * server/test/global-setup.ts nor a database, and every mutant is tested in well under a second.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'client'),
      '@common': path.resolve(import.meta.dirname, 'common'),
    },
  },
  test: {
    name: 'mutation-common',
    include: ['common/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
  },
});
