import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { authRoutes } from './features/auth/routes';
import { SessionStore } from './features/auth/sessions';
import { creatorRoutes } from './features/creators/routes';
import { healthRoutes } from './features/health/routes';
import { projectRoutes } from './features/projects/routes';
import { registerErrorHandler } from './plugins/error-handler';
import { RateLimiter } from './plugins/rate-limit';
import { registerRequestGuard } from './plugins/request-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticClient } from './plugins/static-client';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built client's folder, or null to serve the API only (tests). */
  clientFolder: string | null;
  logger?: boolean;
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
  });
  // Only JSON bodies are accepted; fastify's default text parser would let `text/plain` through.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestGuard(app);
  await registerSecurityHeaders(app, { secure: config.cookieSecure });
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });

  const deps: AppDeps = {
    config,
    database,
    sessions: new SessionStore(database.db, config.cookieSecure),
    rateLimiter: new RateLimiter(database.db),
  };
  await healthRoutes(app, deps);
  await authRoutes(app, deps);
  await projectRoutes(app, deps);
  await creatorRoutes(app, deps);
  await registerStaticClient(app, options.clientFolder);
  return app;
}
