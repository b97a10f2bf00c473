import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, healthUnavailableSchema, livenessSchema, readinessSchema, readinessUnavailableSchema } from '@common/schemas/health';
import { seconds } from '../../db/unavailable';

interface Check {
  ok: boolean;
  latencyMs?: number;
  error?: string;
}

/** Runs one dependency's check, giving up after `timeoutMs`; never throws. */
async function check(probe: () => Promise<unknown>, timeoutMs: number): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${seconds(timeoutMs)}`)), timeoutMs);
      }),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const text = error instanceof Error && error.message.startsWith('no answer within') ? error.message : 'not answering';
    return { ok: false, error: text };
  } finally {
    clearTimeout(timer);
  }
}

/** Under /api/health. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const timeouts = config.dependencyTimeouts;

  app.get(
    '',
    {
      schema: {
        summary: 'Check that the server and its database answer',
        tags: ['health'],
        response: { 200: healthSchema, 503: healthUnavailableSchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        await database.db.execute(sql`select 1`);
        return {
          status: 'ok' as const,
          database: { kind: database.kind, ok: true as const, latencyMs: Math.round(performance.now() - started) },
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ status: 'unavailable', database: { kind: database.kind, ok: false }, message: 'The database is not reachable.' });
      }
    },
  );

  // Liveness: the process answers. It touches no dependency, so a database outage does not get every server restarted.
  app.get(
    '/live',
    {
      schema: {
        summary: 'Liveness: the server process answers (checks no dependency)',
        tags: ['health'],
        response: { 200: livenessSchema },
      },
      config: { apiDocs: { noDependency: true } },
    },
    async () => ({ status: 'live' as const }),
  );

  // Readiness: every configured dependency answers within its timeout; else 503 naming the ones that do not.
  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: the database, and Redis when configured, answer',
        tags: ['health'],
        response: { 200: readinessSchema, 503: readinessUnavailableSchema },
      },
    },
    async (request, reply) => {
      const { rateLimiter } = app;
      const [databaseCheck, redisCheck] = await Promise.all([
        check(() => database.db.execute(sql`select 1`), Math.max(timeouts.databaseConnectMs, 1000)),
        config.redisUrl && rateLimiter.ping ? check(() => rateLimiter.ping!(), timeouts.redisCommandMs) : Promise.resolve(null),
      ]);
      const checks = { database: { kind: database.kind, ...databaseCheck }, ...(redisCheck ? { redis: redisCheck } : {}) };
      const failing = Object.entries(checks)
        .filter(([, result]) => !result.ok)
        .map(([name]) => name);
      if (failing.length === 0) return { status: 'ready' as const, checks };
      request.log.warn({ failing }, 'readiness: dependencies not answering');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', checks, message: `Not ready: ${failing.join(' and ')} not answering.` });
    },
  );
};
