import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { RedisRateLimiter, RedisStartError } from '../../plugins/rate-limit-redis';
import { freePort } from '../../test/server-process';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

/** A Redis of this test's own on a free port (never the machine's 6379), without persistence. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return child;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const COMMAND_TIMEOUT_MS = 2500;

describe('with REDIS_URL set and Redis stopping mid-run', () => {
  let redis: ChildProcess;
  let port: number;
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    testDatabase = await createTestDatabase();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
      REDIS_CONNECT_TIMEOUT_MS: '1000',
    });
    app = await buildApp({ config, database: testDatabase.database, clientFolder: null, logger: false });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.close();
    if (redis) await stopRedis(redis);
  });

  const login = () =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.test', password: 'wrong password' } });

  it('is ready while Redis answers, and lives without looking', async () => {
    // A loaded machine may miss one probe's timeout on the very first request: a few tries.
    let ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    for (let tries = 0; tries < 5 && ready.statusCode !== 200; tries += 1)
      ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true }, redis: { ok: true } } });
    expect(ready.statusCode).toBe(200);
    expect((await login()).statusCode).toBe(401);
  });

  it('answers 503 within a few seconds once Redis is gone, readiness names redis, liveness stays 200', async () => {
    await stopRedis(redis);

    const started = Date.now();
    const response = await login();
    const elapsedMs = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'A service the server needs is not answering. Please try again in a moment.' });
    expect(response.headers['retry-after']).toBe('5');
    expect(elapsedMs).toBeLessThan(COMMAND_TIMEOUT_MS + 2500);

    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'redis-down@example.test',
        firstName: 'R',
        lastName: 'D',
        password: 'correct horse battery',
        accountType: 'investor',
      },
    });
    expect(signup.statusCode).toBe(503);

    const readyStarted = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(Date.now() - readyStarted).toBeLessThan(COMMAND_TIMEOUT_MS + 2500);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { ok: true }, redis: { ok: false } },
      message: 'Not ready: redis not answering.',
    });

    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
  }, 30_000);

  it('is ready again once Redis is back on its address', async () => {
    redis = await startRedis(port);
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await login()).statusCode).toBe(401);
  }, 30_000);
});

describe('a Redis that cannot be reached at start', () => {
  it('stops the start naming Redis, without the URL or its password', async () => {
    const port = await freePort();
    const started = Date.now();
    const error = await RedisRateLimiter.connect(`redis://:hunter2secret@127.0.0.1:${port}`, { connectMs: 1000, commandMs: 1000 }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(RedisStartError);
    expect((error as Error).message).toBe('Cannot reach Redis at REDIS_URL (connection refused)');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
