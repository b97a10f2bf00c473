import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { investmentSchema } from '@common/schemas/investments';
import { creators, investments, projects } from '../../db/schema';
import {
  balanceOf,
  createProject,
  expectLedgerClean,
  findProjectRow,
  fundedInvestor,
  investmentPostings,
  investPayload,
} from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { closeCampaignNow, closeDueCampaigns } from './close-campaigns';

const clock = new TestClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(async () => {
  clock.reset();
  await expectLedgerClean(context.database.db);
});

const DAY_MS = 86_400_000;
const invest = (cookie: string, projectId: number, amount: string, shares: number) =>
  send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(projectId, amount, shares) });
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

async function statusOf(investmentId: number) {
  const [row] = await context.database.db.select().from(investments).where(eq(investments.id, investmentId));
  return row;
}

describe('closing a campaign', () => {
  it('funded: the escrow goes to the creator less the 5% fee, and the investments become active holdings', async () => {
    const project = await createProject(context.database.db, { fundingGoalCents: 300_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const first = (await invest(cookie, project.id, '200', 19)).json().id as number;
    const second = (await invest(cookie, project.id, '100', 9)).json().id as number;

    const closedAt = new Date();
    expect(await closeCampaignNow(context.database.db, project.id, closedAt)).toBe('funded');
    const after = await findProjectRow(context.database.db, project.id);
    expect(after).toMatchObject({ status: 'funded', closedAt, escrowCents: 0, raisedCents: 300_00, availableShares: 1000 - 28 });
    const [creator] = await context.database.db.select().from(creators).where(eq(creators.id, project.creatorId));
    expect(creator?.proceedsCents).toBe(300_00 - 15_00);
    expect((await statusOf(first))?.status).toBe('active');
    expect((await statusOf(second))?.status).toBe('active');
    expect(await balanceOf(context.app, cookie)).toBe('700.00');
    const listed = (await send(context.app, { method: 'GET', url: '/api/investments', cookie })).json() as unknown[];
    expect(listed.map((row) => investmentSchema.parse(row).status)).toEqual(['active', 'active']);
    const tour = (await send(context.app, { method: 'GET', url: `/api/tours/${project.id}` })).json();
    expect(tour).toMatchObject({ status: 'funded', closedAt: closedAt.toISOString() });
  });

  it('failed: every pending investment is refunded in full, fee included, and its shares go back', async () => {
    const project = await createProject(context.database.db);
    const one = await fundedInvestor(context.app, 1000);
    const two = await fundedInvestor(context.app, 500);
    const first = (await invest(one.cookie, project.id, '200', 19)).json().id as number;
    const second = (await invest(two.cookie, project.id, '100', 9)).json().id as number;

    expect(await closeCampaignNow(context.database.db, project.id, new Date())).toBe('failed');
    expect(await findProjectRow(context.database.db, project.id)).toMatchObject({
      status: 'failed',
      escrowCents: 0,
      raisedCents: 0,
      availableShares: 1000,
    });
    expect(await balanceOf(context.app, one.cookie)).toBe('1000.00');
    expect(await balanceOf(context.app, two.cookie)).toBe('500.00');
    expect(await statusOf(first)).toMatchObject({ status: 'refunded', proceedsCents: 200_00, closedAt: expect.any(Date) });
    expect(await investmentPostings(context.database.db, second)).toEqual([
      ['investment_hold', 'user_cash', -100_00],
      ['investment_hold', 'project_escrow', 100_00],
      ['failure_refund', 'project_escrow', -100_00],
      ['failure_refund', 'user_cash', 100_00],
    ]);
    const history = (await send(context.app, { method: 'GET', url: '/api/investments/history', cookie: one.cookie })).json();
    expect(history).toEqual([expect.objectContaining({ id: first, status: 'refunded', proceeds: '200.00', realizedReturns: '0.00' })]);
    expect((await send(context.app, { method: 'GET', url: '/api/investments', cookie: one.cookie })).json()).toEqual([]);
  });

  it('closes at once when the last shares are sold', async () => {
    const project = await createProject(context.database.db, { totalShares: 10, availableShares: 10, fundingGoalCents: 100_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const response = await invest(cookie, project.id, '106', 10);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'active', project: { status: 'funded' } });
    const refused = await invest(cookie, project.id, '100', 9);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'This project is not open for investment.' });
  });

  it('closes due campaigns once, at the end of their end date, and leaves the rest open', async () => {
    const endsToday = await createProject(context.database.db, { endDate: isoDay(0) });
    const endsLater = await createProject(context.database.db, { endDate: isoDay(5) });
    const endOfToday = new Date(Date.parse(`${isoDay(0)}T00:00:00Z`) + DAY_MS);
    expect(await closeDueCampaigns(context.database.db, new Date(endOfToday.getTime() - 1))).toBe(0);
    const later = new Date(endOfToday.getTime() + 3 * DAY_MS);
    expect(await closeDueCampaigns(context.database.db, later)).toBe(1);
    expect(await closeDueCampaigns(context.database.db, later)).toBe(0);
    // Caught up late, it still closed when its end date was over.
    expect(await findProjectRow(context.database.db, endsToday.id)).toMatchObject({ status: 'failed', closedAt: endOfToday });
    expect((await findProjectRow(context.database.db, endsLater.id)).status).toBe('active');
  });

  it('closes a sold-out campaign on its next round, before its end date, at the moment the round runs', async () => {
    // The demo backers bought every share before the sandbox: nothing is left, the goal is met, the end is weeks away.
    const soldOut = await createProject(context.database.db, {
      totalShares: 10,
      availableShares: 0,
      fundingGoalCents: 100_00,
      endDate: isoDay(20),
    });
    const now = new Date();
    expect(await closeDueCampaigns(context.database.db, now)).toBe(1);
    expect(await findProjectRow(context.database.db, soldOut.id)).toMatchObject({ status: 'funded', closedAt: now });
    expect(await closeDueCampaigns(context.database.db, new Date(now.getTime() + DAY_MS))).toBe(0);
  });
});

