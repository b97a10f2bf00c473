import { afterEach, describe, expect, it } from 'vitest';
import { cents, centsToDecimal } from '../../../common/money';
import { portfolioHistorySchema } from '../../../common/schemas/portfolio';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { FixedClock } from '../../test/test-clock';
import { closeCampaignNow } from '../campaigns';
import { investmentValueCents } from './returns-model';

/** Two purchases of one project, days apart, on a clock that stands still: each is charted from its own purchase. */
const clock = new FixedClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(() => expectLedgerClean(context.database.db));

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/portfolio/history with several holdings of one project', () => {
  it('adds them up, each valued from the day it was bought', async () => {
    const t0 = clock.set(new Date(Date.now() - 60_000)).getTime();
    const project = await createProject(context.database.db, { fundingGoalCents: 400_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const buy = async (amount: string, shares: number) =>
      expect(
        (await send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(project.id, amount, shares) }))
          .statusCode,
      ).toBe(201);
    await buy('300', 28);
    const t1 = clock.set(new Date(t0 + 3 * DAY_MS)).getTime();
    await buy('200', 19);
    // The goal was reached: both become active holdings on the project's curve.
    expect(await closeCampaignNow(context.database.db, project.id, clock.now())).toBe('funded');
    const now = clock.set(new Date(t0 + 10 * DAY_MS)).getTime();

    const { points } = portfolioHistorySchema.parse(
      (await send(context.app, { method: 'GET', url: '/api/portfolio/history?range=1m', cookie })).json(),
    );
    expect(points).toHaveLength(31);
    points.forEach((point, index) => {
      const at = now - (30 - index) * DAY_MS;
      const first = at >= t0 ? investmentValueCents(cents(300_00), project.id, new Date(t0), new Date(at)) : 0;
      const second = at >= t1 ? investmentValueCents(cents(200_00), project.id, new Date(t1), new Date(at)) : 0;
      const invested = (at >= t0 ? 300_00 : 0) + (at >= t1 ? 200_00 : 0);
      expect(point).toEqual({
        date: new Date(at).toISOString().slice(0, 10),
        invested: centsToDecimal(cents(invested)),
        value: centsToDecimal(cents(first + second)),
      });
    });
    expect(points.at(-1)?.invested).toBe('500.00');
    expect(points.at(-1)?.value).not.toBe('500.00');
  });
});
