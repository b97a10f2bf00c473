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
  mutate: ['server/features/{ledger,funds,investments,portfolio,payouts}/**/*.ts', '!server/features/**/*.test.ts'],
  // A mutant that makes its tests hang counts as killed by timeout after 1.5 x their time in
  // the first run plus this. Each test file first builds the app on its own PGlite database,
  // which is not part of that time and takes tens of seconds when the shared machine is busy:
  // at 30 s, mutants that change nothing were reported as timeouts (killed) at a load of 20.
  timeoutMS: 60_000,
  htmlReporter: { fileName: 'reports/mutation-server/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-server/mutation.json' },
};
