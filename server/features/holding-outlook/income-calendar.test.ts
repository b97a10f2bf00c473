import { describe, expect, it } from 'vitest';
import { cents, centsToDecimal, decimalToCents, quoteInvestment } from '@common/money';
import { quartersAhead } from '@common/rules/holding-outlook';
import { holdingOutlookSchema, incomeCalendarSchema } from '@common/schemas/holding-outlook';
import { payoutListSchema } from '@common/schemas/payouts';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { TestClock } from '../../test/test-clock';
import { advanceSandboxClock, send, signUpUser, useTestApp } from '../../test/test-app';

const TOKEN = 'income-calendar-test-admin-token';
const clock = new TestClock();
const context = useTestApp({ SANDBOX_ADMIN_TOKEN: TOKEN, SIGNUPS_PER_CLIENT: '1000' }, { clock });

const get = (url: string, cookie?: string) => send(context.app, { method: 'GET', url, ...(cookie ? { cookie } : {}) });
const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const advanceDays = (days: number) => advanceSandboxClock(context.app, TOKEN, days);

/** A campaign closing `closesIn` days from now, every one of its 1,000 $10 shares for sale, funded by $`goal`. */
const campaign = (type: string, goal: number, closesIn: number) =>
  createProject(context.database.db, { type, fundingGoalCents: goal * 100, startDate: day(-5), endDate: day(closesIn) });

async function invest(cookie: string, projectId: number, dollars: number): Promise<number> {
  const { shares } = quoteInvestment(cents(dollars * 100), cents(10_00));
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie,
    payload: investPayload(projectId, dollars, shares),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const calendarOf = async (cookie: string) => {
  const response = await get('/api/portfolio/income-calendar', cookie);
  expect(response.statusCode).toBe(200);
  return incomeCalendarSchema.parse(response.json()).quarters;
};

describe('GET /api/portfolio/income-calendar', () => {
  it('lists the payouts by quarter as the ledger has them, then the next four quarters estimated as the open holdings’ P50s summed', async () => {
    const investor = await fundedInvestor(context.app, 2000);
    expect(await calendarOf(investor.cookie)).toEqual([]);

    const album = await campaign('album', 400, 20);
    const tour = await campaign('tour', 300, 25);
    const keptAlbum = await invest(investor.cookie, album.id, 400);
    const kept = await invest(investor.cookie, tour.id, 300);
    const sold = await invest(investor.cookie, tour.id, 200);
    // Still raising money when the clock has moved: pending, so no estimate.
    const open = await campaign('album', 10_000, 700);
    await invest(investor.cookie, open.id, 150);

    const now = await advanceDays(300);
    // A sold holding keeps the payouts it received, and is estimated nothing from then on.
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${sold}`, cookie: investor.cookie })).statusCode).toBe(200);

    const calendar = await calendarOf(investor.cookie);
    const lines = payoutListSchema.parse((await get('/api/payouts', investor.cookie)).json());
    expect(lines.some((line) => line.investmentId === sold)).toBe(true);
    const byQuarter = new Map<string, number>();
    for (const line of lines) byQuarter.set(line.quarter, (byQuarter.get(line.quarter) ?? 0) + decimalToCents(line.amount));
    const paid = calendar.filter((quarter) => quarter.status === 'paid');
    expect(paid).toEqual(
      [...byQuarter.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([quarter, amount]) => ({ quarter, amount: centsToDecimal(cents(amount)), status: 'paid' })),
    );
    expect(paid.length).toBeGreaterThanOrEqual(3);

    // The paid quarters sum to every payout in the account's ledger.
    const ledger = await get('/api/ledger?limit=100', investor.cookie);
    const ledgerPayouts = (ledger.json() as { items: Array<{ code: string; amount: string }> }).items
      .filter((item) => item.code === 'payout')
      .reduce((sum, item) => sum + decimalToCents(item.amount), 0);
    expect(paid.reduce((sum, quarter) => sum + decimalToCents(quarter.amount), 0)).toBe(ledgerPayouts);

    // The estimates: the two open holdings' P50s for each of the next four quarters, summed.
    const estimated = calendar.filter((quarter) => quarter.status === 'estimated');
    const ahead = quartersAhead(now).map((quarter) => quarter.quarter);
    expect(estimated.map((quarter) => quarter.quarter)).toEqual(ahead);
    expect(calendar).toEqual([...paid, ...estimated]);
    const p50s = await Promise.all(
      [keptAlbum, kept].map(async (id) => {
        const outlook = holdingOutlookSchema.parse((await get(`/api/investments/${id}/outlook`, investor.cookie)).json());
        return new Map(outlook.quarters.map((quarter) => [quarter.quarter, decimalToCents(quarter.p50)]));
      }),
    );
    expect(estimated.map((quarter) => quarter.amount)).toEqual(
      ahead.map((quarter) => centsToDecimal(cents(p50s.reduce((sum, p50) => sum + (p50.get(quarter) ?? Number.NaN), 0)))),
    );
    expect(estimated.every((quarter) => decimalToCents(quarter.amount) > 0)).toBe(true);
    await expectLedgerClean(context.database.db);
  });

  it('is signed in only, and each account sees its own', async () => {
    expect((await get('/api/portfolio/income-calendar')).statusCode).toBe(401);
    const stranger = await signUpUser(context.app);
    expect(await calendarOf(stranger.cookie)).toEqual([]);
  });
});
