import fp from 'fastify-plugin';
import { sweepUnusedUploads } from '../features/uploads';
import { every, startWithApp } from './job-runner';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/** Every 15 minutes, removes uploads no project took up (see features/uploads/sweep-uploads.ts). */
export const uploadSweepJob = fp(
  async (app) => {
    startWithApp(app, {
      name: 'sweeping unused uploads',
      schedule: every(SWEEP_EVERY_MS),
      run: () => sweepUnusedUploads(app.database.db, app.storage),
    });
  },
  { name: 'upload-sweep-job', dependencies: ['app-services'] },
);
