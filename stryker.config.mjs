// @ts-check
/**
 * Mutation testing: `npm run test:mutation`. See docs/mutation-testing.md for what is mutated,
 * the score and the surviving mutants.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.mutation.config.ts',
    // Run only the test files that import the mutated file (Vitest's `related` mode).
    related: true,
  },
  // The vitest runner measures which test covers which mutant, so each mutant runs only its tests.
  coverageAnalysis: 'perTest',
  mutate: ['common/**/*.ts', '!common/**/*.test.ts'],
  // The machine has 2 cores and is shared: never more than 2 test processes.
  concurrency: 2,
  // A mutant that makes its tests hang (an endless loop) counts as killed by timeout after
  // 1.5 x its tests' time in the first run plus this.
  timeoutMS: 10_000,
  // Copy only what the mutated code and its tests need into the sandbox (node_modules is linked).
  ignorePatterns: ['client', 'e2e', 'bench', 'docs', 'dist', 'data', 'test-results', 'playwright-report', '.tmp', 'reports'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // Below 85% the run fails (exit code 1).
  thresholds: { high: 90, low: 85, break: 85 },
};
