import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMomentUtc } from '@common/dates';
import { campaignClosesAt, cancellableUntil } from '@common/rules/campaigns';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { notificationsOf } from '../../test/notification-fixtures';
import { FixedClock } from '../../test/test-clock';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { closeCampaignNow } from '../campaigns';
import { settleDue } from '../../jobs/settle-due';
import { notifyAll } from './notify';
import { CLOSING_SOON_LEAD_MS } from './reminders';

const clock = new FixedClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
const HOUR_MS = 60 * 60 * 1000;
const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const invest = (cookie: string, projectId: number, amount: string, shares: number) =>
  send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(projectId, amount, shares) });
const followProject = (cookie: string, projectId: number) =>
  send(context.app, { method: 'PUT', url: `/api/follows/projects/${projectId}`, cookie });
const kindsOf = async (cookie: string, projectId: number) =>
  (await notificationsOf(context.app, cookie)).items
    .filter((item) => item.link.includes(`/tour/${projectId}`) || item.title.startsWith('Test Project'))
    .map((item) => item.kind);

describe('notifications of project events', () => {
  it('crossing 50% and 100% of the goal tells followers and backers once, even when the raise dips and crosses again', async () => {
    const project = await createProject(context.database.db, { fundingGoalCents: 1_000_00, endDate: day(30) });
    const follower = await signUpUser(context.app);
    expect((await followProject(follower.cookie, project.id)).statusCode).toBe(204);
    const backer = await fundedInvestor(context.app, 2000);
    const bystander = await signUpUser(context.app);

    const half = await invest(backer.cookie, project.id, '500', 47);
    expect(half.statusCode).toBe(201);
    expect(
      (await send(context.app, { method: 'DELETE', url: `/api/investments/${half.json().id}`, cookie: backer.cookie })).statusCode,
    ).toBe(200);
    expect((await invest(backer.cookie, project.id, '500', 47)).statusCode).toBe(201);
    expect((await invest(backer.cookie, project.id, '500', 47)).statusCode).toBe(201);

    const followerNews = (await notificationsOf(context.app, follower.cookie)).items;
    expect(followerNews.map((item) => item.kind)).toEqual(['progress_100', 'progress_50']);
    expect(followerNews[1]).toMatchObject({
      title: 'Test Project is 50% funded',
      body: 'It has raised half of its $1,000.00 goal.',
      link: `/tour/${project.id}`,
      readAt: null,
    });
    expect(followerNews[0]).toMatchObject({
      title: 'Test Project reached its goal',
      body: 'It has raised $1,000.00 of its $1,000.00 goal.',
    });
    expect((await notificationsOf(context.app, backer.cookie)).items.map((item) => item.kind)).toEqual(['progress_100', 'progress_50']);
    expect((await notificationsOf(context.app, bystander.cookie)).items).toEqual([]);
    await expectLedgerClean(context.database.db);
  });

  it('a close tells the investors whose pending investments it issued or refunded, and the followers apart', async () => {
    const funded = await createProject(context.database.db, { fundingGoalCents: 100_00, endDate: day(30) });
    const failed = await createProject(context.database.db, { endDate: day(30) });
    const investor = await fundedInvestor(context.app, 1000);
    const follower = await signUpUser(context.app);
    for (const project of [funded, failed]) {
      expect((await invest(investor.cookie, project.id, '100', 9)).statusCode).toBe(201);
      expect((await followProject(follower.cookie, project.id)).statusCode).toBe(204);
    }
    const before = (await notificationsOf(context.app, follower.cookie)).items.length;
    expect(await closeCampaignNow(context.database.db, funded.id, clock.now())).toBe('funded');
    expect(await closeCampaignNow(context.database.db, failed.id, clock.now())).toBe('failed');
    expect(await closeCampaignNow(context.database.db, failed.id, clock.now())).toBeNull();

    const news = (await notificationsOf(context.app, investor.cookie)).items.filter((item) => item.kind.startsWith('campaign_'));
    expect(news.map((item) => [item.kind, item.title])).toEqual([
      ['campaign_failed', 'Test Project did not reach its goal'],
      ['campaign_funded', 'Test Project is funded'],
    ]);
    expect(news[0]?.body).toMatch(/refunded in full/);
    expect(news.map((item) => item.projectId)).toEqual([failed.id, funded.id]);
    // The followers hear of each close once, in a follower's words (creator-notices.test.ts has the creator's).
    const followerNews = (await notificationsOf(context.app, follower.cookie)).items;
    expect(followerNews).toHaveLength(before + 2);
    expect(followerNews.slice(0, 2).map((item) => [item.kind, item.body])).toEqual([
      ['campaign_failed', 'The campaign closed with $100.00 of its $10,000.00 goal.'],
      ['campaign_funded', 'The campaign closed funded, raising $100.00 of its $100.00 goal.'],
    ]);
    await expectLedgerClean(context.database.db);
  });

  it('a payout tells each investor paid what they received, once per quarter', async () => {
    const project = await createProject(context.database.db, {
      type: 'equipment',
      fundingGoalCents: 1_000_00,
      totalShares: 1000,
      availableShares: 500,
      endDate: day(30),
    });
    const investor = await fundedInvestor(context.app, 1000);
    expect((await invest(investor.cookie, project.id, '500', 47)).statusCode).toBe(201);
    expect(await closeCampaignNow(context.database.db, project.id, clock.now())).toBe('funded');
    clock.set(new Date(clock.now().getTime() + 200 * 86_400_000));
    await Promise.all([settleDue(context.database.db, clock.now()), settleDue(context.database.db, clock.now())]);
    const paid = await context.database.db.execute<{ quarter: string; amount: string }>(sql`
      select quarter, (amount_cents / 100.0)::numeric(12, 2)::text as amount from payouts where project_id = ${project.id}::int order by quarter desc`);
    expect(paid.rows.length).toBeGreaterThanOrEqual(2);
    const payouts = (await notificationsOf(context.app, investor.cookie)).items.filter((item) => item.kind === 'payout_posted');
    expect(payouts.map((item) => item.body)).toEqual(paid.rows.map((row) => `You received $${row.amount} for ${row.quarter}.`));
    expect(payouts.every((item) => item.title === 'Payout from Test Project')).toBe(true);
    clock.set(new Date());
  });

  it('49 hours before the close: followers and pending backers hear once; caught up after the cancel deadline, dated when they could still cancel', async () => {
    const project = await createProject(context.database.db, { endDate: day(5) });
    const late = await createProject(context.database.db, { endDate: day(5) });
    const follower = await signUpUser(context.app);
    const backer = await fundedInvestor(context.app, 1000);
    for (const target of [project, late]) {
      expect((await followProject(follower.cookie, target.id)).statusCode).toBe(204);
      expect((await invest(backer.cookie, target.id, '100', 9)).statusCode).toBe(201);
    }
    const closesAt = campaignClosesAt(project.endDate).getTime();
    clock.set(new Date(closesAt - CLOSING_SOON_LEAD_MS - HOUR_MS));
    await settleDue(context.database.db, clock.now());
    expect(await kindsOf(follower.cookie, project.id)).not.toContain('closing_soon');

    clock.set(new Date(closesAt - CLOSING_SOON_LEAD_MS + 60_000));
    await Promise.all([settleDue(context.database.db, clock.now()), settleDue(context.database.db, clock.now())]);
    await settleDue(context.database.db, clock.now());

    const reminders = async (cookie: string, projectId: number) =>
      (await notificationsOf(context.app, cookie)).items.filter(
        (item) => item.kind === 'closing_soon' && item.link === `/tour/${projectId}`,
      );
    expect(await reminders(follower.cookie, project.id)).toHaveLength(1);
    const [forBacker] = await reminders(backer.cookie, project.id);
    // The deadlines as the site writes them ("Dec 11, 2026, 00:00 UTC").
    const closing = `The campaign closes on ${formatMomentUtc(campaignClosesAt(project.endDate))}.`;
    expect(forBacker?.body).toBe(
      `${closing} You can cancel your pending investment with a full refund until ${formatMomentUtc(cancellableUntil(project.endDate))}.`,
    );
    expect(forBacker?.body).toMatch(/closes on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} UTC\./);
    expect((await reminders(follower.cookie, project.id))[0]?.body).not.toMatch(/cancel/);
    // Both projects were due together; each was reminded once.
    expect(await reminders(follower.cookie, late.id)).toHaveLength(1);

    // A campaign a day later, first looked at after its cancel deadline (a clock jump): everyone, dated at the reminder's moment.
    const third = await createProject(context.database.db, { endDate: day(6) });
    expect((await followProject(follower.cookie, third.id)).statusCode).toBe(204);
    expect((await invest(backer.cookie, third.id, '100', 9)).statusCode).toBe(201);
    const thirdClosesAt = campaignClosesAt(third.endDate).getTime();
    clock.set(new Date(thirdClosesAt - 10 * HOUR_MS));
    await settleDue(context.database.db, clock.now());
    expect(await reminders(follower.cookie, third.id)).toHaveLength(1);
    const [caughtUp] = await reminders(backer.cookie, third.id);
    expect(caughtUp?.body).toMatch(/You can cancel your pending investment/);
    expect(Date.parse(caughtUp?.createdAt ?? '')).toBe(thirdClosesAt - CLOSING_SOON_LEAD_MS);
    clock.set(new Date());
  });
});

