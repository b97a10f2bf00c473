import fc from 'fast-check';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    // Provided by Stryker's Vitest runner (stryker-setup.js) in `npm run test:mutation`.
    globalNamespace?: string;
    mode?: 'dry-run' | 'mutant';
    mutantActivation?: 'static' | 'runtime';
  }
}

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

/**
 * A property that fails on a mutant has killed it: fast-check stops at the first failing case
 * instead of shrinking it, which reruns the property (the market's model, against its database)
 * dozens of times for a counterexample nobody reads. In the run of 8aa1cae the mutants the
 * market's model killed took 11 of the run's 69 worker-minutes (docs/mutation-testing.md).
 */
if (inject('mode') === 'mutant') fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });
