import { afterEach, describe, expect, it } from 'vitest';
import { CANCEL_WINDOW_MESSAGE, cancellableUntil } from '@common/rules/campaigns';
import { cents, centsToDecimal } from '@common/money';
import { closedInvestmentSchema, investmentSchema, type Investment } from '@common/schemas/investments';
import { portfolioHistorySchema } from '@common/schemas/portfolio';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { FixedClock } from '../../test/test-clock';
import { closeCampaignNow } from '../campaigns';
import { payDueQuarters } from '../payouts';
import { findProjectRow } from '../../test/money-fixtures';
import { toClosedInvestment } from './investment-view';

/**
 * An investment's life on a clock that stands still until the test moves it: pending in escrow
 * at its amount, cancellable until 48 hours before the close, then an active holding on its
 * curve, and finally a closed position that shows what it paid back, however long ago.
 */
const clock = new FixedClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(() => expectLedgerClean(context.database.db));

const DAY_MS = 24 * 60 * 60 * 1000;
const startClock = () => clock.set(new Date(Date.now() - 60_000)).getTime();

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

const list = async (cookie: string) =>
  ((await send(context.app, { method: 'GET', url: '/api/investments', cookie })).json() as unknown[]).map((row) =>
    investmentSchema.parse(row),
  );
const history = async (cookie: string) =>
  ((await send(context.app, { method: 'GET', url: '/api/investments/history', cookie })).json() as unknown[]).map((row) =>
    closedInvestmentSchema.parse(row),
  );
const sell = (cookie: string, id: number) => send(context.app, { method: 'DELETE', url: `/api/investments/${id}`, cookie });

describe('a pending investment', () => {
  it('is worth its amount while its campaign runs, in the list and in the chart', async () => {
    const t0 = startClock();
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = await investIn(cookie, project.id);
    clock.set(new Date(t0 + 20 * DAY_MS));

    expect(await list(cookie)).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        currentValue: '100.00',
        returns: '0.00',
        cancellableUntil: cancellableUntil(project.endDate).toISOString(),
        closedAt: null,
      }),
    ]);
    const chart = portfolioHistorySchema.parse(
      (await send(context.app, { method: 'GET', url: '/api/portfolio/history?range=1m', cookie })).json(),
    );
    const held = chart.points.filter((point) => point.invested === '100.00');
    expect(held).toHaveLength(21);
    for (const point of held) expect(point.value).toBe('100.00');
  });

  it('can be cancelled until exactly 48 hours before the close, and not from then on', async () => {
    startClock();
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const early = await investIn(cookie, project.id);
    const late = await investIn(cookie, project.id);
    const deadline = cancellableUntil(project.endDate).getTime();

    clock.set(new Date(deadline - 1));
    const cancelled = await sell(cookie, early);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().investment).toMatchObject({ status: 'cancelled', proceeds: '100.00', realizedReturns: '0.00' });

    clock.set(new Date(deadline));
    const refused = await sell(cookie, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: CANCEL_WINDOW_MESSAGE });
    expect((await list(cookie)).map((row) => row.id)).toEqual([late]);
  });
});

