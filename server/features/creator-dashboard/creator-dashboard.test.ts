import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decimalToCents } from '@common/money';
import {
  creatorDashboardSchema,
  creatorProjectListSchema,
  investorCsvColumns,
  projectInvestorListSchema,
} from '@common/schemas/creator-dashboard';
import { issuedDaysAgo, limitOrder, placeOrder } from '../../test/market-fixtures';
import { addFunds, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject } from '../../test/notification-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { closeCampaignNow } from '../campaigns';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
const get = (url: string, cookie: string) => send(context.app, { method: 'GET', url, cookie });

/** What the ledger says about a project's escrow: every hold posted into it, every cancel refund out of it, and its balance. */
async function escrowOnTheLedger(projectId: number) {
  const result = await context.database.db.execute<{ held: string; cancelled: string; balance: string }>(sql`
    select coalesce(sum(p.amount_cents) filter (where t.code = 'investment_hold'), 0)::text as held,
           coalesce(-sum(p.amount_cents) filter (where t.code = 'cancel_refund'), 0)::text as cancelled,
           coalesce(sum(p.amount_cents), 0)::text as balance
    from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
    where p.account_kind = 'project_escrow' and p.account_id = ${projectId}::int`);
  const row = result.rows[0];
  return { held: Number(row?.held), cancelled: Number(row?.cancelled), balance: Number(row?.balance) };
}

async function investor(firstName: string, lastName: string) {
  const user = await signUpUser(context.app, { firstName, lastName });
  await addFunds(context.app, user.cookie, 1000);
  return user;
}

