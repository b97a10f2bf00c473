import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closeDueCampaigns } from '../features/campaigns';

const CHECK_EVERY_MS = 15_000;

/** Closes what is due now; cached reads are cleared when a campaign changed. */
export async function closeDueCampaignsNow(app: FastifyInstance): Promise<number> {
  const closed = await closeDueCampaigns(app.database.db, app.clock.now());
  if (closed > 0) {
    app.responseCache.invalidate();
    app.log.info({ closed }, 'campaigns closed');
  }
  return closed;
}

/**
 * Closes campaigns when they are due: on start (catching up on whatever fell due while no
 * server ran), then every 15 seconds. Several servers may run it; each campaign still closes
 * once (see features/campaigns/close-campaigns.ts).
 */
export const campaignCloserJob = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      closeDueCampaignsNow(app)
        .catch((error: unknown) => app.log.error({ err: error }, 'closing due campaigns failed'))
        .finally(() => {
          timer = setTimeout(tick, CHECK_EVERY_MS);
          timer.unref();
        });
    };
    app.addHook('onReady', async () => {
      await closeDueCampaignsNow(app);
      timer = setTimeout(tick, CHECK_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'campaign-closer-job', dependencies: ['app-services'] },
);
