import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app';
import { resetSandbox, SAME_RESET_WINDOW_MS } from './reset-sandbox';

/** A scheduled reset: at most once per schedule tick however many servers run it, then fresh answers. */
export async function runScheduledReset(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  try {
    const summary = await resetSandbox(deps.database.db, {
      startingBalanceCents: deps.config.startingBalanceCents,
      skipIfResetWithinMs: SAME_RESET_WINDOW_MS,
    });
    deps.responseCache.invalidate();
    await Promise.all(summary.orphanedFiles.map((key) => deps.storage.delete(key)));
    if (summary.reset) log.info({ summary: { ...summary, orphanedFiles: summary.orphanedFiles.length } }, 'sandbox reset');
  } catch (error) {
    log.error({ err: error }, 'sandbox reset failed');
  }
}