describe('the creator dashboard', () => {
  it('the investor list and its CSV reconcile with the ledger, before and after the close, and the CSV is safe in a spreadsheet', async () => {
    const { cookie, project } = await creatorWithProject(context.app, context.database.db, { fundingGoalCents: 300_00 });
    const ada = await investor('Ada', 'Lovelace');
    const bob = await investor('Bob', 'Quits');
    const eve = await investor('=HYPERLINK("http://evil.test")', '+1');
    const invest = (who: { cookie: string }, amount: string, shares: number) =>
      send(context.app, {
        method: 'POST',
        url: '/api/investments',
        cookie: who.cookie,
        payload: investPayload(project.id, amount, shares),
      });
    expect((await invest(ada, '100', 9)).statusCode).toBe(201);
    const bobs = await invest(bob, '200', 19);
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${bobs.json().id}`, cookie: bob.cookie })).statusCode).toBe(
      200,
    );
    expect((await invest(eve, '150', 14)).statusCode).toBe(201);

    const listed = projectInvestorListSchema.parse((await get(`/api/creator/projects/${project.id}/investors`, cookie)).json());
    expect(listed.items.map((item) => [item.email, item.status, item.amount, item.shares])).toEqual([
      [eve.email, 'pending', '150.00', 14],
      [bob.email, 'cancelled', '200.00', 19],
      [ada.email, 'pending', '100.00', 9],
    ]);
    let ledger = await escrowOnTheLedger(project.id);
    expect(decimalToCents(listed.totals.amount)).toBe(ledger.held);
    expect(decimalToCents(listed.totals.byStatus.pending.amount)).toBe(ledger.balance);
    expect(decimalToCents(listed.totals.byStatus.cancelled.amount)).toBe(ledger.cancelled);

    const csv = await get(`/api/creator/projects/${project.id}/investors.csv`, cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="stagebacker-investors-${project.id}.csv"`);
    const [header, ...lines] = csv.body.trimEnd().split('\r\n');
    expect(header).toBe(investorCsvColumns.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.test""\) \+1",/);
    const csvAmounts = lines.map((line) => decimalToCents(line.split(',').at(-3) ?? ''));
    expect(csvAmounts.reduce((total, amount) => total + amount, 0)).toBe(ledger.held);

    const dashboard = creatorDashboardSchema.parse((await get(`/api/creator/projects/${project.id}/dashboard`, cookie)).json());
    expect(dashboard).toMatchObject({
      investors: 2,
      pendingAmount: '250.00',
      releasedAmount: '0.00',
      cancellations: { count: 1, amount: '200.00' },
      raisedAmount: '250.00',
      fundingGoal: '300.00',
    });
    expect(dashboard.curve.map((point) => point.raised)).toEqual(['0.00', '100.00', '300.00', '100.00', '250.00', '250.00']);
    expect(dashboard.curve.map((point) => point.at)).toEqual([...dashboard.curve.map((point) => point.at)].sort());

    expect(await closeCampaignNow(context.database.db, project.id, new Date())).toBe('failed');
    ledger = await escrowOnTheLedger(project.id);
    const afterClose = projectInvestorListSchema.parse((await get(`/api/creator/projects/${project.id}/investors`, cookie)).json());
    expect(afterClose.totals.byStatus.refunded).toEqual({ count: 2, shares: 23, amount: '250.00' });
    expect(decimalToCents(afterClose.totals.amount)).toBe(ledger.held);
    expect(ledger.balance).toBe(0);
    const [summary] = creatorProjectListSchema.parse((await get('/api/creator/projects', cookie)).json());
    expect(summary).toMatchObject({
      id: project.id,
      status: 'failed',
      investors: 0,
      refunds: { count: 2, amount: '250.00' },
      updateDue: false,
    });
    await expectLedgerClean(context.database.db);
  });

  it('a closed raise and its investors stay as funded after its shares trade on the market', async () => {
    const { cookie, project } = await creatorWithProject(context.app, context.database.db, {
      fundingGoalCents: 300_00,
      minInvestmentCents: 1_00,
    });
    const ada = await investor('Ada', 'Lovelace');
    const bob = await investor('Bob', 'Holds');
    for (const [who, amount, shares] of [
      [ada, '100', 9],
      [bob, '200', 19],
    ] as const) {
      const response = await send(context.app, {
        method: 'POST',
        url: '/api/investments',
        cookie: who.cookie,
        payload: investPayload(project.id, amount, shares),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await closeCampaignNow(context.database.db, project.id, new Date())).toBe('funded');
    // Past the 12 months' lock: Ada sells all her shares, Bob 5 of his 19, to two new holders.
    await issuedDaysAgo(context.database.db, project.id, 400);
    const buyers = [await fundedInvestor(context.app, 200), await fundedInvestor(context.app, 200)];
    const trades = [
      [ada, 'sell', 9],
      [bob, 'sell', 5],
      [buyers[0], 'buy', 9],
      [buyers[1], 'buy', 5],
    ] as const;
    for (const [who, side, shares] of trades) {
      if (!who) throw new Error('two buyers');
      const response = await placeOrder(context.app, who, limitOrder(project.id, side, shares, '12'));
      expect(response.statusCode, response.body).toBe(201);
    }

    const dashboard = creatorDashboardSchema.parse((await get(`/api/creator/projects/${project.id}/dashboard`, cookie)).json());
    expect(dashboard).toMatchObject({ status: 'funded', raisedAmount: '300.00', investors: 2, proceeds: { raised: '300.00' } });
    expect(dashboard.curve.at(-1)?.raised).toBe('300.00');
    expect(Math.max(...dashboard.curve.map((point) => decimalToCents(point.raised)))).toBe(300_00);

    const listed = projectInvestorListSchema.parse((await get(`/api/creator/projects/${project.id}/investors`, cookie)).json());
    // The campaign's investments as made: the shares issued and the amounts invested, whatever was sold since.
    expect(listed.items.map((item) => [item.name, item.status, item.amount, item.shares])).toEqual([
      ['Bob Holds', 'active', '200.00', 19],
      ['Ada Lovelace', 'sold', '100.00', 9],
    ]);
    expect(listed.totals).toMatchObject({ count: 2, shares: 28, amount: '300.00' });
    const csv = await get(`/api/creator/projects/${project.id}/investors.csv`, cookie);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(3);
    await expectLedgerClean(context.database.db);
  }, 90_000);

  it('only the creator: 401 signed out, 403 for investors and other creators, 404 for a missing project', async () => {
    const { project } = await creatorWithProject(context.app, context.database.db);
    const other = await creatorWithProject(context.app, context.database.db);
    const investorAccount = await signUpUser(context.app);
    for (const path of ['dashboard', 'investors', 'investors.csv']) {
      const url = `/api/creator/projects/${project.id}/${path}`;
      expect((await get(url, '')).statusCode).toBe(401);
      expect((await get(url, investorAccount.cookie)).statusCode).toBe(403);
      const forbidden = await get(url, other.cookie);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe("Only the project's creator can see who backs it.");
      expect((await get(`/api/creator/projects/999999/${path}`, other.cookie)).statusCode).toBe(404);
    }
    expect((await get('/api/creator/projects', investorAccount.cookie)).statusCode).toBe(403);
    const own = creatorProjectListSchema.parse((await get('/api/creator/projects', other.cookie)).json());
    expect(own.map((summary) => summary.id)).toEqual([other.project.id]);
  });
});
