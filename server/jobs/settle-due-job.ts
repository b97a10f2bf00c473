import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { settleDueByClock } from './settle-due';

const SETTLE_DUE = 'settle-due';
const CHECK_EVERY_SECONDS = 15;

/** Closes the campaigns and pays the quarters that are due by the clock as set now; cached reads are cleared when anything changed. */
export async function settleDueNow(app: FastifyInstance): Promise<void> {
  const { now, ...settled } = await settleDueByClock(app.database.db, app.clock);
  if (settled.closed > 0 || settled.quartersPaid > 0) {
    app.responseCache.invalidate();
    app.log.info({ ...settled, sandboxTime: now.toISOString() }, 'campaigns closed and quarters paid');
  }
}

/**
 * Settles what the sandbox clock made due: a job when a server starts (catching up on whatever
 * fell due while none ran), then one 15 seconds after each round ends. The queue is stately: one
 * round runs at a time across every server, and at most one waits. A cron job each minute sends
 * one too, so a server killed mid-round (its heartbeat stops, and the job fails) never ends the
 * chain; each campaign still closes once and each quarter pays once (features/campaigns,
 * features/payouts). The catch-up runs in the background, so years of quarters never hold the
 * server's start; closing the server waits for the round in progress.
 */
export const settleDueJob = fp(
  async (app) => {
    app.jobQueue.define({
      name: SETTLE_DUE,
      queue: { policy: 'stately', retryLimit: 0, heartbeatSeconds: 30, expireInSeconds: 3600 },
      cron: '* * * * *',
      sendOnStart: true,
      pollingIntervalSeconds: 1,
      run: async () => {
        try {
          await settleDueNow(app);
        } finally {
          await app.jobQueue.boss.send(SETTLE_DUE, null, { startAfter: CHECK_EVERY_SECONDS });
        }
      },
    });
  },
  { name: 'settle-due-job', dependencies: ['job-queue'] },
);
