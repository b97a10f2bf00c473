import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResetSchedule, resetSandbox, SAME_RESET_WINDOW_MS } from '../features/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The optional periodic reset (SANDBOX_RESET_CRON): the footer shows its next run. */
    resetSchedule: ResetSchedule;
  }
}

/** A scheduled reset: at most once per schedule tick however many servers run it, then fresh answers. */
async function runScheduledReset(app: FastifyInstance): Promise<void> {
  try {
    const summary = await resetSandbox(app.database.db, {
      startingBalanceCents: app.config.startingBalanceCents,
      skipIfResetWithinMs: SAME_RESET_WINDOW_MS,
    });
    await app.clock.reload();
    app.responseCache.invalidate();
    await Promise.all(summary.orphanedFiles.map((key) => app.storage.delete(key)));
    if (summary.reset) app.log.info({ summary: { ...summary, orphanedFiles: summary.orphanedFiles.length } }, 'sandbox reset');
  } catch (error) {
    app.log.error({ err: error }, 'sandbox reset failed');
  }
}

export const sandboxResetJob = fp(
  async (app) => {
    const schedule = new ResetSchedule(app.config.sandboxResetCron, () => runScheduledReset(app));
    app.decorate('resetSchedule', schedule);
    app.addHook('onReady', async () => schedule.start());
    app.addHook('onClose', async () => schedule.stop());
  },
  { name: 'sandbox-reset-job', dependencies: ['app-services'] },
);
