import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../plugins/session-cache';
import { createProject, expectLedgerClean, findProjectRow, investPayload } from '../test/money-fixtures';
import { callServer, sessionCookieOf, signUpAt } from '../test/server-client';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';

const LOGIN_FAILURES_PER_EMAIL = 3;

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: whatever
 * server a request lands on, the session, the rate limits and the money are the same.
 * (multi-process.test.ts races invests, duplicate keys and sales across two servers.)
 */
describe.skipIf(testDatabaseKind !== 'postgres')('several servers on one PostgreSQL database', () => {
  let testDatabase: TestDatabase;
  let unusedDataDir: string;
  let serverA: ServerProcess;
  let serverB: ServerProcess;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    unusedDataDir = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-multi-server-'));
    const env = {
      DATABASE_URL: testDatabase.url ?? '',
      DATA_DIR: unusedDataDir,
      SIGNUPS_PER_CLIENT: '1000',
      LOGIN_FAILURES_PER_EMAIL: String(LOGIN_FAILURES_PER_EMAIL),
      // The same on both, so a device known to one is known to the other.
      KNOWN_DEVICE_SECRET: 'the-known-device-secret-both-servers-share',
    };
    [serverA, serverB] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([serverA?.stop(), serverB?.stop()]);
    await testDatabase?.close();
    rmSync(unusedDataDir, { recursive: true, force: true });
  });

  it('a session started on one server works on the other, for reading, adding funds, investing and signing out', async () => {
    const project = await createProject(testDatabase.database.db);
    const { cookie, email, password } = await signUpAt(serverA.url, 'multi-session');

    const me = await callServer(serverB.url, 'GET', '/api/auth/user', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);

    const added = await callServer(serverB.url, 'POST', '/api/funds/add', {
      cookie,
      body: { amount: '500', paymentMethod: 'credit_card' },
    });
    expect(added.status).toBe(200);
    expect(added.body.accountBalance).toBe('500.00');
    const invested = await callServer(serverA.url, 'POST', '/api/investments', { cookie, body: investPayload(project.id, '100', 9) });
    expect(invested.status).toBe(201);
    const listedOnB = await callServer(serverB.url, 'GET', '/api/investments', { cookie });
    expect(listedOnB.body.map((investment: { id: number }) => investment.id)).toEqual([invested.body.id]);
    expect((await callServer(serverB.url, 'GET', '/api/auth/user', { cookie })).body.accountBalance).toBe('400.00');

    // A login on B, used on A; signing the first session out on A ends it on B too, once B's
    // copy of the session (remembered from its last use there) is older than SESSION_CACHE_MS.
    const login = await callServer(serverB.url, 'POST', '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const secondCookie = sessionCookieOf(login);
    expect((await callServer(serverA.url, 'GET', '/api/auth/user', { cookie: secondCookie })).status).toBe(200);
    expect((await callServer(serverA.url, 'POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await callServer(serverA.url, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS));
    expect((await callServer(serverB.url, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect((await callServer(serverB.url, 'GET', '/api/auth/user', { cookie: secondCookie })).status).toBe(200);
  });

  it('failed logins spread over both servers lock the email on both for unknown devices (429 with Retry-After), not for a known one', async () => {
    const { email, password } = await signUpAt(serverA.url, 'multi-lock');
    const signedIn = await callServer(serverA.url, 'POST', '/api/auth/login', { body: { email, password } });
    const device = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('sb_device='))
      ?.split(';')[0];
    const other = await signUpAt(serverB.url, 'multi-unlocked');
    const servers = [serverA, serverB];
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_EMAIL; attempt += 1) {
      const failed = await callServer(servers[attempt % 2]?.url ?? '', 'POST', '/api/auth/login', {
        body: { email, password: 'wrong-password' },
      });
      expect(failed.status).toBe(401);
    }
    // Locked on both, even with the right password; another email is not affected.
    for (const server of servers) {
      const locked = await callServer(server.url, 'POST', '/api/auth/login', { body: { email, password } });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Too many failed sign-in attempts for this email\./);
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    const unaffected = await callServer(serverB.url, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } });
    expect(unaffected.status).toBe(200);
    // The browser that signed in on A is known to both.
    for (const server of servers)
      expect((await callServer(server.url, 'POST', '/api/auth/login', { cookie: device, body: { email, password } })).status).toBe(200);
  });

  it('invests alternating between the servers race for the last 10 shares and for balances: 5 sold, books balanced', async () => {
    // The goal is within reach, so the last shares sold close the campaign funded.
    const project = await createProject(testDatabase.database.db, {
      minInvestmentCents: 10_00,
      totalShares: 100,
      availableShares: 10,
      fundingGoalCents: 1_000_00,
    });
    // Each investor can pay for two $22 invests (2 shares each) but tries three.
    const cookies: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const { cookie } = await signUpAt(index % 2 ? serverB.url : serverA.url, 'multi-race');
      expect(
        (await callServer(serverA.url, 'POST', '/api/funds/add', { cookie, body: { amount: '50', paymentMethod: 'credit_card' } })).status,
      ).toBe(200);
      cookies.push(cookie);
    }
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        callServer(index % 2 ? serverB.url : serverA.url, 'POST', '/api/investments', {
          cookie: cookies[index % cookies.length],
          body: investPayload(project.id, '22', 2),
        }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(
        /^(Only [0-9] shares are available\.|Insufficient funds\. Your balance is \$\d+\.\d\d\.|This project is not open for investment\.)$/,
      );
    }
    expect(await findProjectRow(testDatabase.database.db, project.id)).toMatchObject({
      availableShares: 0,
      status: 'funded',
      escrowCents: 0,
    });
    const { rows } = await testDatabase.database.db.execute<{ negative: number }>(
      sql`select count(*)::int as negative from users where balance_cents < 0`,
    );
    expect(rows[0]?.negative).toBe(0);
    await expectLedgerClean(testDatabase.database.db);
  });
});