describe('the notification list', () => {
  it('pages newest first, counts unread, and marks only the caller’s own read', async () => {
    const project = await createProject(context.database.db, { fundingGoalCents: 200_00, endDate: day(30) });
    const reader = await signUpUser(context.app);
    const other = await signUpUser(context.app);
    for (const who of [reader, other]) expect((await followProject(who.cookie, project.id)).statusCode).toBe(204);
    const backer = await fundedInvestor(context.app, 1000);
    expect((await invest(backer.cookie, project.id, '100', 9)).statusCode).toBe(201);
    expect((await invest(backer.cookie, project.id, '100', 9)).statusCode).toBe(201);
    const mine = await notificationsOf(context.app, reader.cookie);
    expect(mine.unread).toBe(2);
    const theirs = await notificationsOf(context.app, other.cookie);

    const firstPage = await send(context.app, { method: 'GET', url: '/api/notifications?limit=1', cookie: reader.cookie });
    expect(firstPage.headers['cache-control']).toBe('no-store');
    expect(firstPage.json()).toMatchObject({ items: [{ id: mine.items[0]?.id }], unread: 2, nextCursor: String(mine.items[0]?.id) });
    const secondPage = await send(context.app, {
      method: 'GET',
      url: `/api/notifications?limit=1&cursor=${firstPage.json().nextCursor}`,
      cookie: reader.cookie,
    });
    expect(secondPage.json()).toMatchObject({ items: [{ id: mine.items[1]?.id }], nextCursor: null });

    const read = (cookie: string, payload: object) =>
      send(context.app, { method: 'POST', url: '/api/notifications/read', cookie, payload });
    // Another user's ids change nothing, for either of them.
    const foreign = await read(reader.cookie, { ids: theirs.items.map((item) => item.id) });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ unread: 2 });
    expect((await notificationsOf(context.app, other.cookie)).unread).toBe(2);

    expect((await read(reader.cookie, { ids: [mine.items[1]?.id] })).json()).toEqual({ unread: 1 });
    const after = await notificationsOf(context.app, reader.cookie);
    expect(after.items[1]?.readAt).toBe(clock.now().toISOString());
    expect(after.items[0]?.readAt).toBeNull();
    expect((await read(reader.cookie, { all: true })).json()).toEqual({ unread: 0 });
    expect((await notificationsOf(context.app, other.cookie)).unread).toBe(2);
  });

  it('refuses bad input with 4xx { message }; signed out is 401', async () => {
    const { cookie } = await signUpUser(context.app);
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['1'] },
      { ids: [1.5] },
      { ids: [-1] },
      { all: false },
      { all: true, ids: [1] },
      { ids: 'all' },
      [1, 2],
    ]) {
      const response = await send(context.app, { method: 'POST', url: '/api/notifications/read', cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    for (const query of ['limit=0', 'limit=101', 'cursor=abc', 'cursor=-1', 'cursor=2147483648', 'cursor=9999999999', 'unknown=1']) {
      expect((await send(context.app, { method: 'GET', url: `/api/notifications?${query}`, cookie })).statusCode).toBe(400);
    }
    expect((await send(context.app, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await send(context.app, { method: 'POST', url: '/api/notifications/read', payload: { all: true } })).statusCode).toBe(401);
    expect((await send(context.app, { method: 'GET', url: '/api/notifications/stream' })).statusCode).toBe(401);
  });
});

