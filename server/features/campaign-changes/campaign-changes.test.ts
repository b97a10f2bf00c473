import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignClosesAt, cancellableUntil } from '@common/rules/campaigns';
import { addBusinessDays, reconfirmDeadline, utcDay } from '@common/rules/campaign-changes';
import { investmentSchema } from '@common/schemas/investments';
import { investments, ledgerTransfers } from '../../db/schema';
import { settleDue } from '../../jobs/settle-due';
import { balanceOf, expectLedgerClean, findProjectRow, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject, notificationsOf } from '../../test/notification-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { FixedClock } from '../../test/test-clock';
import { CAMPAIGN_CLOSED, END_DATE_ONLY_LATER, ONLY_THE_CREATOR_CHANGES } from './edit-project';
import { GOAL_NOT_REACHED } from './early-close';
import { NOTHING_TO_RECONFIRM, RECONFIRMATION_ENDED } from './reconfirmations';

const DAY_MS = 86_400_000;
const start = new Date();
const clock = new FixedClock(start);
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(async () => {
  clock.set(start);
  await expectLedgerClean(context.database.db);
});

const dayFromNow = (days: number) => utcDay(new Date(clock.now().getTime() + days * DAY_MS));
const patch = (cookie: string | undefined, id: number, payload: object) =>
  send(context.app, { method: 'PATCH', url: `/api/projects/${id}`, cookie, payload });
const closeEarly = (cookie: string | undefined, id: number, endDate: string) =>
  send(context.app, { method: 'POST', url: `/api/projects/${id}/early-close`, cookie, payload: { endDate } });
const reconfirm = (cookie: string, id: number) => send(context.app, { method: 'POST', url: `/api/investments/${id}/reconfirm`, cookie });
const invest = async (cookie: string, projectId: number, amount: string, shares: number) => {
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie,
    payload: investPayload(projectId, amount, shares),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
};
const myInvestments = async (cookie: string) =>
  investmentSchema.array().parse((await send(context.app, { method: 'GET', url: '/api/investments', cookie })).json());
const changesOf = async (projectId: number) =>
  (await send(context.app, { method: 'GET', url: `/api/projects/${projectId}/changes` })).json();
const statusOf = async (investmentId: number) =>
  (await context.database.db.select().from(investments).where(eq(investments.id, investmentId)))[0]?.status;

const budget = (production: number) => ({
  breakdown: { production, marketing: 100, distribution: 0, equipment: 0, other: 0 },
});

