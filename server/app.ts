import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SandboxClock, type Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account';
import { annualReportRoutes } from './features/annual-reports';
import { authRoutes } from './features/auth';
import { creatorDashboardRoutes } from './features/creator-dashboard';
import { creatorRoutes } from './features/creators';
import { followRoutes } from './features/follows';
import { fundsRoutes } from './features/funds';
import { healthRoutes } from './features/health';
import { investmentRoutes } from './features/investments';
import { investorProfileRoutes } from './features/investor-profile';
import { ledgerRoutes } from './features/ledger';
import { notificationRoutes } from './features/notifications';
import { marketRoutes } from './features/market';
import { loadPageRenderer, pageRoutes, renderPageHtml, resolvePage, withRenderedApp } from './features/pages';
import { passwordResetRoutes } from './features/password-reset';
import { payoutRoutes } from './features/payouts';
import { portfolioRoutes } from './features/portfolio';
import { projectRoutes, TOURS_CACHE_KEY, tourRoutes } from './features/projects';
import { sandboxRoutes } from './features/sandbox';
import { statementRoutes } from './features/statements';
import { updateRoutes } from './features/updates';
import { campaignChangeRoutes } from './features/campaign-changes';
import { uploadRoutes } from './features/uploads';
import { ledgerCheckJob } from './jobs/ledger-check-job';
import { jobQueue } from './jobs/queue';
import { mailRoutes, notificationMail } from './features/mail';
import { questionRoutes } from './features/questions';
import { haltRoutes } from './features/halts';
import { moderationRoutes } from './features/moderation';
import { outlookRoutes } from './features/outlook';
import { holdingOutlookRoutes } from './features/holding-outlook';
import { supportViewRoutes } from './features/support-view';
import { ledgerExplorerRoutes } from './features/ledger-explorer';
import { staffRoutes } from './features/staff';
import { suspensionRoutes } from './features/suspensions';
import { settleDueJob } from './jobs/settle-due-job';
import { sandboxResetJob } from './jobs/sandbox-reset-job';
import { sessionPurgeJob } from './jobs/session-purge';
import { uploadSweepJob } from './jobs/upload-sweep';
import { registerApiDocs } from './plugins/api-docs';
import { appServices } from './plugins/app-services';
import { authGuard } from './plugins/auth-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import { CHECK_INTERVAL_MS, registerClientLimits } from './plugins/client-limits';
import { LeanCachedReads, leanServerFactory } from './plugins/lean-cached-reads';
import { loggerOptions, registerRequestLog, requestIdFor, type LogDestination } from './plugins/logging';
import { poolOf, registerMetrics } from './plugins/metrics';
import { registerResponseCacheInvalidation, ResponseCache } from './plugins/response-cache';
import { registerRequestGuard } from './plugins/request-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticClient } from './plugins/static-client';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built client's folder, or null to serve the API only (tests). */
  clientFolder: string | null;
  /** False: no logs (tests); a destination: the lines go there instead of standard output (tests read them). */
  logger?: boolean | LogDestination;
  /** How long a cached read answer may live without a local write (tests lengthen it to observe invalidation). */
  responseCacheMaxAgeMs?: number;
  /** Business time: the sandbox clock unless a test brings its own. */
  clock?: Clock;
  /** Told of every route as it is registered (the route guard test lists them: plugins/route-guards.test.ts). */
  onRoute?: onRouteHookHandler;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Each feature is a plugin under its URL prefix; the order is the order of the API document. */
