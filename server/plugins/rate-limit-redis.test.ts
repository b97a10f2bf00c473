import { eq } from 'drizzle-orm';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { rateLimitCounters } from '../db/schema';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { send, signUpUser, useTestApp } from '../test/test-app';

// The machine's Redis (this project's machines run one on the default port; .ci/run starts it if needed).
// Its per-address counters are shared by every run on the machine (all from 127.0.0.1), so those
// limits are out of the way here: these tests are about the per-email ones.
const env = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  LOGIN_FAILURES_PER_EMAIL: '3',
  SIGNUPS_PER_CLIENT: '1000000',
  LOGINS_PER_CLIENT: '1000000',
  // Shared, so a device one server knows the other knows too.
  KNOWN_DEVICE_SECRET: 'known-device-secret-shared-by-both-test-servers',
  LOG_LEVEL: 'silent',
};
const context = useTestApp(env);

describe('rate limits in Redis (REDIS_URL)', () => {
  let secondServer: FastifyInstance;
  beforeAll(async () => {
    secondServer = await buildApp({ config: loadConfig(env), database: context.database, clientFolder: null, logger: false });
  });
  afterAll(() => secondServer.close());

  it('locks an email after failures spread over two servers sharing the Redis', async () => {
    const { email, password } = await signUpUser(context.app);
    const servers = [context.app, secondServer, context.app];
    for (const server of servers) {
      const failed = await send(server, { method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
      expect(failed.statusCode).toBe(401);
    }
    for (const server of [secondServer, context.app]) {
      const locked = await send(server, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    }
    // The counter is in Redis, not in the database.
    const key = `login-failures:${email}`;
    expect(await context.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key))).toEqual([]);
    const redis = await createClient({ url: env.REDIS_URL }).connect();
    try {
      expect(await redis.get(`stagebacker:rate-limit:${key}`)).toBe('3');
    } finally {
      await redis.quit();
    }
  });

  it('keeps counting an email’s failures after a good login (decision 0030), and lets the owner’s known device in', async () => {
    const { email, password } = await signUpUser(context.app);
    const fail = () => send(secondServer, { method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await fail()).statusCode).toBe(401);
    const signedIn = await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(signedIn.statusCode).toBe(200);
    const device = signedIn.cookies.find((cookie) => cookie.name === 'sb_device');
    if (!device) throw new Error('no known-device cookie');
    // The good login gave back its own guess, not the two failures: one more spends the budget of 3.
    expect((await fail()).statusCode).toBe(401);
    expect((await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode).toBe(429);
    const fromDevice = await send(secondServer, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      cookie: `sb_device=${device.value}`,
    });
    expect(fromDevice.statusCode).toBe(200);
  });

  it('verifies at most the limit of guesses sent together, across both servers', async () => {
    const { email, password } = await signUpUser(context.app);
    const attempts = Array.from({ length: 20 }, (_, index) =>
      send(index % 2 ? secondServer : context.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: `wrong-${index}` },
      }),
    );
    const answers = await Promise.all([
      ...attempts,
      send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } }),
    ]);
    expect(answers.filter((answer) => answer.statusCode !== 429).length).toBeLessThanOrEqual(3);
    expect(answers.at(-1)?.statusCode).toBe(429);
  });
});
