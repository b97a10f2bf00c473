import fp from 'fastify-plugin';
import { sweepUnusedUploads } from '../features/uploads';

/** Every 15 minutes, removes uploads no project took up (see features/uploads/sweep-uploads.ts). */
export const uploadSweepJob = fp(
  async (app) => {
    app.jobQueue.define({
      name: 'sweep-uploads',
      queue: { policy: 'stately' },
      cron: '*/15 * * * *',
      run: async () => void (await sweepUnusedUploads(app.database.db, app.storage)),
    });
  },
  { name: 'upload-sweep-job', dependencies: ['job-queue'] },
);