describe('races with the close', () => {
  it('invests racing a close: nothing lands after it, and the escrow ends at zero', async () => {
    const project = await createProject(context.database.db, { endDate: isoDay(0) });
    const investors = await Promise.all(Array.from({ length: 5 }, () => fundedInvestor(context.app, 1000)));
    const afterTheEnd = new Date(Date.parse(`${isoDay(0)}T00:00:00Z`) + 2 * DAY_MS);
    const [responses, closed] = await Promise.all([
      Promise.all(investors.flatMap((investor) => Array.from({ length: 4 }, () => invest(investor.cookie, project.id, '100', 9)))),
      closeDueCampaigns(context.database.db, afterTheEnd),
    ]);
    expect(closed).toBe(1);
    for (const response of responses) {
      if (response.statusCode !== 201) expect(response.json()).toEqual({ message: 'This project is not open for investment.' });
    }
    const after = await findProjectRow(context.database.db, project.id);
    expect(after).toMatchObject({ status: 'failed', escrowCents: 0, raisedCents: 0, availableShares: 1000 });
    const balances = await Promise.all(investors.map((investor) => balanceOf(context.app, investor.cookie)));
    expect(balances).toEqual(Array(5).fill('1000.00'));
    const left = await context.database.db.select().from(investments).where(eq(investments.projectId, project.id));
    expect(left.every((row) => row.status === 'refunded')).toBe(true);
  });

  it('cancels racing a close: each investment is paid back exactly once', async () => {
    const project = await createProject(context.database.db, { endDate: isoDay(3) });
    const investors = await Promise.all(Array.from({ length: 6 }, () => fundedInvestor(context.app, 500)));
    const ids = await Promise.all(
      investors.map(async (investor) => (await invest(investor.cookie, project.id, '100', 9)).json().id as number),
    );
    const afterTheEnd = new Date(Date.parse(`${isoDay(3)}T00:00:00Z`) + 2 * DAY_MS);
    const [cancels] = await Promise.all([
      Promise.all(
        investors.map((investor, index) =>
          send(context.app, { method: 'DELETE', url: `/api/investments/${ids[index]}`, cookie: investor.cookie }),
        ),
      ),
      closeDueCampaigns(context.database.db, afterTheEnd),
    ]);
    for (const response of cancels) {
      expect([200, 409]).toContain(response.statusCode);
      if (response.statusCode === 409)
        expect(response.json()).toEqual({ message: 'This investment was refunded in full when its campaign failed.' });
    }
    expect(await Promise.all(investors.map((investor) => balanceOf(context.app, investor.cookie)))).toEqual(Array(6).fill('500.00'));
    expect((await findProjectRow(context.database.db, project.id)).escrowCents).toBe(0);
  });
});

