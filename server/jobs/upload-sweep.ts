import fp from 'fastify-plugin';
import { sweepUnusedUploads } from '../features/uploads';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/** Every 15 minutes, removes uploads no project took up (see features/uploads/sweep-uploads.ts). */
export const uploadSweepJob = fp(
  async (app) => {
    const sweep = setInterval(() => {
      sweepUnusedUploads(app.database.db, app.storage).catch((error: unknown) =>
        app.log.error({ err: error }, 'sweeping unused uploads failed'),
      );
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'upload-sweep-job', dependencies: ['app-services'] },
);
