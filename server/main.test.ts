import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test/test-database';
import { uniqueEmail } from './test/test-app';

/** The server as it runs in production: its own process, on PGlite in a folder or on PostgreSQL. */
describe(`the server process on ${testDatabaseKind}`, () => {
  let dataDir: string;
  let testDatabase: TestDatabase | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-process-'));
    if (testDatabaseKind === 'postgres') testDatabase = await createTestDatabase();
    env = { DATA_DIR: dataDir, SIGNUPS_PER_CLIENT: '1000', ...(testDatabase?.url ? { DATABASE_URL: testDatabase.url } : {}) };
  });

  afterAll(async () => {
    await testDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signUp(url: string): Promise<string> {
    const response = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('restart'), firstName: 'Re', lastName: 'Start', password: 'secret-password' }),
    });
    expect(response.status).toBe(201);
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  const currentUserStatus = async (url: string, cookie: string) => (await fetch(`${url}/api/auth/user`, { headers: { cookie } })).status;

  it('keeps sessions across a restart: signed in stays signed in, signed out stays signed out', async () => {
    const first = await startServerProcess(env);
    const signedIn = await signUp(first.url);
    const signedOut = await signUp(first.url);
    const logout = await fetch(`${first.url}/api/auth/logout`, { method: 'POST', headers: { cookie: signedOut } });
    expect(logout.status).toBe(200);
    await first.stop();

    const second = await startServerProcess(env);
    try {
      expect(await currentUserStatus(second.url, signedIn)).toBe(200);
      expect(await currentUserStatus(second.url, signedOut)).toBe(401);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('shuts down gracefully on SIGTERM: finishes requests in flight, closes the database, exits 0 within 10 s', async () => {
    const server = await startServerProcess(env);
    const emails = Array.from({ length: 12 }, () => uniqueEmail('shutdown'));
    const inFlight = emails.map((email) =>
      fetch(`${server.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, firstName: 'Shut', lastName: 'Down', password: 'secret-password' }),
      }).then(
        (response) => response.status,
        () => 'not answered',
      ),
    );
    // Let the requests reach the server (argon2 keeps each busy for a while), then ask it to stop.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = Date.now();
    const exit = await server.kill('SIGTERM');
    const outcomes = await Promise.all(inFlight);

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(outcomes.filter((outcome) => outcome === 201).length).toBeGreaterThan(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    if (testDatabaseKind === 'pglite') expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // Nothing half-done: every account the server created was answered with 201, and every 201 is there.
    const restarted = await startServerProcess(env);
    try {
      for (const [index, email] of emails.entries()) {
        const login = await fetch(`${restarted.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'secret-password' }),
        });
        expect(login.status === 200, `${email}: answered ${outcomes[index]}, login ${login.status}`).toBe(outcomes[index] === 201);
      }
    } finally {
      await restarted.stop();
    }
  }, 180_000);
});
