import { afterEach, describe, expect, it } from 'vitest';
import { cents, centsToDecimal } from '../../../common/money';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { FixedClock } from '../../test/test-clock';
import { closeCampaignNow } from '../campaigns';
import { investmentValueCents } from './returns-model';

/**
 * An investment's value is worked out again on every request from the project's curve, so a
 * change to the curve (its generator, its trend, its waves) would move every investor's
 * returns at the next deploy. These figures pin the curves as they are; a deliberate change of
 * the model (docs/decisions/0002-simulated-returns.md) updates them.
 */
const INVESTED = new Date('2026-01-01T00:00:00Z');
const MOMENTS = ['2026-01-01T06:00:00Z', '2026-02-15T12:00:00Z', '2026-07-01T00:00:00Z', '2027-01-01T00:00:00Z'];

describe('the returns curves stay what investors have seen', () => {
  it.each([
    // project id: the value of $1,000 invested on 1 January 2026, 6 hours, 45 days, half a year and a year later.
    [1, [100234, 102107, 104880, 108511]],
    [2, [99688, 96452, 88946, 79424]],
    [3, [99768, 103323, 111657, 125412]],
    [42, [100288, 94385, 82606, 67648]],
    [1000, [99800, 101805, 116928, 139145]],
  ])('project %i', (projectId, values) => {
    expect(MOMENTS.map((at) => investmentValueCents(cents(1_000_00), projectId, INVESTED, new Date(at)))).toEqual(values);
  });

  it('values an investment at its amount at any moment before it was made', () => {
    for (const projectId of [1, 2, 42]) {
      expect(investmentValueCents(cents(1_000_00), projectId, new Date('2026-07-01T00:00:00Z'), INVESTED)).toBe(1_000_00);
      expect(investmentValueCents(cents(1_000_00), projectId, INVESTED, new Date(INVESTED.getTime() - 1))).toBe(1_000_00);
    }
  });
});

describe('GET /api/investments on a clock that stands still', () => {
  const clock = new FixedClock();
  const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
  afterEach(() => expectLedgerClean(context.database.db));

  it('shows the value of the curve to the cent, and the returns as value minus amount', async () => {
    const bought = clock.set(new Date(Date.now() - 60_000));
    const project = await createProject(context.database.db, { fundingGoalCents: 500_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '500', 47),
    });
    expect(invested.statusCode).toBe(201);
    // A holding follows the curve once its campaign is funded; while pending it waits at its amount.
    expect(await closeCampaignNow(context.database.db, project.id, bought)).toBe('funded');
    for (const days of [0.25, 45, 182]) {
      const now = new Date(bought.getTime() + days * 24 * 60 * 60 * 1000);
      clock.set(now);
      const value = investmentValueCents(cents(500_00), project.id, bought, now);
      const [row] = (await send(context.app, { method: 'GET', url: '/api/investments', cookie })).json() as Array<{
        currentValue: string;
        returns: string;
      }>;
      expect(row?.currentValue).toBe(centsToDecimal(value));
      expect(row?.returns).toBe(centsToDecimal(cents(value - 500_00)));
    }
  });
});
