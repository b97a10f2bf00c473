// @ts-check
/**
 * Mutation testing of the server's money features: the second half of `npm run test:mutation`
 * (the first, stryker.config.mjs, mutates common/). See docs/mutation-testing.md for what is
 * mutated, the score and the surviving mutants.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.mutation-server.config.ts',
    // Run only the test files that import the mutated file (Vitest's `related` mode).
    related: true,
  },
  // The vitest runner measures which test covers which mutant, so each mutant runs only its tests.
  coverageAnalysis: 'perTest',
  mutate: ['server/features/{ledger,funds,investments,portfolio}/**/*.ts', '!server/features/**/*.test.ts'],
  // The machine has 2 cores and is shared: never more than 2 test processes.
  concurrency: 2,
  // A mutant that makes its tests hang counts as killed by timeout after 1.5 x their time in
  // the first run plus this. Each test file first builds the app on its own PGlite database,
  // which is not part of that time and takes tens of seconds when the shared machine is busy:
  // at 30 s, mutants that change nothing (see the docs) were reported as timeouts at a load of 20.
  timeoutMS: 60_000,
  // Copy only what the mutated code and its tests need into the sandbox (node_modules is linked).
  ignorePatterns: ['client', 'e2e', 'bench', 'docs', 'dist', 'data', 'test-results', 'playwright-report', '.tmp', 'reports'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation-server/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-server/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // Below 85% the run fails (exit code 1).
  thresholds: { high: 90, low: 85, break: 85 },
};
