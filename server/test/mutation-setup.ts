import { inject, vi } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    // Provided by Stryker's Vitest runner (stryker-setup.js) in `npm run test:mutation`.
    globalNamespace?: string;
    mode?: 'dry-run' | 'mutant';
    mutantActivation?: 'static' | 'runtime';
  }
}

/**
 * A mutant's test gives up after this, where the first run allows 120 s (vitest.mutation.config.ts):
 * ten times the longest money test on a quiet machine (the market's model-based test, about 3 s).
 * A mutant that leaves a request unanswered (a route's handler emptied) or a loop waiting on the
 * database for ever fails its first test here, instead of holding a worker until Stryker's own
 * timeout (over 100 s each in the run of 28 November, 12 such mutants: a third of the run).
 */
const MUTANT_TEST_TIMEOUT_MS = 30_000;

/**
 * A setup file of `npm run test:mutation` (vitest.mutation.config.ts), after Stryker's own. Its
 * test thread serves one mutant after another (scripts/mutation/persistent-threads-pool.ts), and
 * Stryker switches a run-time mutant on in the file's first hook, so until then the previous
 * run's mutant would still be on while this file's modules load: switch it off, as a new thread
 * would start.
 */
const namespace = inject('globalNamespace');
if (namespace && inject('mode') === 'mutant' && inject('mutantActivation') === 'runtime') {
  const stryker = (globalThis as unknown as Record<string, { activeMutant?: string } | undefined>)[namespace];
  if (stryker) stryker.activeMutant = undefined;
}
if (inject('mode') === 'mutant') vi.setConfig({ testTimeout: MUTANT_TEST_TIMEOUT_MS, hookTimeout: MUTANT_TEST_TIMEOUT_MS });
