import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

export async function healthRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    const started = performance.now();
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: { kind: database.kind, ok: true, latencyMs: Math.round(performance.now() - started) } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: { kind: database.kind, ok: false }, message: 'The database is not reachable.' });
    }
  });
}
