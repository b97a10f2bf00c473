import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProject, expectLedgerClean, findProjectRow, investPayload } from '../../test/money-fixtures';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { uniqueEmail } from '../../test/test-app';
import { nextQuarterEnd, quarterOf } from '@common/schemas/payouts';

/**
 * The races of races.test.ts again, with two real server processes over one PostgreSQL
 * database: here row locks and conditional updates are all that stand between concurrent
 * requests, as they would in production behind a load balancer.
 */
const ADMIN_TOKEN = 'multi-process-admin-token';

describe.skipIf(testDatabaseKind !== 'postgres')('two server processes over one PostgreSQL database', () => {
  let testDatabase: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const env = {
      DATABASE_URL: testDatabase.url ?? '',
      SIGNUPS_PER_CLIENT: '1000',
      DATA_DIR: '.tmp/multi-process-unused',
      SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN,
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await testDatabase?.close();
  });

  afterEach(() => expectLedgerClean(testDatabase.database.db));

  /** A request to one of the two servers; the session cookie works on both. */
  async function call(
    serverIndex: number,
    method: string,
    path: string,
    cookie: string,
    body?: object,
    headers: Record<string, string> = {},
  ) {
    const server = servers[serverIndex % servers.length] as ServerProcess;
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  /** Signs up through one server and adds funds through the other. */
  async function investorWith(dollars: number): Promise<string> {
    const signup = await fetch(`${servers[0]?.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('multi'), password: 'secret-password', firstName: 'Multi', lastName: 'Process' }),
    });
    expect(signup.status).toBe(201);
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    for (let left = dollars; left > 0; left -= 10_000) {
      const added = await call(1, 'POST', '/api/funds/add', cookie, { amount: Math.min(left, 10_000), paymentMethod: 'credit_card' });
      expect(added.status).toBe(200);
    }
    return cookie;
  }

  it('50 concurrent invests at both servers for the last 12 shares: exactly 6, never oversold', async () => {
    // The goal is within reach, so the last shares sold close the campaign funded.
    const project = await createProject(testDatabase.database.db, {
      minInvestmentCents: 10_00,
      totalShares: 300,
      availableShares: 12,
      fundingGoalCents: 2_900_00,
    });
    const cookies = await Promise.all(Array.from({ length: 10 }, () => investorWith(200)));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(index, 'POST', '/api/investments', cookies[index % 10] ?? '', investPayload(project.id, '22', 2)),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(6);
    for (const response of responses.filter((candidate) => candidate.status !== 201)) {
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^(Only [01] shares are available|This project is not open for investment)\.$/);
    }
    expect(await findProjectRow(testDatabase.database.db, project.id)).toMatchObject({
      availableShares: 0,
      status: 'funded',
      escrowCents: 0,
    });
  });

  it('20 concurrent $600 invests at both servers on a $1,000 balance: exactly one', async () => {
    const project = await createProject(testDatabase.database.db);
    const cookie = await investorWith(1000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call(index, 'POST', '/api/investments', cookie, investPayload(project.id, '600', 57))),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 400).map((response) => response.body.message)).toEqual(
      Array(19).fill('Insufficient funds. Your balance is $400.00.'),
    );
    expect((await call(0, 'GET', '/api/auth/user', cookie)).body.accountBalance).toBe('400.00');
  });

  it('a duplicate Idempotency-Key racing at both servers charges once', async () => {
    const project = await createProject(testDatabase.database.db);
    const cookie = await investorWith(1000);
    const headers = { 'idempotency-key': 'multi-process-press' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(index, 'POST', '/api/investments', cookie, investPayload(project.id, '100', 9), headers),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect((await call(1, 'GET', '/api/auth/user', cookie)).body.accountBalance).toBe('900.00');
  });

  it('two servers advancing the sandbox clock at once close each due campaign once', async () => {
    const endDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const projects = await Promise.all(Array.from({ length: 4 }, () => createProject(testDatabase.database.db, { endDate })));
    const cookie = await investorWith(1000);
    for (const [index, project] of projects.entries()) {
      expect((await call(index, 'POST', '/api/investments', cookie, investPayload(project.id, '100', 9))).status).toBe(201);
    }
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const answers = await Promise.all([0, 1].map((index) => call(index, 'POST', '/api/sandbox/clock', '', { advanceDays: 3 }, headers)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const project of projects) {
      expect(await findProjectRow(testDatabase.database.db, project.id)).toMatchObject({ status: 'failed', escrowCents: 0 });
    }
    // Each failed campaign refunded its one investment once: $1,000 back, not more.
    expect((await call(1, 'GET', '/api/auth/user', cookie)).body.accountBalance).toBe('1000.00');
  });

  it('cancelling one investment at both servers at once refunds once', async () => {
    const project = await createProject(testDatabase.database.db);
    const cookie = await investorWith(100);
    const invested = await call(0, 'POST', '/api/investments', cookie, investPayload(project.id, '100', 9));
    expect(invested.status).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => call(index, 'DELETE', `/api/investments/${invested.body.id}`, cookie)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const sold = responses.find((response) => response.status === 200);
    expect((await call(1, 'GET', '/api/auth/user', cookie)).body.accountBalance).toBe(sold?.body.accountBalance);
  });

  it('two servers advancing the clock again and again pay each quarter of a funded project once', async () => {
    const { db } = testDatabase.database;
    const sandboxNow = async () => new Date((await call(0, 'GET', '/api/sandbox', '')).body.now as string);
    const day = (at: Date, offset: number) => new Date(at.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const start = await sandboxNow();
    // 500 shares held by the demo backers, 47 by the investor.
    const project = await createProject(db, {
      fundingGoalCents: 1_000_00,
      totalShares: 1000,
      availableShares: 500,
      startDate: day(start, -5),
      endDate: day(start, 2),
    });
    const cookie = await investorWith(500);
    const invested = await call(0, 'POST', '/api/investments', cookie, investPayload(project.id, '500', 47));
    expect(invested.status).toBe(201);
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
    // Each server moves the shared clock: the latest answer is the sandbox time now.
    let now = start;
    for (const advanceDays of [3, 45, 45, 120]) {
      const answers = await Promise.all([0, 1].map((index) => call(index, 'POST', '/api/sandbox/clock', '', { advanceDays }, headers)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      for (const answer of answers) if (new Date(answer.body.now) > now) now = new Date(answer.body.now);
    }
    const { closedAt, payoutCount } = await findProjectRow(db, project.id);
    const due: string[] = [];
    for (let end = nextQuarterEnd(closedAt ?? now); end <= now; end = nextQuarterEnd(end)) due.push(quarterOf(new Date(end.getTime() - 1)));
    expect(due.length).toBeGreaterThanOrEqual(4);
    const lines = (await call(1, 'GET', '/api/payouts', cookie)).body as Array<{ quarter: string; amount: string }>;
    expect(lines.map((line) => line.quarter).sort()).toEqual(due.sort());
    expect(payoutCount).toBe(due.length);
    const paid = lines.reduce((total, line) => total + Math.round(Number(line.amount) * 100), 0);
    expect(Math.round(Number((await call(0, 'GET', '/api/auth/user', cookie)).body.accountBalance) * 100)).toBe(paid);
  });
});
