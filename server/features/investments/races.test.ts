import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf, createProject, expectLedgerClean, findProjectRow, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const invest = (cookie: string, payload: object) => send(context.app, { method: 'POST', url: '/api/investments', cookie, payload });

describe('concurrent investing never oversells and never overdraws', () => {
  it('50 concurrent invests from 10 investors for the last 12 shares: exactly 6 of 2 shares each', async () => {
    // $22: fee $1.10, $20.90 buys 2 shares at $10.
    // The goal is within reach, so the last shares sold close the campaign funded.
    const project = await createProject(context.database.db, {
      minInvestmentCents: 10_00,
      totalShares: 500,
      availableShares: 12,
      fundingGoalCents: 5_000_00,
    });
    const investors = await Promise.all(Array.from({ length: 10 }, () => fundedInvestor(context.app, 200)));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => invest(investors[index % 10]?.cookie ?? '', investPayload(project.id, '22', 2))),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(created).toHaveLength(6);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^(Only [01] shares are available|This project is not open for investment)\.$/);
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

  it("one investor's concurrent invests in ten projects all land, each debiting the one balance once", async () => {
    // Each purchase locks its own project, then the investor's cash: a lock on the cash that waited
    // for another purchase's new investment row (its key-share lock) would deadlock them.
    const projects = await Promise.all(Array.from({ length: 10 }, () => createProject(context.database.db)));
    const { cookie } = await fundedInvestor(context.app, 1000);
    const responses = await Promise.all(projects.map((project) => invest(cookie, investPayload(project.id, '100', 9))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(await balanceOf(context.app, cookie)).toBe('0.00');
  });

  it('invests and cancels racing on one project keep shares, raise and escrow consistent', async () => {
    const project = await createProject(context.database.db, { minInvestmentCents: 10_00, totalShares: 100, availableShares: 100 });
    const investors = await Promise.all(Array.from({ length: 5 }, () => fundedInvestor(context.app, 500)));
    const first = await Promise.all(investors.map((investor) => invest(investor.cookie, investPayload(project.id, '22', 2))));
    for (const response of first) expect(response.statusCode).toBe(201);
    const ids = first.map((response) => response.json().id as number);
    const cancels = investors.map((investor, index) =>
      send(context.app, { method: 'DELETE', url: `/api/investments/${ids[index]}`, cookie: investor.cookie }),
    );
    const buys = investors.flatMap((investor) =>
      Array.from({ length: 6 }, () => invest(investor.cookie, investPayload(project.id, '22', 2))),
    );
    const [cancelResponses, buyResponses] = await Promise.all([Promise.all(cancels), Promise.all(buys)]);

    // Room for every buy: each owner's one cancel and each buy goes through, whatever the order.
    for (const response of cancelResponses) expect(response.statusCode).toBe(200);
    for (const response of buyResponses) expect(response.statusCode).toBe(201);
    const after = await findProjectRow(context.database.db, project.id);
    expect(after.availableShares).toBe(100 - 60);
    expect(after.raisedCents).toBe(30 * 22_00);
    expect(after.escrowCents).toBe(30 * 22_00);
    const balances = await Promise.all(investors.map((investor) => balanceOf(context.app, investor.cookie)));
    expect(balances).toEqual(Array(5).fill(`${500 - 6 * 22}.00`));
  });
});