describe('an active holding', () => {
  it('has no cancellation deadline', async () => {
    startClock();
    const project = await createProject(context.database.db, { fundingGoalCents: 100_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    await investIn(cookie, project.id);
    expect(await closeCampaignNow(context.database.db, project.id, clock.now())).toBe('funded');
    expect(await list(cookie)).toEqual([expect.objectContaining({ status: 'active', cancellableUntil: null })]);
  });
});

describe('GET /api/investments/history', () => {
  it('shows what a sold holding paid back, not what it would be worth today', async () => {
    const t0 = startClock();
    const project = await createProject(context.database.db, { fundingGoalCents: 100_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = await investIn(cookie, project.id);
    expect(await closeCampaignNow(context.database.db, project.id, clock.now())).toBe('funded');
    const soldAt = clock.set(new Date(t0 + 200 * DAY_MS));
    expect(await payDueQuarters(context.database.db, soldAt)).toBeGreaterThan(0);
    const { valueBp, sharePriceCents } = await findProjectRow(context.database.db, project.id);
    // The $100 bought 9 shares: a sale pays them at the indicative price.
    const proceeds = 9 * Math.round((sharePriceCents * valueBp) / 10_000);
    const sold = (await sell(cookie, id)).json().investment as { proceeds: string; payoutsReceived: string };
    expect(sold.proceeds).toBe(centsToDecimal(cents(proceeds)));
    const payouts = Math.round(Number(sold.payoutsReceived) * 100);
    expect(payouts).toBeGreaterThan(0);

    // Later quarters revalue the project and pay its holders; the closed position keeps what it had.
    expect(await payDueQuarters(context.database.db, clock.set(new Date(t0 + 500 * DAY_MS)))).toBeGreaterThan(0);
    expect((await findProjectRow(context.database.db, project.id)).valueBp).not.toBe(valueBp);
    expect(await history(cookie)).toEqual([
      expect.objectContaining({
        id,
        status: 'sold',
        closedAt: soldAt.toISOString(),
        proceeds: centsToDecimal(cents(proceeds)),
        currentValue: centsToDecimal(cents(proceeds)),
        payoutsReceived: centsToDecimal(cents(payouts)),
        realizedReturns: centsToDecimal(cents(payouts + proceeds - 100_00)),
        returns: centsToDecimal(cents(payouts + proceeds - 100_00)),
      }),
    ]);
  });

  it('lists cancelled, sold and refunded positions, the most recently closed first, and none can be closed again', async () => {
    const t0 = startClock();
    const pending = await createProject(context.database.db);
    const funded = await createProject(context.database.db, { fundingGoalCents: 100_00 });
    const failing = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const cancelledId = await investIn(cookie, pending.id);
    const soldId = await investIn(cookie, funded.id);
    const refundedId = await investIn(cookie, failing.id);
    expect(await closeCampaignNow(context.database.db, funded.id, clock.now())).toBe('funded');

    clock.set(new Date(t0 + 1 * DAY_MS));
    expect((await sell(cookie, cancelledId)).statusCode).toBe(200);
    clock.set(new Date(t0 + 2 * DAY_MS));
    expect((await sell(cookie, soldId)).statusCode).toBe(200);
    clock.set(new Date(t0 + 3 * DAY_MS));
    expect(await closeCampaignNow(context.database.db, failing.id, clock.now())).toBe('failed');

    const closed = await history(cookie);
    expect(closed.map((row) => [row.id, row.status])).toEqual([
      [refundedId, 'refunded'],
      [soldId, 'sold'],
      [cancelledId, 'cancelled'],
    ]);
    expect(closed[0]).toMatchObject({ proceeds: '100.00', realizedReturns: '0.00', closedAt: new Date(t0 + 3 * DAY_MS).toISOString() });
    expect(await list(cookie)).toEqual([]);

    for (const [id, message] of [
      [cancelledId, 'This investment has already been cancelled.'],
      [soldId, 'This investment has already been sold.'],
      [refundedId, 'This investment was refunded in full when its campaign failed.'],
    ] as const) {
      const again = await sell(cookie, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message });
    }
  });
});

describe('toClosedInvestment', () => {
  const view = (overrides: Partial<Investment>): Investment => ({
    id: 7,
    projectId: 3,
    investorName: 'A',
    investorEmail: 'a@b.co',
    amount: '100.00',
    fee: '5.00',
    shares: 9,
    reservedShares: 0,
    origin: 'campaign',
    returns: '4.20',
    currentValue: '104.20',
    payoutsReceived: '0.00',
    status: 'sold',
    investmentDate: '2026-01-01T00:00:00.000Z',
    cancellableUntil: null,
    reconfirmBy: null,
    closedAt: '2026-02-01T00:00:00.000Z',
    project: {
      id: 3,
      title: 'T',
      type: 'album',
      raisedAmount: '0.00',
      fundingGoal: '100.00',
      creator: { name: 'C' },
      timeline: { startDate: '2026-01-01', endDate: '2026-03-01' },
      status: 'funded',
    },
    ...overrides,
  });

  it('turns a closed position into one with its proceeds and realized returns', () => {
    for (const status of ['sold', 'cancelled', 'refunded'] as const) {
      expect(toClosedInvestment(view({ status }))).toMatchObject({
        status,
        proceeds: '104.20',
        realizedReturns: '4.20',
        closedAt: '2026-02-01T00:00:00.000Z',
      });
    }
  });

  it('refuses an open position, even one carrying a closing date, and a closed one without it', () => {
    expect(() => toClosedInvestment(view({ status: 'pending', closedAt: null }))).toThrow('investment 7 is pending, not closed');
    expect(() => toClosedInvestment(view({ status: 'active' }))).toThrow('investment 7 is active, not closed');
    expect(() => toClosedInvestment(view({ status: 'refunded', closedAt: null }))).toThrow('investment 7 is refunded, not closed');
  });
});
