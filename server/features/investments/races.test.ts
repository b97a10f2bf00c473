import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf, createProject, expectLedgerClean, findProjectRow, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const invest = (cookie: string, payload: object) => send(context.app, { method: 'POST', url: '/api/investments', cookie, payload });

describe('concurrent investing never oversells and never overdraws', () => {
  it('50 concurrent invests from 10 investors for the last 12 shares: exactly 6 of 2 shares each', async () => {
    // $22: fee $1.10, $20.90 buys 2 shares at $10.
    const project = await createProject(context.database.db, { minInvestmentCents: 10_00, totalShares: 500, availableShares: 12 });
    const investors = await Promise.all(Array.from({ length: 10 }, () => fundedInvestor(context.app, 200)));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => invest(investors[index % 10]?.cookie ?? '', investPayload(project.id, '22', 2))),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(created).toHaveLength(6);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Only [01] shares are available\.$/);
    }
    const after = await findProjectRow(context.database.db, project.id);
    expect(after.availableShares).toBe(0);
    expect(after.raisedCents).toBe(after.demoRaisedCents + 6 * 22_00);
    const balances = await Promise.all(investors.map((investor) => balanceOf(context.app, investor.cookie)));
    expect(balances.reduce((sum, balance) => sum + Number(balance), 0)).toBeCloseTo(2000 - 6 * 22, 6);
  });

  it('20 concurrent $600 invests on a $1,000 balance: exactly one succeeds', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => invest(cookie, investPayload(project.id, '600', 57))));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Insufficient funds. Your balance is $400.00.' });
    }
    expect(await balanceOf(context.app, cookie)).toBe('400.00');
    expect((await findProjectRow(context.database.db, project.id)).availableShares).toBe(1000 - 57);
  });

  it('invests and sells racing on one project keep shares and raise consistent', async () => {
    const project = await createProject(context.database.db, { minInvestmentCents: 10_00, totalShares: 40, availableShares: 40 });
    const investors = await Promise.all(Array.from({ length: 5 }, () => fundedInvestor(context.app, 500)));
    const first = await Promise.all(investors.map((investor) => invest(investor.cookie, investPayload(project.id, '22', 2))));
    for (const response of first) expect(response.statusCode).toBe(201);
    const ids = first.map((response) => response.json().id as number);
    const sales = investors.map((investor, index) => send(context.app, { method: 'DELETE', url: `/api/investments/${ids[index]}`, cookie: investor.cookie }));
    const buys = investors.flatMap((investor) => Array.from({ length: 6 }, () => invest(investor.cookie, investPayload(project.id, '22', 2))));
    const [saleResponses, buyResponses] = await Promise.all([Promise.all(sales), Promise.all(buys)]);

    // Every owner's one sale goes through; a buy either gets its 2 shares or is told how many are left.
    for (const response of saleResponses) expect(response.statusCode).toBe(200);
    const bought = buyResponses.filter((response) => response.statusCode === 201);
    for (const response of buyResponses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Only [01] shares are available\.$/);
    }
    // The 30 free shares always go to buyers; the 10 the sales return may come too late for some.
    expect(bought.length).toBeGreaterThanOrEqual(15);
    expect(bought.length).toBeLessThanOrEqual(20);
    const after = await findProjectRow(context.database.db, project.id);
    expect(after.availableShares).toBe(40 - 2 * bought.length);
    expect(after.raisedCents).toBe(bought.length * 22_00);
  });
});
