import fp from 'fastify-plugin';
import { every, startWithApp } from './job-runner';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** On start and then hourly, deletes expired sessions: they can never sign anyone in, and the table stays small. */
export const sessionPurgeJob = fp(
  async (app) => {
    startWithApp(app, {
      name: 'purging expired sessions',
      schedule: every(PURGE_EVERY_MS),
      run: () => app.sessions.deleteExpired(),
      runOnStart: true,
    });
  },
  { name: 'session-purge-job', dependencies: ['app-services'] },
);
