import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents, centsToDecimal, decimalToCents } from '@common/money';
import { investmentSchema, saleResultSchema } from '@common/schemas/investments';
import { investments } from '../../db/schema';
import {
  balanceOf,
  createProject,
  expectLedgerClean,
  findProjectRow,
  fundedHolding,
  fundedInvestor,
  investPayload,
  investmentPostings,
} from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { nextQuarterEnd } from '@common/schemas/payouts';
import { realizedDraws, valueBpAt } from '@common/rules/revenue-model';
import { payDueQuarters, readRevenueSeed } from '../payouts';

const clock = new TestClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(async () => {
  clock.reset();
  await expectLedgerClean(context.database.db);
});

async function investIn(cookie: string, projectId: number, amount = '100', shares = 9): Promise<number> {
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie,
    payload: investPayload(projectId, amount, shares),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const list = (cookie: string) => send(context.app, { method: 'GET', url: '/api/investments', cookie });
const sell = (cookie: string, id: number | string) => send(context.app, { method: 'DELETE', url: `/api/investments/${id}`, cookie });

describe('GET /api/investments', () => {
  it("lists only the investor's active investments, newest first, in the spec's read-back shape", async () => {
    const project = await createProject(context.database.db);
    const other = await createProject(context.database.db, { title: 'Other Project', type: 'tour' });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const first = await investIn(cookie, project.id);
    const second = await investIn(cookie, other.id, '200', 19);
    const stranger = await fundedInvestor(context.app, 1000);
    await investIn(stranger.cookie, project.id);

    const response = await list(cookie);
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as unknown[]).map((row) => investmentSchema.parse(row));
    expect(rows.map((row) => row.id)).toEqual([second, first]);
    expect(rows[0]).toMatchObject({
      amount: '200.00',
      shares: 19,
      returns: '0.00',
      project: {
        id: other.id,
        title: 'Other Project',
        type: 'tour',
        fundingGoal: '10000.00',
        timeline: { startDate: other.startDate, endDate: other.endDate },
      },
    });
    expect(rows[1]?.project.raisedAmount).toBe('200.00');
  });

  it('values an active holding at its latest revaluation, counts its payouts in returns, and does not move between events', async () => {
    const {
      project,
      investor,
      investmentId: id,
    } = await fundedHolding(context.app, context.database.db, { dollars: 1000, amount: '500', shares: 47 });
    const [fresh] = (await list(investor.cookie)).json() as Array<{ returns: string; currentValue: string }>;
    // 47 shares at $10: the 5% fee ($25) and the $5 that bought no share are a cost from the issue on.
    expect(fresh).toMatchObject({ returns: '-30.00', currentValue: '470.00', payoutsReceived: '0.00' });
    const now = await clock.advanceDays(200);
    expect(await payDueQuarters(context.database.db, now)).toBeGreaterThan(0);

    const { closedAt, type, fundingGoalCents, sharePriceCents } = await findProjectRow(context.database.db, project.id);
    let lastQuarterEnd = nextQuarterEnd(closedAt ?? now);
    while (nextQuarterEnd(lastQuarterEnd) <= now) lastQuarterEnd = nextQuarterEnd(lastQuarterEnd);
    // Worked out from the revenue model, never read back from what the payouts stored.
    const draws = realizedDraws(await readRevenueSeed(context.database.db), project.id);
    const valueBp = valueBpAt({ id: project.id, type, fundingGoalCents, fundedAt: closedAt ?? now }, lastQuarterEnd, draws);
    const value = 47 * Math.round((sharePriceCents * valueBp) / 10_000);
    const [{ payoutsCents } = { payoutsCents: 0 }] = await context.database.db
      .select({ payoutsCents: investments.payoutsCents })
      .from(investments)
      .where(eq(investments.id, id));
    expect(payoutsCents).toBeGreaterThan(0);

    const [row] = (await list(investor.cookie)).json() as Array<{ returns: string; currentValue: string; payoutsReceived: string }>;
    expect(row).toMatchObject({
      currentValue: centsToDecimal(cents(value)),
      payoutsReceived: centsToDecimal(cents(payoutsCents)),
      returns: centsToDecimal(cents(payoutsCents + value - 500_00)),
    });
    await clock.advanceDays(20);
    expect((await list(investor.cookie)).json()).toEqual([row]);
  });

  it('answers 401 when signed out', async () => {
    expect((await list('')).statusCode).toBe(401);
  });
});