describe('PATCH /api/projects/{id}', () => {
  it('answers 401 signed out, 403 to anyone but the creator, 404 for no project, 409 once closed', async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const other = await signUpUser(context.app);
    expect((await patch(undefined, creator.project.id, { title: 'New' })).statusCode).toBe(401);
    const refused = await patch(other.cookie, creator.project.id, { title: 'New' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, ONLY_THE_CREATOR_CHANGES]);
    expect((await patch(creator.cookie, 999_999, { title: 'New' })).statusCode).toBe(404);
    const closed = await creatorWithProject(context.app, context.database.db, { status: 'failed', closedAt: new Date() });
    const late = await patch(closed.cookie, closed.project.id, { title: 'New' });
    expect([late.statusCode, late.json().message]).toEqual([409, CAMPAIGN_CLOSED]);
  });

  it("applies the create form's rules, and moves the end date only later", async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const id = creator.project.id;
    expect((await patch(creator.cookie, id, { title: 'x'.repeat(101) })).json().message).toMatch(/Title must be under 100 characters/);
    expect((await patch(creator.cookie, id, { description: 'Too short.' })).json().message).toMatch(/at least 50 characters/);
    expect((await patch(creator.cookie, id, { endDate: '2026-02-30' })).statusCode).toBe(400);
    expect((await patch(creator.cookie, id, {})).statusCode).toBe(400);
    expect((await patch(creator.cookie, id, { fundingGoal: '1' })).statusCode).toBe(400);
    const earlier = await patch(creator.cookie, id, { endDate: dayFromNow(10) });
    expect([earlier.statusCode, earlier.json().message]).toEqual([400, END_DATE_ONLY_LATER]);
  });

  it('a change that is not material is recorded on the page and asks no backer to reconfirm', async () => {
    const creator = await creatorWithProject(context.app, context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    await invest(cookie, creator.project.id, '200', 19);
    const response = await patch(creator.cookie, creator.project.id, { title: 'Renamed Tour' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Renamed Tour' });
    expect(await changesOf(creator.project.id)).toEqual([
      {
        id: expect.any(Number),
        at: clock.now().toISOString(),
        lines: ['Title: Test Project → Renamed Tour.'],
        material: false,
        reconfirmBy: null,
      },
    ]);
    expect((await myInvestments(cookie))[0]?.reconfirmBy).toBeNull();
    expect((await notificationsOf(context.app, cookie)).items.filter((item) => item.kind === 'campaign_changed')).toEqual([]);
  });

  it('a material change asks every pending investment to reconfirm within 5 business days, and tells its backer', async () => {
    const endDate = dayFromNow(60);
    const creator = await creatorWithProject(context.app, context.database.db, { endDate });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = await invest(cookie, creator.project.id, '200', 19);
    const later = dayFromNow(75);
    const response = await patch(creator.cookie, creator.project.id, { endDate: later, budget: budget(500) });
    expect(response.statusCode).toBe(200);
    expect(response.json().timeline.endDate).toBe(later);
    expect(response.json().budget.totalBudget).toBe('600.00');

    const deadline = reconfirmDeadline(clock.now(), later);
    expect(deadline.toISOString()).toBe(campaignClosesAt(addBusinessDays(utcDay(clock.now()), 5)).toISOString());
    const [row] = await myInvestments(cookie);
    expect(row).toMatchObject({ id, reconfirmBy: deadline.toISOString(), cancellableUntil: cancellableUntil(later).toISOString() });
    const [change] = await changesOf(creator.project.id);
    expect(change).toMatchObject({ material: true, reconfirmBy: deadline.toISOString() });
    expect(change.lines).toHaveLength(2);
    const told = (await notificationsOf(context.app, cookie)).items.filter((item) => item.kind === 'campaign_changed');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/Reconfirm your investment by .* or it will be cancelled with a full refund, fee included\.$/);

    const kept = await reconfirm(cookie, id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id, status: 'pending', reconfirmBy: null });
    const again = await reconfirm(cookie, id);
    expect([again.statusCode, again.json().message]).toEqual([409, NOTHING_TO_RECONFIRM]);
    const stranger = await signUpUser(context.app);
    expect((await reconfirm(stranger.cookie, id)).statusCode).toBe(404);
  });
});

