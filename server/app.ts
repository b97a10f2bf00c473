import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { authRoutes } from './features/auth/routes';
import { SessionStore } from './features/auth/sessions';
import { creatorRoutes } from './features/creators/routes';
import { fundsRoutes } from './features/funds/routes';
import { healthRoutes } from './features/health/routes';
import { investmentRoutes } from './features/investments/routes';
import { portfolioRoutes } from './features/portfolio/routes';
import { createProjectRoute } from './features/projects/create-project-route';
import { projectRoutes } from './features/projects/routes';
import { ResetSchedule } from './features/sandbox/reset-schedule';
import { runScheduledReset } from './features/sandbox/run-reset';
import { sandboxRoutes } from './features/sandbox/routes';
import { uploadRoutes } from './features/uploads/routes';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import { DatabaseRateLimiter, type RateLimiter } from './plugins/rate-limit';
import { RedisRateLimiter } from './plugins/rate-limit-redis';
import { registerResponseCacheInvalidation, ResponseCache } from './plugins/response-cache';
import { registerRequestGuard } from './plugins/request-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticClient } from './plugins/static-client';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  responseCache: ResponseCache;
  storage: FileStorage;
  resetSchedule: ResetSchedule;
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built client's folder, or null to serve the API only (tests). */
  clientFolder: string | null;
  logger?: boolean;
  /** How long a cached read answer may live without a local write (tests lengthen it to observe invalidation). */
  responseCacheMaxAgeMs?: number;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // While shutting down, requests already on an open connection are still served (with
    // `Connection: close`) instead of getting fastify's own 503 body; the database closes after.
    return503OnClosing: false,
  });
  // Only JSON bodies are accepted; fastify's default text parser would let `text/plain` through.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestGuard(app);
  await registerSecurityHeaders(app, { secure: config.cookieSecure });
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await registerApiDocs(app);
  // Each answer names its request, so a user's report can be found in the logs.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  const deps: AppDeps = {
    config,
    database,
    sessions: new SessionStore(database.db, config.cookieSecure),
    rateLimiter: config.redisUrl ? await RedisRateLimiter.connect(config.redisUrl) : new DatabaseRateLimiter(database.db),
    responseCache: new ResponseCache(options.responseCacheMaxAgeMs),
    storage: await createStorage(config.storage),
    resetSchedule: new ResetSchedule(config.sandboxResetCron, () => runScheduledReset(deps, app.log)),
  };
  app.addHook('onReady', async () => deps.resetSchedule.start());
  app.addHook('onClose', async () => {
    deps.resetSchedule.stop();
    await deps.rateLimiter.close();
  });
  registerResponseCacheInvalidation(app, deps.responseCache);
  await healthRoutes(app, deps);
  await sandboxRoutes(app, deps);
  await authRoutes(app, deps);
  await projectRoutes(app, deps);
  await creatorRoutes(app, deps);
  await createProjectRoute(app, deps);
  await uploadRoutes(app, deps);
  await fundsRoutes(app, deps);
  await investmentRoutes(app, deps);
  await portfolioRoutes(app, deps);
  await registerStaticClient(app, options.clientFolder);
  return app;
}