const features: ReadonlyArray<readonly [FastifyPluginAsync, string]> = [
  [healthRoutes, '/api/health'],
  [sandboxRoutes, '/api/sandbox'],
  [authRoutes, '/api/auth'],
  [passwordResetRoutes, '/api/auth'],
  [accountRoutes, '/api/account'],
  [tourRoutes, '/api/tours'],
  [projectRoutes, '/api/projects'],
  [updateRoutes, '/api/projects'],
  [campaignChangeRoutes, '/api'],
  [creatorRoutes, '/api/creators'],
  [uploadRoutes, '/api'],
  [fundsRoutes, '/api/funds'],
  [investmentRoutes, '/api/investments'],
  [investorProfileRoutes, '/api/investor-profile'],
  [marketRoutes, '/api/market'],
  [portfolioRoutes, '/api/portfolio'],
  [ledgerRoutes, '/api/ledger'],
  [payoutRoutes, '/api/payouts'],
  [statementRoutes, '/api/statements'],
  [followRoutes, '/api/follows'],
  [notificationRoutes, '/api/notifications'],
  [creatorDashboardRoutes, '/api/creator'],
  [mailRoutes, '/api'],
  [questionRoutes, '/api'],
  [annualReportRoutes, '/api'],
  [outlookRoutes, '/api'],
  [holdingOutlookRoutes, '/api'],
  [staffRoutes, '/api/operator'],
  [haltRoutes, '/api'],
  [suspensionRoutes, '/api/operator/suspensions'],
  [moderationRoutes, '/api/operator/moderation'],
  [supportViewRoutes, '/api/operator/support'],
  [ledgerExplorerRoutes, '/api/operator/ledger'],
  [pageRoutes, ''],
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const responseCache = new ResponseCache(options.responseCacheMaxAgeMs);
  // The busiest public read and the signed-out pages skip the pipeline while their cached answers are fresh (plugins/lean-cached-reads.ts).
  const leanReads = new LeanCachedReads(responseCache, new Map([['/api/tours', TOURS_CACHE_KEY]]));
  const app = Fastify({
    serverFactory: leanServerFactory(leanReads, {
      headersTimeout: config.clientLimits.headersTimeoutMs,
      connectionsCheckingInterval: CHECK_INTERVAL_MS,
    }),
    // Slow clients (plugins/client-limits.ts): the whole request, a silent connection, an idle keep-alive one.
    requestTimeout: config.clientLimits.requestTimeoutMs,
    connectionTimeout: config.clientLimits.idleTimeoutMs,
    keepAliveTimeout: config.clientLimits.keepAliveTimeoutMs,
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logger === true ? undefined : options.logger),
    // One line per request instead of Fastify's two (plugins/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Off unless TRUST_PROXY names the proxies: else any client could choose its address in X-Forwarded-For.
    trustProxy: config.trustProxy,
    genReqId: requestIdFor,
    requestIdHeader: false,
    // While shutting down, requests already on an open connection are still served (with
    // `Connection: close`) instead of getting fastify's own 503 body; the database closes after.
    return503OnClosing: false,
  });
  registerClientLimits(app.server, config.clientLimits);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Only JSON bodies are accepted; fastify's default text parser would let `text/plain` through.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestGuard(app);
  registerSecurityHeaders(app, { secure: config.cookieSecure });
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await registerApiDocs(app, { cookieSecure: config.cookieSecure });
  registerRequestLog(app);
  // Each answer names its request, so a user's report can be found in the logs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  let clock = options.clock;
  if (!clock) {
    const sandboxClock = await SandboxClock.open(database);
    app.addHook('onClose', () => sandboxClock.close());
    clock = sandboxClock;
  }
  await app.register(appServices, { config, database, clock, responseCache });
  await app.register(authGuard);
  await app.register(jobQueue);
  await app.register(uploadSweepJob);
  await app.register(sessionPurgeJob);
  await app.register(sandboxResetJob);
  await app.register(settleDueJob);
  await app.register(ledgerCheckJob);
  await app.register(notificationMail);
  if (registerMetrics(app, { token: config.metricsToken, pool: poolOf(database) })) leanReads.timeAnswers();
  registerResponseCacheInvalidation(app, app.responseCache);
  leanReads.attach(app, { origin: config.publicUrl, sessionCookie: app.sessions.cookieName });
  for (const [routes, prefix] of features) await app.register(routes, { prefix });
  // The pages feature makes the pages; the plugin below the features serves them.
  await registerStaticClient(app, options.clientFolder, { loadPageRenderer, resolvePage, renderPageHtml, withRenderedApp });
  return app;
}