describe('a reconfirmation that ends unconfirmed', () => {
  it('cancels with a full refund, fee included, exactly once, after a clock jump; a reconfirmed one stays', async () => {
    const creator = await creatorWithProject(context.app, context.database.db, { endDate: dayFromNow(90) });
    const lapsing = await fundedInvestor(context.app, 1000);
    const keeping = await fundedInvestor(context.app, 1000);
    const lapsingId = await invest(lapsing.cookie, creator.project.id, '200', 19);
    const keepingId = await invest(keeping.cookie, creator.project.id, '300', 28);
    expect((await patch(creator.cookie, creator.project.id, { budget: budget(900) })).statusCode).toBe(200);
    expect((await reconfirm(keeping.cookie, keepingId)).statusCode).toBe(200);
    const before = await findProjectRow(context.database.db, creator.project.id);

    // Thirty days on in one step: the deadline is long past when the round catches it up.
    const deadline = reconfirmDeadline(start, dayFromNow(90));
    const jumped = await clock.advanceDays(30);
    const late = await reconfirm(lapsing.cookie, lapsingId);
    expect([late.statusCode, late.json().message]).toEqual([409, RECONFIRMATION_ENDED]);
    expect((await settleDue(context.database.db, jumped)).unconfirmedCancelled).toBe(1);
    expect((await settleDue(context.database.db, jumped)).unconfirmedCancelled).toBe(0);

    expect(await statusOf(lapsingId)).toBe('cancelled');
    expect(await statusOf(keepingId)).toBe('pending');
    expect(await balanceOf(context.app, lapsing.cookie)).toBe('1000.00');
    const after = await findProjectRow(context.database.db, creator.project.id);
    expect(after).toMatchObject({
      raisedCents: before.raisedCents - 200_00,
      availableShares: before.availableShares + 19,
      status: 'active',
    });
    const refunds = await context.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.investmentId, lapsingId), eq(ledgerTransfers.code, 'cancel_refund')));
    expect(refunds.map((refund) => refund.createdAt.toISOString())).toEqual([deadline.toISOString()]);
    const told = (await notificationsOf(context.app, lapsing.cookie)).items.filter((item) => item.kind === 'reconfirmation_lapsed');
    expect(told.map((item) => item.body)).toEqual([
      'You did not reconfirm your investment after the campaign changed, so it was cancelled and $200.00 refunded in full, fee included.',
    ]);
  });

  it('ends by the close at the latest, so an unconfirmed commitment is never taken into a close', async () => {
    const endDate = dayFromNow(1);
    const creator = await creatorWithProject(context.app, context.database.db, { endDate, fundingGoalCents: 100_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = await invest(cookie, creator.project.id, '200', 19);
    expect((await patch(creator.cookie, creator.project.id, { budget: budget(50) })).statusCode).toBe(200);
    expect((await myInvestments(cookie))[0]?.reconfirmBy).toBe(campaignClosesAt(endDate).toISOString());
    const settled = await settleDue(context.database.db, await clock.advanceDays(3));
    expect(settled).toMatchObject({ unconfirmedCancelled: 1, closed: 1 });
    expect(await statusOf(id)).toBe('cancelled');
    expect((await findProjectRow(context.database.db, creator.project.id)).status).toBe('failed');
  });
});