describe('DELETE /api/investments/{id}', () => {
  const holding = (amount = '500', shares = 47) => fundedHolding(context.app, context.database.db, { dollars: 1000, amount, shares });

  it('cancels a pending investment with a full refund, fee included, and gives the shares and the raise back', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = await investIn(cookie, project.id, '500', 47);

    const response = await sell(cookie, id);
    expect(response.statusCode).toBe(200);
    const result = saleResultSchema.parse(response.json());
    expect(result.investment).toMatchObject({
      id,
      status: 'cancelled',
      proceeds: '500.00',
      realizedReturns: '0.00',
      amount: '500.00',
      fee: '25.00',
    });
    expect(result.accountBalance).toBe('1000.00');
    expect(await findProjectRow(context.database.db, project.id)).toMatchObject({ availableShares: 1000, raisedCents: 0, escrowCents: 0 });
    expect(await investmentPostings(context.database.db, id)).toEqual([
      ['investment_hold', 'user_cash', -500_00],
      ['investment_hold', 'project_escrow', 500_00],
      ['cancel_refund', 'user_cash', 500_00],
      ['cancel_refund', 'project_escrow', -500_00],
    ]);
    expect((await list(cookie)).json()).toEqual([]);
  });

  it("refuses to cancel in the campaign's last 48 hours, and moves nothing", async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = await investIn(cookie, project.id, '500', 47);
    const closesAt = Date.parse(`${project.endDate}T00:00:00Z`) + 86_400_000;
    // One minute inside the window.
    await clock.advanceDays((closesAt - 48 * 3_600_000 + 60_000 - Date.now()) / 86_400_000);

    const response = await sell(cookie, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "Investments can't be cancelled in the last 48 hours before the campaign closes." });
    expect(await balanceOf(context.app, cookie)).toBe('500.00');
    expect((await findProjectRow(context.database.db, project.id)).escrowCents).toBe(500_00);
  });

  it("sells an active holding at its current value, gives the shares back, keeps it as sold and leaves the closed campaign's raise as it was", async () => {
    const { project, investor, investmentId: id } = await holding();
    const raisedBefore = (await send(context.app, { method: 'GET', url: `/api/tours/${project.id}` })).json().raisedAmount;
    expect(raisedBefore).toBe('500.00');

    const response = await sell(investor.cookie, id);
    expect(response.statusCode).toBe(200);
    const result = saleResultSchema.parse(response.json());
    const [row] = await context.database.db.select().from(investments).where(eq(investments.id, id));
    const value = row?.proceedsCents ?? cents(0);
    expect(row).toMatchObject({ status: 'sold', closedAt: expect.any(Date) });
    expect(result.investment).toMatchObject({
      id,
      status: 'sold',
      proceeds: centsToDecimal(value),
      realizedReturns: centsToDecimal(cents(value - 500_00)),
    });
    expect(result.investment.project.raisedAmount).toBe('500.00');
    expect(result.accountBalance).toBe(centsToDecimal(cents(500_00 + value)));
    expect(await balanceOf(context.app, investor.cookie)).toBe(result.accountBalance);
    expect(await findProjectRow(context.database.db, project.id)).toMatchObject({ availableShares: 1000, raisedCents: 500_00 });
    expect((await send(context.app, { method: 'GET', url: `/api/tours/${project.id}` })).json().raisedAmount).toBe(raisedBefore);
    expect((await investmentPostings(context.database.db, id)).filter(([code]) => code === 'sale')).toEqual([
      ['sale', 'user_cash', value],
      ['sale', 'sandbox', -value],
    ]);
    expect((await list(investor.cookie)).json()).toEqual([]);
  });

  it("credits exactly the holding's value at the moment of sale, not the amount paid", async () => {
    const { project, investor, investmentId: id } = await holding();
    const soldAt = await clock.advanceDays(400);
    expect(await payDueQuarters(context.database.db, soldAt)).toBeGreaterThan(0);
    const { closedAt, type, fundingGoalCents, payoutsThrough, sharePriceCents } = await findProjectRow(context.database.db, project.id);
    const draws = realizedDraws(await readRevenueSeed(context.database.db), project.id);
    const valueBp = valueBpAt({ id: project.id, type, fundingGoalCents, fundedAt: closedAt ?? soldAt }, payoutsThrough ?? soldAt, draws);
    const value = 47 * Math.round((sharePriceCents * valueBp) / 10_000);
    expect(value).not.toBe(47 * sharePriceCents);
    const before = decimalToCents(await balanceOf(context.app, investor.cookie));

    const response = await sell(investor.cookie, id);
    expect(response.statusCode).toBe(200);
    const credited = decimalToCents(saleResultSchema.parse(response.json()).accountBalance) - before;
    expect(credited).toBe(value);
    expect((await investmentPostings(context.database.db, id)).find(([code, kind]) => code === 'sale' && kind === 'user_cash')?.[2]).toBe(
      credited,
    );
  });

  it("sells on the day of investing at the shares' value: the fee is not given back", async () => {
    const { investor, investmentId: id } = await holding('100', 9);
    const response = await sell(investor.cookie, id);
    // $1,000 less $100 invested, plus 9 shares at $10 (no revaluation yet).
    expect(response.json().accountBalance).toBe('990.00');
  });

  it("answers 404 for someone else's investment and changes nothing", async () => {
    const project = await createProject(context.database.db);
    const owner = await fundedInvestor(context.app, 1000);
    const id = await investIn(owner.cookie, project.id);
    const thief = await fundedInvestor(context.app, 0);
    const response = await sell(thief.cookie, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "The investment you're looking for doesn't exist." });
    expect(await balanceOf(context.app, thief.cookie)).toBe('0.00');
    expect((await list(owner.cookie)).json()).toHaveLength(1);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '..%2F1'])('answers 404 for the id %s', async (id) => {
    const { cookie } = await fundedInvestor(context.app, 0);
    const response = await sell(cookie, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "The investment you're looking for doesn't exist." });
  });

  it('answers 409 to a second sale and credits once', async () => {
    const { investor, investmentId: id } = await holding('100', 9);
    const first = await sell(investor.cookie, id);
    const second = await sell(investor.cookie, id);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'This investment has already been sold.' });
    expect(await balanceOf(context.app, investor.cookie)).toBe(first.json().accountBalance);
  });

  it('answers 409 to a second cancel and refunds once', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 100);
    const id = await investIn(cookie, project.id);
    expect((await sell(cookie, id)).statusCode).toBe(200);
    const second = await sell(cookie, id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'This investment has already been cancelled.' });
    expect(await balanceOf(context.app, cookie)).toBe('100.00');
  });

  it('credits once when ten sales of one holding race, and refunds once when ten cancels of one pending investment race', async () => {
    const { investor, investmentId: held } = await holding('100', 9);
    const sales = await Promise.all(Array.from({ length: 10 }, () => sell(investor.cookie, held)));
    expect(sales.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const sold = sales.find((response) => response.statusCode === 200);
    expect(await balanceOf(context.app, investor.cookie)).toBe(sold?.json().accountBalance);

    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 100);
    const pending = await investIn(cookie, project.id);
    const cancels = await Promise.all(Array.from({ length: 10 }, () => sell(cookie, pending)));
    expect(cancels.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await balanceOf(context.app, cookie)).toBe('100.00');
  });

  it('answers 401 when signed out', async () => {
    expect((await sell('', 1)).statusCode).toBe(401);
  });
});
