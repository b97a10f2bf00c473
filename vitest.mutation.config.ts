import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { endIdleThreads, persistentThreads } from './scripts/mutation/persistent-threads-pool';

const alias = {
  '@': path.resolve(import.meta.dirname, 'client'),
  '@common': path.resolve(import.meta.dirname, 'common'),
};

/**
 * The Vitest config of `npm run test:mutation` (stryker.config.mjs): the whole suite on PGlite,
 * as `npm test` runs it without TEST_DATABASE_URL, so every test that reaches a mutant may kill
 * it. Each server test file builds the app on a database of its own as the snapshot that
 * server/test/global-setup.ts makes once per run holds it: the database the thread's previous
 * file handed back, reset (server/test/reused-pglite.ts), rather than the snapshot loaded again.
 *
 * Stryker's Vitest runner asks Vitest for one run per mutant, and Vitest 4.1 ends its test workers
 * at the end of every run. `isolate: false` lets the test files of one run share a worker, and the
 * persistent-threads pool (scripts/mutation/persistent-threads-pool.ts) keeps that thread for the
 * next mutant, so the server's modules (Fastify, PGlite, the app) load once per test process
 * rather than once per mutant (seconds each time); each file still builds its own app on its own
 * database, and test files run afresh every time. The component tests keep a worker per file
 * (each names its DOM).
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
  'server/features/market/market-races.test.ts',
  // Redocly, run in a child process, never sees a mutant; the document it judges is checked in
  // this suite by plugins/route-contract.test.ts.
  'server/plugins/api-docs-lint.test.ts',
];

/**
 * The server and common tests run in a thread that outlives the run, so that the next mutant
 * reuses the loaded modules (scripts/mutation/persistent-threads-pool.ts). Set by a plugin once
 * the projects are resolved: Stryker names a built-in pool for every project.
 */
const persistentThreadsPool: Plugin = {
  name: 'stagebacker:persistent-threads',
  configureVitest({ project, vitest }) {
    project.config.pool = persistentThreads.name;
    project.config.poolRunner = persistentThreads;
    vitest.onClose(endIdleThreads);
  },
};

/** The first run's test and hook timeout: it must pass on the shared machine, under any load. */
const FIRST_RUN_TIMEOUT_MS = 120_000;
/**
 * A mutant's: five times the longest money test on a quiet machine (the market's model-based test,
 * about 3 s). A mutant that leaves a request unanswered (a route's handler emptied) or a loop
 * waiting on the database for ever fails its first test here, instead of holding a worker until
 * Stryker's own timeout (over 100 s each; 12 such mutants were a third of the run at 4d1b984).
 * At 30 s, 27 such mutants still took 13 worker-minutes of the run of 8aa1cae.
 */
const MUTANT_TIMEOUT_MS = 15_000;

/**
 * Orders each run's files and sets its timeouts. A mutant's test files run one after another and
 * stop at the first failure (Stryker's bail), so the files that are quick to run go first: those
 * that failed in their last run (they killed the previous mutant, most likely a neighbour of this
 * one), then the shortest. Vitest's own order runs the longest first, which suits a run that does
 * not stop. The timeouts are set here, on the projects, as Stryker sets its test filter before
 * each run: not with `vi.setConfig` in a setup file, whose first call is kept in the persistent
 * thread and restored into every later run (with the first mutant's test filter).
 */
class MutantRunSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    for (const project of new Set(files.map((file) => file.project))) {
      const mode = (project.getProvidedContext() as { mode?: string }).mode;
      project.config.testTimeout = project.config.hookTimeout = mode === 'mutant' ? MUTANT_TIMEOUT_MS : FIRST_RUN_TIMEOUT_MS;
    }
    const results = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`);
    const projectOrder = (await super.sort(files)).map((file) => file.project.name);
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return projectOrder.indexOf(a.project.name) - projectOrder.indexOf(b.project.name);
      const [aResults, bResults] = [results(a), results(b)];
      if (!aResults || !bResults) return aResults ? 1 : bResults ? -1 : 0;
      if (aResults.failed !== bResults.failed) return aResults.failed ? -1 : 1;
      return aResults.duration - bResults.duration;
    });
  }
}

const shared = {
  resolve: { alias },
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    // Four times `npm test`'s: the first run must pass on the shared machine, where the load
    // runs to 20 and more on its 2 cores (a property test of 12 walks timed out at 30 s, which
    // stopped the run). A mutant's runs give up sooner (MutantRunSequencer).
    testTimeout: FIRST_RUN_TIMEOUT_MS,
    hookTimeout: FIRST_RUN_TIMEOUT_MS,
    // A thread's test files take turns on its PGlite databases, each reset for the next file
    // (server/test/reused-pglite.ts), instead of each loading the snapshot.
    env: { STAGEBACKER_TEST_DB: 'pglite', STAGEBACKER_TEST_PGLITE_REUSE: 'reset' },
  },
};

export default defineConfig({
  test: {
    sequence: { sequencer: MutantRunSequencer },
    projects: [
      {
        ...shared,
        plugins: [persistentThreadsPool],
        test: {
          ...shared.test,
          name: 'mutation',
          setupFiles: ['server/test/mutation-setup.ts'],
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
