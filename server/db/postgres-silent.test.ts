import { spawn } from 'node:child_process';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { openPostgres, type DatabaseHandle } from './client';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A TCP listener that accepts connections and never answers: a PostgreSQL that hangs. */
async function silentListener(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Forwards to PostgreSQL until `freeze()`: then it forwards nothing more and answers no new connection. */
async function freezingProxy(target: { host: string; port: number }) {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    if (frozen) return;
    const upstream = createConnection(target);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk) => !frozen && upstream.write(chunk));
    upstream.on('data', (chunk) => !frozen && client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    freeze: () => (frozen = true),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('a PostgreSQL that accepts connections and never answers', () => {
  it('stops the start within the connect timeout, naming PostgreSQL and not the password', async () => {
    const listener = await silentListener();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: repoRoot,
        env: {
          // eslint-disable-next-line no-restricted-properties -- the child process needs PATH and the like
          ...process.env,
          DATABASE_URL: `postgres://stagebacker:hunter2secret@127.0.0.1:${listener.port}/stagebacker`,
          DATABASE_CONNECT_TIMEOUT_MS: '2000',
          PORT: '0',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
      expect(code).toBe(1);
      expect(output.trim()).toBe('Cannot reach PostgreSQL at DATABASE_URL (connect timeout after 2 s)');
      expect(output).not.toContain('hunter2secret');
    } finally {
      await listener.close();
    }
  }, 120_000);
});

describe.runIf(testDatabaseKind === 'postgres')('a PostgreSQL that goes silent while the server runs', () => {
  const CONNECT_MS = 4000;
  const QUERY_MS = 3000;
  let testDatabase: TestDatabase;
  let proxy: Awaited<ReturnType<typeof freezingProxy>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const url = new URL(testDatabase.url ?? '');
    proxy = await freezingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = openPostgres(url.toString(), 10, { connectMs: CONNECT_MS, queryMs: QUERY_MS });
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url.toString() });
    app = await buildApp({
      config: { ...config, dependencyTimeouts: { ...config.dependencyTimeouts, databaseConnectMs: CONNECT_MS } },
      database,
      clientFolder: null,
      logger: false,
    });
  }, 60_000);

  afterAll(async () => {
    // The proxy first: its sockets closed, what still waits on the silent database fails at once and the app can close.
    await proxy?.close();
    await app?.close().catch(() => undefined);
    // pg's pool.end() can wait forever on a client whose socket died mid-query (about one run in four here); the
    // server's own shutdown has its 10-second exit for that, and this test is about the answers above.
    await Promise.race([database?.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await testDatabase?.close();
  });

  it('answers 503 "The database is not answering" within the timeouts, readiness names the database, liveness stays 200', async () => {
    // Ready first (a loaded machine may miss one probe's timeout: a few tries).
    let before = await app.inject({ method: 'GET', url: '/api/health/ready' });
    for (let tries = 0; tries < 5 && before.statusCode !== 200; tries += 1)
      before = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(before.json()).toMatchObject({ status: 'ready' });
    proxy.freeze();

    const started = Date.now();
    const explore = await app.inject({ method: 'GET', url: '/api/projects?cache-buster=1' });
    const elapsedMs = Date.now() - started;
    expect(explore.json()).toEqual({ message: 'The database is not answering. Please try again in a moment.' });
    expect(explore.statusCode).toBe(503);
    expect(elapsedMs).toBeLessThan(QUERY_MS + 1000 + 3000);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.test', password: 'whatever it is' },
    });
    expect(login.statusCode).toBe(503);

    const readyStarted = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(Date.now() - readyStarted).toBeLessThan(CONNECT_MS + 3000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { ok: false } },
      message: 'Not ready: database not answering.',
    });

    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  }, 60_000);
});
