import { afterEach, describe, expect, it } from 'vitest';
import { ledgerPageSchema } from '@common/schemas/ledger';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

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
    expect((await page(cookie, 'cursor=2147483647')).items).toHaveLength(1);
  });
});