describe('POST /api/projects/{id}/early-close', () => {
  /** A campaign open `openDays` days, ending in 60, with `raised` of its $1,000 goal raised by a backer. */
  async function campaign(openDays: number, raised: string, shares: number) {
    const creator = await creatorWithProject(context.app, context.database.db, {
      startDate: dayFromNow(-openDays),
      endDate: dayFromNow(60),
      fundingGoalCents: 1000_00,
    });
    const backer = await fundedInvestor(context.app, 2000);
    const investmentId = await invest(backer.cookie, creator.project.id, raised, shares);
    return { creator, backer, investmentId };
  }

  it('refuses with a 409 naming each failed condition', async () => {
    const young = await campaign(20, '1000', 95);
    const tooYoung = await closeEarly(young.creator.cookie, young.creator.project.id, dayFromNow(30));
    expect(tooYoung.statusCode).toBe(409);
    expect(tooYoung.json().message).toMatch(/^A campaign can close early only after 21 days open: this one can from /);

    const short = await campaign(21, '500', 47);
    const notReached = await closeEarly(short.creator.cookie, short.creator.project.id, dayFromNow(30));
    expect([notReached.statusCode, notReached.json().message]).toEqual([409, GOAL_NOT_REACHED]);

    const ready = await campaign(21, '1000', 95);
    const notEarlier = await closeEarly(ready.creator.cookie, ready.creator.project.id, dayFromNow(60));
    expect(notEarlier.statusCode).toBe(409);
    expect(notEarlier.json().message).toMatch(/^The new end date must be before the current one, /);
    const earliest = addBusinessDays(utcDay(clock.now()), 5);
    const dayBefore = utcDay(new Date(Date.parse(`${earliest}T00:00:00Z`) - DAY_MS));
    const tooSoon = await closeEarly(ready.creator.cookie, ready.creator.project.id, dayBefore);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toMatch(/^The new end date must be at least 5 business days after today: .* or later\.$/);
    expect((await closeEarly(ready.backer.cookie, ready.creator.project.id, earliest)).statusCode).toBe(403);
    expect((await findProjectRow(context.database.db, ready.creator.project.id)).endDate).toBe(dayFromNow(60));
  });

  it('sets the earlier date, moves the cancel window with it and tells backers and followers', async () => {
    const { creator, backer } = await campaign(21, '1000', 95);
    const follower = await signUpUser(context.app);
    await send(context.app, { method: 'PUT', url: `/api/follows/projects/${creator.project.id}`, cookie: follower.cookie });
    const earliest = addBusinessDays(utcDay(clock.now()), 5);
    const response = await closeEarly(creator.cookie, creator.project.id, earliest);
    expect(response.statusCode).toBe(200);
    expect(response.json().timeline.endDate).toBe(earliest);
    expect((await findProjectRow(context.database.db, creator.project.id)).originalEndDate).toBe(dayFromNow(60));
    expect((await myInvestments(backer.cookie))[0]?.cancellableUntil).toBe(cancellableUntil(earliest).toISOString());
    for (const cookie of [backer.cookie, follower.cookie]) {
      const told = (await notificationsOf(context.app, cookie)).items.filter((item) => item.kind === 'closing_early');
      expect(told).toHaveLength(1);
      expect(told[0]?.body).toMatch(
        /^The campaign now closes at the end of .* \(UTC\)\. A pending investment can be cancelled until .*\.$/,
      );
    }
    expect((await notificationsOf(context.app, creator.cookie)).items.filter((item) => item.kind === 'closing_early')).toEqual([]);
    // At the new date the goal is still met: it closes funded then.
    const settled = await settleDue(context.database.db, campaignClosesAt(earliest));
    expect(settled.closed).toBe(1);
    expect((await findProjectRow(context.database.db, creator.project.id)).status).toBe('funded');
  });

  it('runs on to the original end date when the goal is no longer met at the early one', async () => {
    const { creator, backer, investmentId } = await campaign(21, '1000', 95);
    const follower = await signUpUser(context.app);
    await send(context.app, { method: 'PUT', url: `/api/follows/projects/${creator.project.id}`, cookie: follower.cookie });
    const earliest = addBusinessDays(utcDay(clock.now()), 5);
    expect((await closeEarly(creator.cookie, creator.project.id, earliest)).statusCode).toBe(200);
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${investmentId}`, cookie: backer.cookie })).statusCode).toBe(
      200,
    );
    const settled = await settleDue(context.database.db, campaignClosesAt(earliest));
    expect(settled.closed).toBe(0);
    const project = await findProjectRow(context.database.db, creator.project.id);
    expect(project).toMatchObject({ status: 'active', endDate: dayFromNow(60), originalEndDate: null });
    const [change] = await changesOf(creator.project.id);
    expect(change.lines[0]).toMatch(/^The goal was no longer met on the early end date, .*: the campaign runs on to .*\.$/);
    const told = (await notificationsOf(context.app, follower.cookie)).items.filter((item) => item.kind === 'early_close_withdrawn');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/^The campaign no longer met its goal on its early end date, so it runs on to its original end date, /);
    // Reminded of each date it was to close on: the early one, then the original.
    await settleDue(context.database.db, new Date(cancellableUntil(dayFromNow(60)).getTime() - 60_000));
    const reminders = (await notificationsOf(context.app, follower.cookie)).items.filter((item) => item.kind === 'closing_soon');
    expect(reminders).toHaveLength(2);
    // Caught up past the original date, it closes as of that date.
    await settleDue(context.database.db, new Date(campaignClosesAt(dayFromNow(60)).getTime() + 10 * DAY_MS));
    expect(await findProjectRow(context.database.db, creator.project.id)).toMatchObject({
      status: 'failed',
      closedAt: campaignClosesAt(dayFromNow(60)),
    });
  });
});
