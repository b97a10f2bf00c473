import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createStorage } from '../storage/create-storage';
import type { FileStorage } from '../storage/file-storage';
import { DatabaseRateLimiter, type RateLimiter } from './rate-limit';
import { RedisRateLimiter } from './rate-limit-redis';
import type { ResponseCache } from './response-cache';
import { SessionStore } from './sessions';

// The shared services every feature plugin reads from its instance, typed here once.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    sessions: SessionStore;
    rateLimiter: RateLimiter;
    responseCache: ResponseCache;
    storage: FileStorage;
    clock: Clock;
  }
}

export interface AppServicesOptions {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Made before the app, since the lean cached reads answer from it in front of Fastify. */
  responseCache: ResponseCache;
}

/** Decorates the root instance with the shared services, so every feature plugin sees them. */
export const appServices = fp<AppServicesOptions>(
  async (app, { config, database, clock, responseCache }) => {
    const rateLimiter: RateLimiter = config.redisUrl
      ? await RedisRateLimiter.connect(config.redisUrl, {
          connectMs: config.dependencyTimeouts.redisConnectMs,
          commandMs: config.dependencyTimeouts.redisCommandMs,
        })
      : new DatabaseRateLimiter(database.db);
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('clock', clock);
    app.decorate('sessions', new SessionStore(database.db, config.cookieSecure));
    app.decorate('rateLimiter', rateLimiter);
    app.decorate('responseCache', responseCache);
    app.decorate('storage', await createStorage(config.storage));
    app.addHook('onClose', async () => rateLimiter.close());
  },
  { name: 'app-services' },
);
