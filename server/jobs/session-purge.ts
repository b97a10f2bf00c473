import fp from 'fastify-plugin';

/** On start and then hourly, deletes expired sessions: they can never sign anyone in, and the table stays small. */
export const sessionPurgeJob = fp(
  async (app) => {
    app.jobQueue.define({
      name: 'purge-sessions',
      queue: { policy: 'stately' },
      cron: '7 * * * *',
      sendOnStart: true,
      run: async () => void (await app.sessions.deleteExpired()),
    });
  },
  { name: 'session-purge-job', dependencies: ['job-queue'] },
);
