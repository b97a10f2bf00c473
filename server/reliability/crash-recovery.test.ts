import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPglite, pgliteExtensions, wrapPglite, type DatabaseHandle } from '../db/client';
import { createProject } from '../test/money-fixtures';
import { callServer, signUpAt } from '../test/server-client';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { expectAcknowledgedDurable } from './durability-checks';
import { sendMoneyRequest, startMoneyLoad, type Acknowledged, type Investor, type MoneyRequest } from './money-load';

const ROUNDS = 10;
const INVESTORS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** $1 shares and a $10 minimum, so $20 invests never run out of shares or hit a limit. */
const projectForLoad = { sharePriceCents: 1_00, minInvestmentCents: 10_00, totalShares: 1_000_000, availableShares: 1_000_000 };

/**
 * The server is killed with SIGKILL at a random moment of an invest and add-funds load, ten
 * times, and restarted on the same data. Nothing it acknowledged may be lost, nothing may be
 * half-written, and a client retrying with the same Idempotency-Key is never charged twice.
 */
describe(`a server killed during an invest and add-funds load, on ${testDatabaseKind}`, () => {
  let dataDir: string;
  let testDatabase: TestDatabase | undefined;
  let env: Record<string, string>;
  let projectId: number;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-crash-'));
    if (testDatabaseKind === 'postgres') {
      testDatabase = await createTestDatabase();
      projectId = (await createProject(testDatabase.database.db, projectForLoad)).id;
    } else {
      // The test's own data folder, from the migrated and seeded snapshot (a new PGlite folder takes far longer).
      const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
      const seeded = wrapPglite(await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: snapshot, extensions: pgliteExtensions }));
      projectId = (await createProject(seeded.db, projectForLoad)).id;
      await seeded.close();
    }
    env = {
      DATA_DIR: dataDir,
      SIGNUPS_PER_CLIENT: '1000',
      // The replays go out all at once, a connection each: over the cap of 100 a busy round's were reset.
      CONNECTIONS_PER_CLIENT: '10000',
      ...(testDatabase?.url ? { DATABASE_URL: testDatabase.url } : {}),
    };
  });

  afterAll(async () => {
    await server?.stop();
    await testDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The database as the crashed server left it. PGlite: only while no server holds the folder (this takes a dead server's lock over). */
  async function withDatabase(check: (database: DatabaseHandle) => Promise<void>): Promise<void> {
    if (testDatabase) return check(testDatabase.database);
    const database = await openPglite(dataDir);
    try {
      await check(database);
    } finally {
      await database.close();
    }
  }

  const balances = (baseUrl: string, investors: Investor[]) =>
    Promise.all(
      investors.map(async ({ cookie }) => (await callServer(baseUrl, 'GET', '/api/auth/user', { cookie })).body.accountBalance as string),
    );

  it(`loses nothing acknowledged and charges nothing twice over ${ROUNDS} kills`, async () => {
    server = await startServerProcess(env);
    const investors: Investor[] = [];
    const acknowledged: Acknowledged[] = [];
    for (let index = 0; index < INVESTORS; index += 1) {
      const investor = await signUpAt(server.url, 'crash');
      const deposit: MoneyRequest = {
        path: '/api/funds/add',
        investor,
        key: 'funds-start',
        body: { amount: '10000', paymentMethod: 'credit_card' },
      };
      const answer = await sendMoneyRequest(server.url, deposit);
      expect(answer.status).toBe(200);
      acknowledged.push({ ...deposit, status: answer.status, answer: answer.body });
      // Funded past the $2,500 floor, the investor declares being accredited (decisions.md, Investment limits).
      const declared = await callServer(server.url, 'PUT', '/api/investor-profile', {
        cookie: investor.cookie,
        body: { dateOfBirth: null, annualIncome: null, netWorth: null, accredited: true, externalInvestments12m: null },
      });
      expect(declared.status).toBe(200);
      investors.push(investor);
    }

    for (let round = 1; round <= ROUNDS; round += 1) {
      const running: ServerProcess = server;
      const killAfterMs = 50 + Math.floor(Math.random() * 351);
      const context = `round ${round} (killed ${killAfterMs} ms into the load)`;
      const load = startMoneyLoad(running.url, investors, projectId, `r${round}`);
      await sleep(killAfterMs);
      load.stop();
      expect(await running.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
      const outcome = await load.done;
      expect(outcome.refused, context).toEqual([]);
      acknowledged.push(...outcome.acknowledged);

      // PGlite: every other round the restarted server itself takes over the dead server's lock,
      // and the next check reads what both rounds acknowledged.
      const checkNow = testDatabaseKind === 'postgres' || round % 2 === 0;
      if (checkNow) {
        await withDatabase(({ db }) => expectAcknowledgedDurable(db, acknowledged, investors, context));
      } else {
        expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'), context).toBe(String(running.pid));
      }
      const restarted = await startServerProcess(env);
      server = restarted;

      // A client retries what the crash cut off, with the same key: done once, whichever side of the crash it fell on.
      const retried: Acknowledged[] = [];
      for (const request of outcome.unanswered) {
        const answer = await sendMoneyRequest(restarted.url, request);
        expect(answer.status, `${context}: retrying ${request.key}`).toBeLessThan(300);
        retried.push({ ...request, status: answer.status, answer: answer.body });
      }
      acknowledged.push(...retried);

      // Replaying every answered key returns the first answer and charges nothing.
      const answered = [...outcome.acknowledged, ...retried];
      const before = await balances(restarted.url, investors);
      const replays = await Promise.all(answered.map((request) => sendMoneyRequest(restarted.url, request)));
      replays.forEach((replay, index) => {
        const first = answered[index] as Acknowledged;
        expect(
          { status: replay.status, body: replay.body, replayed: replay.headers.get('idempotent-replayed') },
          `${context}: replaying ${first.key}`,
        ).toEqual({
          status: first.status,
          body: first.answer,
          replayed: 'true',
        });
      });
      expect(await balances(restarted.url, investors), context).toEqual(before);
    }

    await server.stop();
    if (testDatabaseKind === 'pglite') expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    await withDatabase(({ db }) => expectAcknowledgedDurable(db, acknowledged, investors, 'after the last round'));
    // The load did run: both kinds of request were acknowledged besides the starting deposits.
    expect(acknowledged.filter((request) => request.path === '/api/investments').length).toBeGreaterThan(0);
    expect(acknowledged.filter((request) => request.key.startsWith('funds-r')).length).toBeGreaterThan(0);
  }, 300_000);
});
