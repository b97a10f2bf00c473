import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCentsAsUsd, splitRevenue } from '@common/money';
import type { Notification } from '@common/schemas/notifications';
import { projectQuarters } from '../../db/schema';
import { settleDue } from '../../jobs/settle-due';
import { expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject, notificationsOf } from '../../test/notification-fixtures';
import { FixedClock } from '../../test/test-clock';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { closeCampaignNow } from '../campaigns';
import { NEW_BACKERS_EVERY_MS } from './new-backers';

/**
 * The notices of a creator's money and of a close (decision 0028): creators hear their campaign
 * funded or failed, their new backers (at most one notice a project an hour, naming how many) and
 * their revenue share paid; followers hear a close. Each once, however often the work runs.
 */
const clock = new FixedClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(async () => {
  clock.set(new Date());
  await expectLedgerClean(context.database.db);
});

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(clock.now().getTime() + offset * DAY_MS).toISOString().slice(0, 10);
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

async function invest(cookie: string, projectId: number, amount: string, shares: number) {
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie,
    payload: investPayload(projectId, amount, shares),
  });
  expect(response.statusCode, response.body).toBe(201);
}
async function follow(cookie: string, projectId: number) {
  expect((await send(context.app, { method: 'PUT', url: `/api/follows/projects/${projectId}`, cookie })).statusCode).toBe(204);
}
const noticesOf = async (cookie: string, ...kinds: Array<Notification['kind']>) =>
  (await notificationsOf(context.app, cookie)).items.filter((item) => kinds.includes(item.kind));
const shape = ({ kind, title, body, link }: Notification) => ({ kind, title, body, link });

/** Runs the scheduled round as two servers would at once, then once more. */
async function settleTwiceAndAgain() {
  await Promise.all([settleDue(context.database.db, clock.now()), settleDue(context.database.db, clock.now())]);
  await settleDue(context.database.db, clock.now());
}

describe('notices of a close', () => {
  it('a funded close tells the creator what reached their balance, the investors and the followers, each once', async () => {
    const creator = await creatorWithProject(context.app, context.database.db, { fundingGoalCents: 200_00, endDate: day(30) });
    const { id } = creator.project;
    const investor = await fundedInvestor(context.app, 1000);
    const follower = await signUpUser(context.app);
    const bystander = await signUpUser(context.app);
    // The creator follows their own project (a follow from before creators were refused one) and the investor follows it too: still one notice each.
    await context.database.db.execute(sql`insert into follows (user_id, project_id) values (${creator.userId}::int, ${id}::int)`);
    await follow(investor.cookie, id);
    await follow(follower.cookie, id);
    await invest(investor.cookie, id, '200', 19);

    const closes = await Promise.all([
      closeCampaignNow(context.database.db, id, clock.now()),
      closeCampaignNow(context.database.db, id, clock.now()),
    ]);
    expect(closes.sort()).toEqual(['funded', null]);
    later(DAY_MS * 40);
    await settleTwiceAndAgain();

    expect((await noticesOf(creator.cookie, 'campaign_funded', 'campaign_failed')).map(shape)).toEqual([
      {
        kind: 'campaign_funded',
        title: 'Test Project is funded',
        body: 'Your campaign raised $200.00. After the $10.00 platform fee, $190.00 was added to your balance.',
        link: `/dashboard?tab=creator&project=${id}`,
      },
    ]);
    expect((await noticesOf(investor.cookie, 'campaign_funded', 'campaign_failed')).map(shape)).toEqual([
      {
        kind: 'campaign_funded',
        title: 'Test Project is funded',
        body: 'The campaign closed funded: your shares are issued and quarterly payouts will follow.',
        link: '/dashboard',
      },
    ]);
    expect((await noticesOf(follower.cookie, 'campaign_funded', 'campaign_failed')).map(shape)).toEqual([
      {
        kind: 'campaign_funded',
        title: 'Test Project is funded',
        body: 'The campaign closed funded, raising $200.00 of its $200.00 goal.',
        link: `/tour/${id}`,
      },
    ]);
    expect((await notificationsOf(context.app, bystander.cookie)).items).toEqual([]);
    // The backer who came just before the close is still told of, once, and the closed campaign is then left alone.
    expect((await noticesOf(creator.cookie, 'new_backers')).map(({ title, body }) => [title, body])).toEqual([
      ['1 new backer for Test Project', 'One investor backed your campaign.'],
    ]);
    const allTold = await context.database.db.execute(
      sql`select 1 from notification_events where event_key = ${`project:${id}:backers-all-told`}`,
    );
    expect(allTold.rows).toHaveLength(1);
  });

  it('a failed close tells the creator, the investors refunded and the followers, each once', async () => {
    const creator = await creatorWithProject(context.app, context.database.db, { endDate: day(3) });
    const { id } = creator.project;
    const investor = await fundedInvestor(context.app, 1000);
    const follower = await signUpUser(context.app);
    await follow(follower.cookie, id);
    await invest(investor.cookie, id, '150', 14);

    later(DAY_MS * 5);
    await settleTwiceAndAgain();
    expect(await closeCampaignNow(context.database.db, id, clock.now())).toBeNull();

    expect((await noticesOf(creator.cookie, 'campaign_funded', 'campaign_failed')).map(shape)).toEqual([
      {
        kind: 'campaign_failed',
        title: 'Test Project did not reach its goal',
        body: 'Your campaign closed with $150.00 of its $10,000.00 goal, so nothing is paid out: every investment was refunded in full.',
        link: `/dashboard?tab=creator&project=${id}`,
      },
    ]);
    expect((await noticesOf(investor.cookie, 'campaign_funded', 'campaign_failed')).map((item) => item.body)).toEqual([
      'The campaign closed without reaching its goal: your investment was refunded in full, fee included.',
    ]);
    expect((await noticesOf(follower.cookie, 'campaign_funded', 'campaign_failed')).map(shape)).toEqual([
      {
        kind: 'campaign_failed',
        title: 'Test Project did not reach its goal',
        body: 'The campaign closed with $150.00 of its $10,000.00 goal.',
        link: `/tour/${id}`,
      },
    ]);
  });
});

