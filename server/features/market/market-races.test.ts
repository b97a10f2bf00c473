import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRow, sqlColumn } from '../../db/typed-sql';
import { createProject, expectLedgerClean } from '../../test/money-fixtures';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { uniqueEmail } from '../../test/test-app';
import { closeCampaignNow } from '../campaigns';
import { NOTIFICATIONS_LOCK } from '../notifications';
import { FILL_NOTICES_WAIT_MS } from './place-order';
import { issuedDaysAgo } from '../../test/market-fixtures';

/**
 * The market's races with two real server processes over one PostgreSQL database, as in
 * production behind a load balancer: the project's row lock (decision 0026) is all that stands
 * between concurrent orders on one book.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('the market on two server processes over one PostgreSQL database', () => {
  let testDatabase: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const env = { DATABASE_URL: testDatabase.url ?? '', SIGNUPS_PER_CLIENT: '1000', DATA_DIR: '.tmp/market-races-unused' };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await testDatabase?.close();
  });

  afterEach(() => expectLedgerClean(testDatabase.database.db));

  async function call(serverIndex: number, method: string, path: string, cookie: string, body?: object) {
    const server = servers[serverIndex % servers.length] as ServerProcess;
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  async function trader(dollars: number): Promise<string> {
    const signup = await fetch(`${servers[0]?.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('market-race'), password: 'secret-password', firstName: 'Market', lastName: 'Race' }),
    });
    expect(signup.status).toBe(201);
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (dollars > 0)
      expect((await call(1, 'POST', '/api/funds/add', cookie, { amount: dollars, paymentMethod: 'credit_card' })).status).toBe(200);
    return cookie;
  }

  const fillNotices = async (serverIndex: number, cookie: string): Promise<string[]> =>
    (await call(serverIndex, 'GET', '/api/notifications', cookie)).body.items
      .filter((notice: { kind: string }) => notice.kind === 'order_filled')
      .map((notice: { body: string }) => notice.body);

  /** A seller holding 10 shares of a tradable project ($10 a share). */
  async function sellerOfTen() {
    const project = await createProject(testDatabase.database.db, {
      fundingGoalCents: 100_00,
      minInvestmentCents: 1_00,
      availableShares: 990,
    });
    const seller = await trader(200);
    const invested = await call(0, 'POST', '/api/investments', seller, {
      projectId: project.id,
      investorName: 'Seller',
      investorEmail: 'seller@example.test',
      amount: '105.27',
      shares: 10,
    });
    expect(invested.status).toBe(201);
    expect(await closeCampaignNow(testDatabase.database.db, project.id, new Date())).toBe('funded');
    await issuedDaysAgo(testDatabase.database.db, project.id, 400);
    return { project, seller };
  }

  it('20 buyers at both servers for an ask of 5 shares: they fill exactly once, nobody is overdrawn', async () => {
    const { project, seller } = await sellerOfTen();
    const ask = await call(0, 'POST', '/api/market/orders', seller, { projectId: project.id, side: 'sell', shares: 5, limitPrice: '10' });
    expect(ask.status).toBe(201);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => trader(30)));
    const answers = await Promise.all(
      buyers.map((cookie, index) =>
        call(index, 'POST', '/api/market/orders', cookie, { projectId: project.id, side: 'buy', shares: 2, limitPrice: '10' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const filled = answers.reduce((sum, answer) => sum + (answer.body.order.filledShares as number), 0);
    expect(filled).toBe(5);
    const sold = await queryRow(
      testDatabase.database.db,
      z.object({ filled: sqlColumn.integer, status: sqlColumn.text }),
      sql`select filled_shares as filled, status from market_orders where id = ${ask.body.order.id as number}::int`,
    );
    expect(sold).toEqual({ filled: 5, status: 'filled' });
    const balances = await Promise.all(
      buyers.map(async (cookie) => Number((await call(1, 'GET', '/api/auth/user', cookie)).body.accountBalance)),
    );
    // Each bought shares at $10 or holds $20 for its open order: $30 in, never less than $0 nor more than $30 out.
    for (const balance of balances) expect(balance).toBeGreaterThanOrEqual(10);

    // Each order that traded told its buyer, once, before it answered; the seller once per buy order met.
    const told = await Promise.all(buyers.map((cookie, index) => fillNotices(index, cookie)));
    const boughtShares = answers.map((answer) => answer.body.order.filledShares as number);
    expect(told).toEqual(boughtShares.map((shares) => (shares === 0 ? [] : [expect.stringMatching(`^Your buy order: ${shares} share`)])));
    expect(await fillNotices(0, seller)).toHaveLength(boughtShares.filter((shares) => shares > 0).length);
  });

  it("answers an order that traded within its wait while another transaction holds the notifications' lock; its notices follow", async () => {
    const { project, seller } = await sellerOfTen();
    await call(0, 'POST', '/api/market/orders', seller, { projectId: project.id, side: 'sell', shares: 2, limitPrice: '10' });
    const buyer = await trader(30);
    const holder = new pg.Client({ connectionString: testDatabase.url ?? '' });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1)', [NOTIFICATIONS_LOCK]);
      const started = performance.now();
      const buy = await call(1, 'POST', '/api/market/orders', buyer, { projectId: project.id, side: 'buy', shares: 2, limitPrice: '10' });
      const waited = performance.now() - started;
      expect([buy.status, buy.body.order.filledShares]).toEqual([201, 2]);
      expect(waited).toBeGreaterThanOrEqual(FILL_NOTICES_WAIT_MS - 100);
      expect(waited).toBeLessThan(FILL_NOTICES_WAIT_MS + 5_000);
      expect(await fillNotices(1, buyer)).toEqual([]);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    await expect
      .poll(() => fillNotices(0, buyer), { timeout: 5_000 })
      .toEqual(['Your buy order: 2 shares bought at $10.00 on average. The order is filled.']);
  });

  it('a cancel racing a fill: the order is either filled or cancelled with what was left, never both', async () => {
    const { project, seller } = await sellerOfTen();
    const ask = await call(0, 'POST', '/api/market/orders', seller, { projectId: project.id, side: 'sell', shares: 4, limitPrice: '10' });
    const buyer = await trader(100);
    const [cancel, buy] = await Promise.all([
      call(0, 'DELETE', `/api/market/orders/${ask.body.order.id as number}`, seller),
      call(1, 'POST', '/api/market/orders', buyer, { projectId: project.id, side: 'buy', shares: 4, limitPrice: '10' }),
    ]);
    expect(buy.status).toBe(201);
    if (cancel.status === 200) {
      expect(cancel.body).toMatchObject({ status: 'cancelled', filledShares: 0 });
      expect(buy.body.order.filledShares).toBe(0);
    } else {
      expect(cancel).toEqual({ status: 409, body: { message: 'This order is already filled.' } });
      expect(buy.body.order.filledShares).toBe(4);
    }
  });
});
