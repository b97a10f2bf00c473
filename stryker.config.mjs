// @ts-check
/**
 * Mutation testing of the money core: `npm run test:mutation` (then scripts/mutation-report.mjs
 * writes the score into docs/mutation-testing.md). See that page for what is mutated, the score
 * and the surviving mutants.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: {
    // The whole Vitest suite on PGlite (vitest.mutation.config.ts). Not Vitest's `related` mode:
    // every server test file imports the money core through the app, so it would select nearly
    // the whole suite anyway, after walking the module graph.
    configFile: 'vitest.mutation.config.ts',
    related: false,
    // Stryker's default, said aloud: Vitest runs in the runner's process with one worker thread.
    pool: 'threads',
  },
  // A first run records which test reaches which mutant, so each mutant runs only its tests.
  coverageAnalysis: 'perTest',
  // A mutant reached only while modules load (a constant, the transfers statement rendered once)
  // would need the whole suite for itself; it is reported as ignored instead, and counted on the
  // page. A mutant also reached by tests (the app built in a file's beforeAll, then requests)
  // runs with those tests' files, the mutant switched on from the first hook.
  ignoreStatic: true,
  // The first run is the whole suite in one process; on the shared machine it can take long.
  dryRunTimeoutMinutes: 30,
  mutate: [
    'common/money.ts',
    'common/rules/**/*.ts',
    'server/features/{ledger,campaigns,payouts,investments,market}/**/*.ts',
    '!**/*.test.ts',
    // Re-exports only: nothing to mutate.
    '!server/features/*/index.ts',
  ],
  // The machine has 2 cores and is shared: never more than 2 test processes.
  concurrency: 2,
  // A mutant whose tests hang counts as killed by timeout after 1.5 x their time in the first run
  // plus this. Each server test file's setup (its database reset, reused-pglite.ts, and its app
  // built) is not part of that time, and a mutant whose tests span many files adds it up.
  timeoutMS: 60_000,
  // Copy only what the tests need into the sandbox (node_modules is linked).
  ignorePatterns: ['e2e', 'bench', 'docs', 'dist', 'data', 'test-results', 'playwright-report', '.tmp', 'reports'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // Below 90% the run fails (exit code 1).
  thresholds: { high: 95, low: 90, break: 90 },
};
