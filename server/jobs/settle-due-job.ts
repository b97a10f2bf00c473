import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every, startWithApp } from './job-runner';
import { settleDueByClock } from './settle-due';

const CHECK_EVERY_MS = 15_000;

/** Closes the campaigns and pays the quarters that are due by the clock as set now; cached reads are cleared when anything changed. */
export async function settleDueNow(app: FastifyInstance): Promise<void> {
  const { now, ...settled } = await settleDueByClock(app.database.db, app.clock);
  if (settled.closed > 0 || settled.quartersPaid > 0) {
    app.responseCache.invalidate();
    app.log.info({ ...settled, sandboxTime: now.toISOString() }, 'campaigns closed and quarters paid');
  }
}

/**
 * Settles what the sandbox clock made due: from start (catching up on whatever fell due while
 * no server ran), then 15 seconds after each round. The catch-up runs in the background, so
 * years of quarters never hold the server's start; closing the server waits for the round in
 * progress. Several servers may run it; each campaign still closes once and each quarter pays
 * once (features/campaigns, features/payouts).
 */
export const settleDueJob = fp(
  async (app) => {
    startWithApp(app, {
      name: 'settling due campaigns and payouts',
      schedule: every(CHECK_EVERY_MS),
      run: () => settleDueNow(app),
      runOnStart: true,
    });
  },
  { name: 'settle-due-job', dependencies: ['app-services'] },
);