describe('new backers', () => {
  it('at most one notice a project an hour, naming how many backed it since the last', async () => {
    const creator = await creatorWithProject(context.app, context.database.db, { endDate: day(30) });
    const { id } = creator.project;
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => fundedInvestor(context.app, 1000)));
    if (!first || !second || !third) throw new Error('no investors');
    const backerNotices = () => noticesOf(creator.cookie, 'new_backers');

    // Two purchases within the hour: nothing until the first has waited an hour, then one notice naming 2.
    await invest(first.cookie, id, '100', 9);
    later(10 * MINUTE_MS);
    await invest(second.cookie, id, '100', 9);
    later(10 * MINUTE_MS);
    await settleTwiceAndAgain();
    expect(await backerNotices()).toEqual([]);
    later(NEW_BACKERS_EVERY_MS - 20 * MINUTE_MS);
    await settleTwiceAndAgain();
    const toldAt = clock.now().getTime();
    expect((await backerNotices()).map(shape)).toEqual([
      {
        kind: 'new_backers',
        title: '2 new backers for Test Project',
        body: '2 investors backed your campaign. It has raised $200.00 of its $10,000.00 goal.',
        link: `/dashboard?tab=creator&project=${id}`,
      },
    ]);

    // A purchase after that hour and a second investment of a backer already counted: one new backer, told an hour after the last notice.
    later(5 * MINUTE_MS);
    await invest(third.cookie, id, '100', 9);
    await invest(first.cookie, id, '100', 9);
    clock.set(new Date(toldAt + NEW_BACKERS_EVERY_MS - MINUTE_MS));
    await settleTwiceAndAgain();
    expect(await backerNotices()).toHaveLength(1);
    clock.set(new Date(toldAt + NEW_BACKERS_EVERY_MS + 5 * MINUTE_MS));
    await settleTwiceAndAgain();
    const notices = await backerNotices();
    expect(notices.map(shape)[0]).toEqual({
      kind: 'new_backers',
      title: '1 new backer for Test Project',
      body: 'One investor backed your campaign since your last notice. It has raised $400.00 of its $10,000.00 goal.',
      link: `/dashboard?tab=creator&project=${id}`,
    });
    expect(notices).toHaveLength(2);

    // Only a repeat investment since: no notice, however long the wait.
    await invest(second.cookie, id, '100', 9);
    later(3 * NEW_BACKERS_EVERY_MS);
    await settleTwiceAndAgain();
    expect(await backerNotices()).toHaveLength(2);
    // The investors hear nothing of it.
    for (const investor of [first, second, third]) expect(await noticesOf(investor.cookie, 'new_backers')).toEqual([]);
  });

  it('a clock jump past many hours sends one notice naming everyone since the last', async () => {
    const creator = await creatorWithProject(context.app, context.database.db, { endDate: day(30) });
    const investors = await Promise.all([1, 2, 3].map(() => fundedInvestor(context.app, 1000)));
    for (const investor of investors) {
      await invest(investor.cookie, creator.project.id, '100', 9);
      later(20 * MINUTE_MS);
    }
    later(2 * DAY_MS);
    await settleTwiceAndAgain();
    expect((await noticesOf(creator.cookie, 'new_backers')).map((item) => item.title)).toEqual(['3 new backers for Test Project']);
  });
});

describe('revenue share paid', () => {
  it('tells the creator their 70% of each quarter once, naming the quarter, the revenue and the amount', async () => {
    const creator = await creatorWithProject(context.app, context.database.db, {
      type: 'equipment',
      fundingGoalCents: 1_250_00,
      availableShares: 900,
      endDate: day(30),
    });
    const { id } = creator.project;
    const investor = await fundedInvestor(context.app, 1000);
    await invest(investor.cookie, id, '250', 23);
    expect(await closeCampaignNow(context.database.db, id, clock.now())).toBe('funded');

    later(200 * DAY_MS);
    await settleTwiceAndAgain();
    later(DAY_MS);
    await settleTwiceAndAgain();

    const quarters = await context.database.db
      .select({ quarter: projectQuarters.quarter, revenue: projectQuarters.revenueCents })
      .from(projectQuarters)
      .where(eq(projectQuarters.projectId, id))
      .orderBy(projectQuarters.quarter);
    const paid = quarters.filter((row) => splitRevenue(row.revenue).creator > 0);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    const notices = await noticesOf(creator.cookie, 'revenue_share_paid');
    expect(notices.map(shape).reverse()).toEqual(
      paid.map(({ quarter, revenue }) => ({
        kind: 'revenue_share_paid',
        title: `Revenue share ${quarter} paid: Test Project`,
        body: `Test Project earned ${formatCentsAsUsd(revenue)} in ${quarter}; your 70% share, ${formatCentsAsUsd(splitRevenue(revenue).creator)}, was added to your balance.`,
        link: '/account-activity',
      })),
    );
    // The investor hears of their payouts, not of the creator's share.
    expect(await noticesOf(investor.cookie, 'revenue_share_paid')).toEqual([]);
    expect((await noticesOf(investor.cookie, 'payout_posted')).length).toBeGreaterThanOrEqual(2);
  });
});
