import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { settleDue } from '../features/payouts';

const CHECK_EVERY_MS = 15_000;

/** Closes the campaigns and pays the quarters that are due now; cached reads are cleared when anything changed. */
export async function settleDueNow(app: FastifyInstance): Promise<void> {
  const settled = await settleDue(app.database.db, app.clock.now());
  if (settled.closed > 0 || settled.quartersPaid > 0) {
    app.responseCache.invalidate();
    app.log.info(settled, 'campaigns closed and quarters paid');
  }
}

/**
 * Settles what the sandbox clock made due: on start (catching up on whatever fell due while
 * no server ran), then every 15 seconds. Several servers may run it; each campaign still
 * closes once and each quarter pays once (features/campaigns, features/payouts).
 */
export const settleDueJob = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      settleDueNow(app)
        .catch((error: unknown) => app.log.error({ err: error }, 'settling due campaigns and payouts failed'))
        .finally(() => {
          timer = setTimeout(tick, CHECK_EVERY_MS);
          timer.unref();
        });
    };
    app.addHook('onReady', async () => {
      await settleDueNow(app);
      timer = setTimeout(tick, CHECK_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'settle-due-job', dependencies: ['app-services'] },
);
