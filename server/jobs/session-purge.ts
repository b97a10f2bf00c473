import fp from 'fastify-plugin';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** On start and then hourly, deletes expired sessions: they can never sign anyone in, and the table stays small. */
export const sessionPurgeJob = fp(
  async (app) => {
    const purge = () =>
      app.sessions
        .deleteExpired()
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, 'purging expired sessions failed'));
    app.addHook('onReady', purge);
    const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session-purge-job', dependencies: ['app-services'] },
);
