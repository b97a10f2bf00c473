import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

/** Under /api/health. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { database } = app;
  app.get('', { schema: { summary: 'Check that the server and its database answer', tags: ['health'] } }, async (request, reply) => {
    const started = performance.now();
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: { kind: database.kind, ok: true, latencyMs: Math.round(performance.now() - started) } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .code(503)
        .send({ status: 'unavailable', database: { kind: database.kind, ok: false }, message: 'The database is not reachable.' });
    }
  });
};
