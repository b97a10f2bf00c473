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
 * Settles what the sandbox clock made due: a round as the server starts (catching up on whatever
 * fell due while none ran; in the background, so years of quarters never hold the start), then a
 * job on the queue 15 seconds after each round ends. The next round's job is throttled to one per
 * 15-second window across every server, so however many servers run, rounds come about every 15
 * seconds and any server may take one; a cron job each minute starts the chain again should the
 * server holding its job die (its heartbeat stops and the job fails). Rounds may overlap: each
 * campaign still closes once and each quarter pays once (features/campaigns, features/payouts).
 * Closing the server waits for its round in progress.
 */
export const settleDueJob = fp(
  async (app) => {
    const round = async (): Promise<void> => {
      try {
        await settleDueNow(app);
      } finally {
        await app.jobQueue.boss.sendThrottled(SETTLE_DUE, null, { startAfter: CHECK_EVERY_SECONDS }, CHECK_EVERY_SECONDS, SETTLE_DUE);
      }
    };
    app.jobQueue.define({
      name: SETTLE_DUE,
      queue: { retryLimit: 0, heartbeatSeconds: 30, expireInSeconds: 3600 },
      cron: '* * * * *',
      pollingIntervalSeconds: 1,
      run: round,
    });
    let startRound: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      startRound = round().catch((error: unknown) => app.log.error({ err: error, job: SETTLE_DUE }, `${SETTLE_DUE} failed`));
    });
    app.addHook('onClose', async () => {
      await startRound;
    });
  },
  { name: 'settle-due-job', dependencies: ['job-queue'] },
);
