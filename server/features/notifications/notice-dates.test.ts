import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPageSchema, type Notification } from '@common/schemas/notifications';
import { payoutListSchema } from '@common/schemas/payouts';
import { projectQuarters } from '../../db/schema';
import { createProject, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject, notificationsOf } from '../../test/notification-fixtures';
import { TestClock } from '../../test/test-clock';
import { advanceSandboxClock, send, useTestApp } from '../../test/test-app';
import { closeCampaignNow } from '../campaigns';

/**
 * A notice is dated when its event happened on the sandbox clock, not when the scheduled work
 * that sent it ran (issue 46: a payout posted Jan 1 read as the day the clock was moved), and
 * every list is newest first by that date.
 */
const TOKEN = 'notice-dates-test-admin-token';
const clock = new TestClock();
const context = useTestApp({ SANDBOX_ADMIN_TOKEN: TOKEN, SIGNUPS_PER_CLIENT: '1000' }, { clock });
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(clock.now().getTime() + offset * DAY_MS).toISOString().slice(0, 10);

const advanceDays = (days: number) => advanceSandboxClock(context.app, TOKEN, days);

/** Every notice of the account, read two at a time (the cursor follows the same order). */
async function pagedByTwo(cookie: string): Promise<Notification[]> {
  const items: Notification[] = [];
  let cursor: string | null = null;
  do {
    const response = await send(context.app, {
      method: 'GET',
      url: `/api/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      cookie,
    });
    expect(response.statusCode).toBe(200);
    const page = notificationPageSchema.parse(response.json());
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const newestFirst = (items: Notification[]) => [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);

describe('the dates of notices sent by scheduled work', () => {
  it('after a jump of a year, each payout notice is dated at its payout, and the list is newest first by that date', async () => {
    const funded = { type: 'equipment' as const, fundingGoalCents: 1_000_00, totalShares: 1000, availableShares: 500, endDate: day(30) };
    const creator = await creatorWithProject(context.app, context.database.db, funded);
    const other = await createProject(context.database.db, funded);
    const investor = await fundedInvestor(context.app, 2000);
    for (const project of [creator.project, other]) {
      const invested = await send(context.app, {
        method: 'POST',
        url: '/api/investments',
        cookie: investor.cookie,
        payload: investPayload(project.id, '500', 47),
      });
      expect(invested.statusCode, invested.body).toBe(201);
      expect(await closeCampaignNow(context.database.db, project.id, clock.now())).toBe('funded');
    }

    await advanceDays(400);

    const { items } = await notificationsOf(context.app, investor.cookie);
    const payouts = payoutListSchema.parse(
      (await send(context.app, { method: 'GET', url: '/api/payouts', cookie: investor.cookie })).json(),
    );
    expect(payouts.length).toBeGreaterThanOrEqual(8);
    const notices = items.filter((item) => item.kind === 'payout_posted');
    expect(notices).toHaveLength(payouts.length);
    for (const payout of payouts) {
      const notice = notices.find((item) => item.projectId === payout.projectId && item.body.endsWith(` for ${payout.quarter}.`));
      expect(notice?.createdAt, `${payout.projectId} ${payout.quarter}`).toBe(payout.postedAt);
    }
    // Two projects paid quarter after quarter in one round: their notices' ids do not follow their dates, the list does.
    const ids = items.map((item) => item.id);
    expect(newestFirst(items).map((item) => item.id)).not.toEqual([...ids].sort((a, b) => b - a));
    expect(items).toEqual(newestFirst(items));
    expect(await pagedByTwo(investor.cookie)).toEqual(items);

    // The creator's 70% of each quarter is dated at the quarter's end too.
    const quarterEnds = await context.database.db
      .select({ quarter: projectQuarters.quarter, quarterEnd: projectQuarters.quarterEnd })
      .from(projectQuarters)
      .where(eq(projectQuarters.projectId, creator.project.id));
    const shares = (await notificationsOf(context.app, creator.cookie)).items.filter((item) => item.kind === 'revenue_share_paid');
    expect(shares.length).toBeGreaterThanOrEqual(4);
    for (const share of shares) {
      const quarter = quarterEnds.find((row) => share.title.startsWith(`Revenue share ${row.quarter} `));
      expect(share.createdAt).toBe(quarter?.quarterEnd.toISOString());
    }
  });
});
