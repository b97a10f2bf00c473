import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resetSandbox, SAME_RESET_WINDOW_MS } from '../features/sandbox';
import { cronSchedule, startWithApp } from './job-runner';

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
  });
  await app.clock.reload();
  app.responseCache.invalidate();
  await Promise.all(summary.orphanedFiles.map((key) => app.storage.delete(key)));
  if (summary.reset) app.log.info({ summary: { ...summary, orphanedFiles: summary.orphanedFiles.length } }, 'sandbox reset');
}

export const sandboxResetJob = fp(
  async (app) => {
    const pattern = app.config.sandboxResetCron;
    const job = pattern
      ? startWithApp(app, { name: 'sandbox reset', schedule: cronSchedule(pattern), run: () => runScheduledReset(app) })
      : null;
    app.decorate('resetSchedule', { nextResetAt: () => job?.nextRunAt() ?? null });
  },
  { name: 'sandbox-reset-job', dependencies: ['app-services'] },
);
