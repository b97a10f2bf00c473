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