describe('notifyAll', () => {
  it('sends several events in one statement, each once per user, skipping an event already sent, ids in the order given', async () => {
    const [first, second] = await Promise.all([signUpUser(context.app), signUpUser(context.app)]);
    const ids = await Promise.all(
      [first, second].map(
        async (user) => (await send(context.app, { method: 'GET', url: '/api/auth/user', cookie: user.cookie })).json().id as number,
      ),
    );
    const event = (key: string) => ({
      key,
      kind: 'order_filled' as const,
      title: `Event ${key}`,
      link: '/dashboard',
      projectId: null,
      at: clock.now(),
    });
    const unique = `notify-all-${ids.join('-')}`;
    const recipients = (rows: Array<[string, number, string]>) =>
      sql`select event_key, user_id, body from jsonb_to_recordset(${JSON.stringify(rows.map(([key, user, body]) => ({ event_key: `${unique}:${key}`, user_id: user, body })))}::jsonb)
            as recipient(event_key text, user_id int, body text)`;
    const [firstId, secondId] = ids as [number, number];
    const sentBefore = await context.database.db.transaction((tx) =>
      notifyAll(tx, [event(`${unique}:a`)], recipients([['a', firstId, 'A once']])),
    );
    expect(sentBefore).toEqual([1]);
    const sent = await context.database.db.transaction((tx) =>
      notifyAll(
        tx,
        [event(`${unique}:a`), event(`${unique}:b`), event(`${unique}:c`)],
        recipients([
          ['a', secondId, 'A again'],
          ['b', secondId, 'B to the second'],
          ['b', firstId, 'B to the first'],
          ['b', firstId, 'B to the first'],
          ['c', firstId, 'C to the first'],
        ]),
      ),
    );
    expect(sent).toEqual([0, 2, 1]);
    const bodies = async (cookie: string) =>
      (await notificationsOf(context.app, cookie)).items.map((item) => `${item.title}: ${item.body}`);
    expect(await bodies(first.cookie)).toEqual([
      `Event ${unique}:c: C to the first`,
      `Event ${unique}:b: B to the first`,
      `Event ${unique}:a: A once`,
    ]);
    expect(await bodies(second.cookie)).toEqual([`Event ${unique}:b: B to the second`]);
  });
});
