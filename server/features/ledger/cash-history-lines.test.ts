import { afterEach, describe, expect, it } from 'vitest';
import { ledgerPageSchema } from '@common/schemas/ledger';
import { cents } from '@common/money';
import { createProject, expectLedgerClean, fundedInvestor, investPayload, userIdOf } from '../../test/money-fixtures';
import { postTransfer } from './post-transfers';
import { SANDBOX, userCash } from './accounts';
import { send, useTestApp } from '../../test/test-app';
import { limitOrder, placeOrder, tradableProject } from '../../test/market-fixtures';

/** GET /api/ledger line by line: what each line says, and pages of any size that chain to the first line. */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const page = async (cookie: string, query: string) => {
  const response = await send(context.app, { method: 'GET', url: `/api/ledger?${query}`, cookie });
  expect(response.statusCode).toBe(200);
  return ledgerPageSchema.parse(response.json());
};

describe('GET /api/ledger', () => {
  it("names each line: the demo card's deposits, and the project and investment of a hold", async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 300);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '100', 9),
    });
    const { items, nextCursor } = await page(cookie, 'limit=10');
    expect(nextCursor).toBeNull();
    expect(
      items.map(({ code, amount, balanceAfter, description, projectId, projectTitle, investmentId }) => ({
        code,
        amount,
        balanceAfter,
        description,
        projectId,
        projectTitle,
        investmentId,
      })),
    ).toEqual([
      {
        code: 'investment_hold',
        amount: '-100.00',
        balanceAfter: '200.00',
        description: '',
        projectId: project.id,
        projectTitle: 'Test Project',
        investmentId: invested.json().id,
      },
      {
        code: 'deposit',
        amount: '300.00',
        balanceAfter: '300.00',
        description: 'Demo card (no real money)',
        projectId: null,
        projectTitle: null,
        investmentId: null,
      },
    ]);
    for (const item of items) expect(Date.parse(item.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages of three chain from the newest line to the oldest and sum to the balance', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 0);
    for (const amount of [10, 20, 30, 40, 50]) {
      await send(context.app, { method: 'POST', url: '/api/funds/add', cookie, payload: { amount, paymentMethod: 'credit_card' } });
    }
    await send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(project.id, '100', 9) });

    const first = await page(cookie, 'limit=3');
    expect(first.items.map((item) => item.amount)).toEqual(['-100.00', '50.00', '40.00']);
    expect(first.items.map((item) => item.balanceAfter)).toEqual(['50.00', '150.00', '100.00']);
    expect(first.nextCursor).toBe(String(first.items[2]?.id));
    const second = await page(cookie, `limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.amount)).toEqual(['30.00', '20.00', '10.00']);
    expect(second.items.map((item) => item.balanceAfter)).toEqual(['60.00', '30.00', '10.00']);
    // Exactly three lines were left: no page after them.
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor that is no line id with 400, up to the largest id a line can have', async () => {
    const { cookie } = await fundedInvestor(context.app, 10);
    for (const cursor of ['2147483648', '9999999999', '0', '-1', '1.5', 'abc']) {
      const response = await send(context.app, { method: 'GET', url: `/api/ledger?cursor=${cursor}`, cookie });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toEqual({ message: 'cursor must be the nextCursor of an earlier page.' });
    }
    // A well-formed cursor that is none of the user's lines: an empty page, not an error.
    expect((await page(cookie, 'cursor=2147483647')).items).toEqual([]);
  });

  it('lists by the sandbox date of each line, newest first, when a clock jump posted earlier-dated lines later, and the balances follow', async () => {
    const { cookie, email } = await fundedInvestor(context.app, 100);
    const userId = await userIdOf(context.database.db, email);
    const now = Date.now();
    // A round caught up after a jump posts lines dated at the quarter ends it passed: after today's deposit, dated before it.
    for (const [days, dollars] of [
      [90, 7],
      [30, 5],
      [60, 3],
    ] as const) {
      await context.database.db.transaction((tx) =>
        postTransfer(tx, {
          code: 'deposit',
          description: 'Demo card (no real money)',
          at: new Date(now - days * 86_400_000),
          postings: [
            { account: userCash(userId), amount: cents(dollars * 100) },
            { account: SANDBOX, amount: cents(-dollars * 100) },
          ],
        }),
      );
    }
    const first = await page(cookie, 'limit=2');
    const second = await page(cookie, `limit=2&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const items = [...first.items, ...second.items];
    expect(items.map((item) => item.amount)).toEqual(['100.00', '5.00', '3.00', '7.00']);
    expect(items.map((item) => item.balanceAfter)).toEqual(['115.00', '15.00', '10.00', '7.00']);
    const dates = items.map((item) => Date.parse(item.at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("tells a trade's seller the fee and its buyer that the unused part of their reservation came back", async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [seller] = holders;
    if (!seller) throw new Error('a holder');
    const buyer = await fundedInvestor(context.app, 100);
    expect((await placeOrder(context.app, seller, limitOrder(project.id, 'sell', 4, '9'))).statusCode).toBe(201);
    // $40 reserved at the $10 limit; 4 shares trade at the ask's $9: $36, and $4 goes back.
    expect((await placeOrder(context.app, buyer, limitOrder(project.id, 'buy', 4, '10'))).json().order.status).toBe('filled');

    const [sold] = (await page(seller.cookie, 'limit=1')).items;
    expect(sold).toMatchObject({
      code: 'trade',
      amount: '35.28',
      description: `4 shares of ${project.title} at $9.00 · fee $0.72`,
      tradeSide: 'sell',
    });
    const [returned, held] = (await page(buyer.cookie, 'limit=2')).items;
    expect(returned).toMatchObject({
      code: 'trade',
      amount: '4.00',
      description: `4 shares of ${project.title} at $9.00`,
      tradeSide: 'buy',
    });
    expect(held).toMatchObject({ code: 'order_hold', amount: '-40.00', tradeSide: null });
  });
});
