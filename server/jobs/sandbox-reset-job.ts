import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resetSandbox, SAME_RESET_WINDOW_MS } from '../features/sandbox';

/** The optional periodic reset (SANDBOX_RESET_CRON, UTC). */
export interface ResetSchedule {
  /** When the next reset is due, or null when none is scheduled. */
  nextResetAt(): Date | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The optional periodic reset (SANDBOX_RESET_CRON): the footer shows its next run. */
    resetSchedule: ResetSchedule;
  }
}

/** A scheduled reset: at most once per schedule tick however many servers run it, then fresh answers. */
async function runScheduledReset(app: FastifyInstance): Promise<void> {
  const summary = await resetSandbox(app.database.db, {
    startingBalanceCents: app.config.startingBalanceCents,
    skipIfResetWithinMs: SAME_RESET_WINDOW_MS,
    revenueSeed: app.config.sandboxSeed,
  });
  await app.clock.reload();
  app.responseCache.invalidate();
  await Promise.all(summary.orphanedFiles.map((key) => app.storage.delete(key)));
  if (summary.reset) app.log.info({ summary: { ...summary, orphanedFiles: summary.orphanedFiles.length } }, 'sandbox reset');
}

/** pg-boss sends the job at each tick of the pattern; croner only computes the next tick for the footer. */
export const sandboxResetJob = fp(
  async (app) => {
    const pattern = app.config.sandboxResetCron;
    app.jobQueue.define({
      name: 'sandbox-reset',
      queue: { policy: 'stately', retryLimit: 0 },
      cron: pattern,
      run: () => runScheduledReset(app),
    });
    const ticks = pattern ? new Cron(pattern, { timezone: 'UTC', paused: true }) : null;
    app.decorate('resetSchedule', { nextResetAt: () => ticks?.nextRun() ?? null });
  },
  { name: 'sandbox-reset-job', dependencies: ['job-queue'] },
);