describe('investing and the sandbox clock', () => {
  it('refuses a campaign whose end date has passed on the sandbox clock, before the closer has run', async () => {
    const project = await createProject(context.database.db, { endDate: isoDay(1) });
    const { cookie } = await fundedInvestor(context.app, 1000);
    await clock.advanceDays(3);
    const response = await invest(cookie, project.id, '100', 9);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This project has ended and no longer accepts investments.' });
    expect(await balanceOf(context.app, cookie)).toBe('1000.00');
  });
});

describe('GET /api/ledger', () => {
  it('explains every dollar of the balance, newest first, in pages that sum to it', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = (await invest(cookie, project.id, '250', 23)).json().id as number;
    await send(context.app, { method: 'DELETE', url: `/api/investments/${id}`, cookie });
    await invest(cookie, project.id, '100', 9);

    const first = await send(context.app, { method: 'GET', url: '/api/ledger?limit=2', cookie });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((item: { code: string }) => item.code)).toEqual(['investment_hold', 'cancel_refund']);
    expect(page1.items[0]).toMatchObject({
      amount: '-100.00',
      balanceAfter: '900.00',
      projectId: project.id,
      projectTitle: 'Test Project',
    });
    expect(page1.items[1]).toMatchObject({ amount: '250.00', balanceAfter: '1000.00', investmentId: id });
    const page2 = (await send(context.app, { method: 'GET', url: `/api/ledger?limit=2&cursor=${page1.nextCursor}`, cookie })).json();
    expect(page2.items.map((item: { code: string }) => item.code)).toEqual(['investment_hold', 'deposit']);
    expect(page2.items[1]).toMatchObject({ amount: '1000.00', balanceAfter: '1000.00' });
    expect(page2.nextCursor).toBeNull();
    const sum = [...page1.items, ...page2.items].reduce(
      (total: number, item: { amount: string }) => total + Math.round(Number(item.amount) * 100),
      0,
    );
    expect(sum).toBe(900_00);
    expect(await balanceOf(context.app, cookie)).toBe('900.00');
  });

  it.each(['cursor=abc', 'cursor=0', 'limit=0', 'limit=101', 'limit=x', 'other=1'])('answers 400 to %s', async (query) => {
    const { cookie } = await fundedInvestor(context.app, 0);
    const response = await send(context.app, { method: 'GET', url: `/api/ledger?${query}`, cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 401 when signed out', async () => {
    expect((await send(context.app, { method: 'GET', url: '/api/ledger' })).statusCode).toBe(401);
  });
});

describe('projects read back their campaign', () => {
  it('shows a funded and a failed demo campaign with the time they closed', async () => {
    const demo = await context.database.db.select().from(projects);
    const funded = demo.filter((project) => project.demoKey && project.status === 'funded');
    const failed = demo.filter((project) => project.demoKey && project.status === 'failed');
    expect(funded.length).toBeGreaterThanOrEqual(1);
    expect(failed.length).toBeGreaterThanOrEqual(1);
    for (const project of [...funded, ...failed]) expect(project.closedAt).toBeInstanceOf(Date);
    const open = demo.filter((project) => project.demoKey && project.status === 'active');
    for (const project of open) expect(project.endDate >= isoDay(0)).toBe(true);
  });
});
