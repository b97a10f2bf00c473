// @ts-check
/**
 * Mutation testing of the server's money features: the second half of `npm run test:mutation`
 * (the first, stryker.config.mjs, mutates common/ and gives the shared settings). See
 * docs/mutation-testing.md for what is mutated, the score and the surviving mutants.
 */
import common from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...common,
  vitest: { ...common.vitest, configFile: 'vitest.mutation-server.config.ts' },
  mutate: ['server/features/{ledger,funds,investments,portfolio}/**/*.ts', '!server/features/**/*.test.ts'],
  // Each mutant's tests build the app on a PGlite database (a second or more on a loaded
  // machine); a mutant that makes them hang counts as killed by timeout after 1.5 x their time
  // in the first run plus this.
  timeoutMS: 30_000,
  htmlReporter: { fileName: 'reports/mutation-server/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-server/mutation.json' },
};
