import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { centsToDecimal, formatCentsAsUsd, splitRevenue, sumCents } from '@common/money';
import { creatorProjectListSchema } from '@common/schemas/creator-dashboard';
import { ledgerPageSchema } from '@common/schemas/ledger';
import { nextQuarterEnd } from '@common/schemas/payouts';
import { creators, projectQuarters } from '../../db/schema';
import { balanceOf, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject } from '../../test/notification-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { payDueQuarters } from '../payouts';
import { closeCampaignNow } from './close-campaigns';

/**
 * A creator with an account holds what their campaigns make in their cash: the raise less the
 * platform's 5% at a funded close, then their 70% of each quarter's revenue; Account Activity
 * and the creator dashboard say so in the creator's words.
 */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const get = (url: string, cookie: string) => send(context.app, { method: 'GET', url, cookie });

/** A creator's project with 100 shares ($1,000) bought by the demo backers, funded by a $250 investment at `closedAt`. */
async function fundedCampaign(closedAt: Date) {
  const creator = await creatorWithProject(context.app, context.database.db, {
    type: 'equipment',
    availableShares: 900,
    fundingGoalCents: 1_250_00,
  });
  const investor = await fundedInvestor(context.app, 1000);
  const invested = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie: investor.cookie,
    payload: investPayload(creator.project.id, '250', 23),
  });
  expect(invested.statusCode, invested.body).toBe(201);
  expect(await closeCampaignNow(context.database.db, creator.project.id, closedAt)).toBe('funded');
  return creator;
}

async function newestLine(cookie: string) {
  const page = ledgerPageSchema.parse((await get('/api/ledger?limit=1', cookie)).json());
  return page.items[0];
}

async function proceedsOf(cookie: string) {
  const listed = creatorProjectListSchema.parse((await get('/api/creator/projects', cookie)).json());
  return listed.map((project) => project.proceeds);
}

describe("a creator's money", () => {
  it('a funded close credits the raise less the 5% fee to the creator’s balance, in Account Activity and on the dashboard', async () => {
    const closedAt = new Date();
    const { cookie, project } = await fundedCampaign(closedAt);

    // $1,000 from the demo backers and $250 in escrow; the fees: $50 on the demo raise and the investment's $12.50.
    expect(await balanceOf(context.app, cookie)).toBe('1187.50');
    expect(await newestLine(cookie)).toMatchObject({
      code: 'release_to_creator',
      at: closedAt.toISOString(),
      amount: '1187.50',
      balanceAfter: '1187.50',
      description: 'Raised $1,250.00 · Platform fee $62.50 · Net $1,187.50',
      projectId: project.id,
      projectTitle: 'Test Project',
    });
    // Nothing is left in the proceeds account of a creator who has an account.
    const [creator] = await context.database.db.select().from(creators).where(eq(creators.id, project.creatorId));
    expect(creator?.proceedsCents).toBe(0);
    expect(await proceedsOf(cookie)).toEqual([{ raised: '1250.00', platformFee: '62.50', net: '1187.50', revenuePaid: '0.00' }]);
  });

  it("each quarter's end credits the creator's 70% of the revenue to their balance, as 'Revenue share' on the books and the dashboard", async () => {
    const closedAt = new Date();
    const { cookie, project } = await fundedCampaign(closedAt);
    const quarterEnd = nextQuarterEnd(closedAt);
    // Other tests' funded campaigns may be due too; this one pays its first quarter.
    expect(await payDueQuarters(context.database.db, quarterEnd)).toBeGreaterThanOrEqual(1);

    const [quarter] = await context.database.db.select().from(projectQuarters).where(eq(projectQuarters.projectId, project.id));
    if (!quarter) throw new Error('no quarter was paid');
    const share = splitRevenue(quarter.revenueCents).creator;
    expect(share).toBeGreaterThan(0);
    expect(await balanceOf(context.app, cookie)).toBe(centsToDecimal(sumCents([118_750 as typeof share, share])));
    expect(await newestLine(cookie)).toMatchObject({
      code: 'revenue',
      at: quarterEnd.toISOString(),
      amount: centsToDecimal(share),
      description: `70% of ${formatCentsAsUsd(quarter.revenueCents)} revenue`,
      projectTitle: 'Test Project',
    });
    expect(await proceedsOf(cookie)).toEqual([
      { raised: '1250.00', platformFee: '62.50', net: '1187.50', revenuePaid: centsToDecimal(share) },
    ]);
    const [summary] = creatorProjectListSchema.parse((await get('/api/creator/projects', cookie)).json());
    expect(summary?.revenue).toEqual({ total: centsToDecimal(quarter.revenueCents), creatorShare: centsToDecimal(share) });
  });

  it('shows zeros for a campaign still raising', async () => {
    const { cookie } = await creatorWithProject(context.app, context.database.db);
    expect(await proceedsOf(cookie)).toEqual([{ raised: '0.00', platformFee: '0.00', net: '0.00', revenuePaid: '0.00' }]);
    expect(await balanceOf(context.app, cookie)).toBe('0.00');
  });
});
