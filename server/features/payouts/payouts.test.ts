import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decimalToCents, type Cents } from '@common/money';
import { portfolioHistorySchema } from '@common/schemas/portfolio';
import { nextQuarterEnd, payoutListSchema, quarterOf, statementColumns } from '@common/schemas/payouts';
import { investments, payouts, projectQuarters, projects } from '../../db/schema';
import { createProject, expectLedgerClean, findProjectRow, fundedInvestor, investPayload, userIdOf } from '../../test/money-fixtures';
import { TestClock } from '../../test/test-clock';
import { advanceSandboxClock, send, useTestApp } from '../../test/test-app';
import { closeCampaignNow } from '../campaigns';
import { resetSandbox } from '../sandbox';
import { payDueQuarters } from './pay-quarters';

const TOKEN = 'payouts-test-admin-token';
const clock = new TestClock();
const context = useTestApp({ SANDBOX_ADMIN_TOKEN: TOKEN, SIGNUPS_PER_CLIENT: '1000' }, { clock });

const get = (url: string, cookie: string) => send(context.app, { method: 'GET', url, cookie });
const sumOf = (amounts: string[]) => amounts.reduce((total, amount) => total + decimalToCents(amount), 0);

const advanceDays = (days: number) => advanceSandboxClock(context.app, TOKEN, days);

/** Quarter boundaries strictly after `from`, up to and including `to`. */
function quarterEndsBetween(from: Date, to: Date): Date[] {
  const ends: Date[] = [];
  for (let end = nextQuarterEnd(from); end <= to; end = nextQuarterEnd(end)) ends.push(end);
  return ends;
}

/**
 * An investor holding 47 shares ($500) of a funded project whose other 500 shares the demo
 * backers hold (by default; `demoBackers: false` leaves every share to investors).
 */
async function fundedHolding({ demoBackers = true } = {}) {
  const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const project = await createProject(context.database.db, {
    type: 'equipment',
    fundingGoalCents: demoBackers ? 1_000_00 : 500_00,
    totalShares: 1000,
    availableShares: demoBackers ? 500 : 1000,
    startDate: day(-10),
    endDate: day(30),
  });
  const investor = await fundedInvestor(context.app, 1000);
  const invested = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie: investor.cookie,
    payload: investPayload(project.id, '500', 47),
  });
  expect(invested.statusCode).toBe(201);
  const fundedAt = clock.now();
  expect(await closeCampaignNow(context.database.db, project.id, fundedAt)).toBe('funded');
  return {
    project,
    investor,
    investmentId: invested.json().id as number,
    fundedAt,
    userId: await userIdOf(context.database.db, investor.email),
  };
}

async function allLedgerPayouts(cookie: string): Promise<Cents[]> {
  const amounts: Cents[] = [];
  let cursor: string | null = null;
  do {
    const page = await get(`/api/ledger?limit=100${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(page.statusCode).toBe(200);
    const body = page.json() as { items: Array<{ code: string; amount: string }>; nextCursor: string | null };
    amounts.push(...body.items.filter((item) => item.code === 'payout').map((item) => decimalToCents(item.amount)));
    cursor = body.nextCursor;
  } while (cursor);
  return amounts;
}

describe('quarterly payouts', () => {
  it('a year later: the payouts agree to the cent in the list, the ledger, the statements, the investment, the chart and the balance', async () => {
    const { investor, investmentId, fundedAt, project } = await fundedHolding();
    const now = await advanceDays(365);
    const quarters = quarterEndsBetween(fundedAt, now);
    expect(quarters).toHaveLength(4);

    const listed = payoutListSchema.parse((await get('/api/payouts', investor.cookie)).json());
    expect(listed.map((line) => line.postedAt)).toEqual(quarters.map((end) => end.toISOString()).reverse());
    for (const line of listed) {
      expect(line).toMatchObject({ projectId: project.id, projectTitle: 'Test Project', investmentId, shares: 47 });
      // 47 of the 547 shares held: within a cent of the exact pro-rata share of the pool.
      expect(Math.abs(decimalToCents(line.amount) - (decimalToCents(line.investorPool) * 47) / 547)).toBeLessThanOrEqual(1);
      expect(decimalToCents(line.amount)).toBeGreaterThan(0);
    }
    const paid = sumOf(listed.map((line) => line.amount));
    expect((await get('/api/payouts/summary', investor.cookie)).json()).toEqual({
      count: 4,
      total: (paid / 100).toFixed(2),
      years: [...new Set(listed.map((line) => Number(line.quarter.slice(0, 4))))].sort((a, b) => b - a),
    });

    expect((await allLedgerPayouts(investor.cookie)).reduce((total, amount) => total + amount, 0)).toBe(paid);

    let statementTotal = 0;
    for (const year of new Set(listed.map((line) => Number(line.quarter.slice(0, 4))))) {
      const statement = await get(`/api/payouts/statement.csv?year=${year}`, investor.cookie);
      expect(statement.statusCode).toBe(200);
      expect(statement.headers['content-type']).toMatch(/^text\/csv/);
      expect(statement.headers['content-disposition']).toBe(`attachment; filename="stagebacker-payouts-${year}.csv"`);
      const [header, ...rows] = statement.body.trimEnd().split('\r\n');
      const lines = rows.slice(0, -1);
      expect(header).toBe(statementColumns.join(','));
      // A quarter belongs to its own year's statement, even when it was paid on the next year's first day.
      expect(lines.map((line) => line.split(',')[1])).toEqual(
        listed
          .map((line) => line.quarter)
          .filter((quarter) => quarter.startsWith(String(year)))
          .sort(),
      );
      for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,\d{4}-Q[1-4],\d+,Test Project,\d+,47,\d+\.\d\d,\d+\.\d\d$/);
      const yearTotal = sumOf(lines.map((line) => line.split(',').at(-1) ?? ''));
      expect(rows.at(-1)).toBe(`Total,,,,,,,${(yearTotal / 100).toFixed(2)}`);
      statementTotal += yearTotal;
    }
    expect(statementTotal).toBe(paid);

    const [holding] = (await get('/api/investments', investor.cookie)).json() as Array<{
      payoutsReceived: string;
      returns: string;
      currentValue: string;
    }>;
    expect(decimalToCents(holding?.payoutsReceived ?? '')).toBe(paid);
    const projectRow = await findProjectRow(context.database.db, project.id);
    // 47 shares at the indicative price (the share price at the latest revaluation), whatever was paid.
    const value = 47 * Math.round((projectRow.sharePriceCents * projectRow.valueBp) / 10_000);
    expect(holding?.currentValue).toBe((value / 100).toFixed(2));
    expect(decimalToCents(holding?.returns ?? '')).toBe(paid + value - 500_00);

    const history = portfolioHistorySchema.parse((await get('/api/portfolio/history?range=all', investor.cookie)).json());
    expect(sumOf(history.payouts.map((payout) => payout.amount))).toBe(paid);
    expect(history.points[0]?.invested).toBe('500.00');
    expect(history.points.at(-1)?.value).toBe(holding?.currentValue);

    expect(decimalToCents(((await get('/api/auth/user', investor.cookie)).json() as { accountBalance: string }).accountBalance)).toBe(
      500_00 + paid,
    );
    const publicProject = (await get(`/api/tours/${project.id}`, '')).json() as { paidToInvestors: string; payoutCount: number };
    expect(publicProject.payoutCount).toBe(4);
    const quarterRows = await context.database.db.select().from(projectQuarters).where(eq(projectQuarters.projectId, project.id));
    expect(decimalToCents(publicProject.paidToInvestors)).toBe(quarterRows.reduce((total, row) => total + row.investorPoolCents, 0));
    await expectLedgerClean(context.database.db);
  });

  it('pays each quarter once, whatever the jumps and however many run at once', async () => {
    const { investmentId, fundedAt } = await fundedHolding();
    const paidQuarters = () => context.database.db.$count(projectQuarters);
    let now = clock.now();
    for (const days of [40, 1, 100, 3]) {
      now = await clock.advanceDays(days);
      const paidBefore = await paidQuarters();
      const counts = await Promise.all([
        payDueQuarters(context.database.db, now),
        payDueQuarters(context.database.db, now),
        payDueQuarters(context.database.db, now),
      ]);
      expect(await payDueQuarters(context.database.db, now)).toBe(0);
      // Each round counts only the quarters it paid (every funded project's): together, those paid now.
      expect(counts.reduce((total, count) => total + count, 0)).toBe((await paidQuarters()) - paidBefore);
    }
    const lines = await context.database.db.select().from(payouts).where(eq(payouts.investmentId, investmentId));
    expect(lines.map((line) => line.quarter).sort()).toEqual(
      quarterEndsBetween(fundedAt, now)
        .map((end) => quarterOf(new Date(end.getTime() - 1)))
        .sort(),
    );
    await expectLedgerClean(context.database.db);
  });

  it('two years later posts eight quarters, each once', async () => {
    const { project, fundedAt } = await fundedHolding();
    const now = await advanceDays(731);
    const rows = await context.database.db.select().from(projectQuarters).where(eq(projectQuarters.projectId, project.id));
    expect(rows.map((row) => row.quarterEnd.toISOString()).sort()).toEqual(
      quarterEndsBetween(fundedAt, now).map((end) => end.toISOString()),
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    await expectLedgerClean(context.database.db);
  });

  it('a sale after payouts credits the holding value and keeps the payouts; later quarters pay it nothing', async () => {
    const { investor, investmentId, project } = await fundedHolding();
    await advanceDays(200);
    const before = decimalToCents(((await get('/api/auth/user', investor.cookie)).json() as { accountBalance: string }).accountBalance);
    const [{ payoutsCents } = { payoutsCents: 0 }] = await context.database.db
      .select({ payoutsCents: investments.payoutsCents })
      .from(investments)
      .where(eq(investments.id, investmentId));
    expect(payoutsCents).toBeGreaterThan(0);
    const { valueBp, sharePriceCents } = await findProjectRow(context.database.db, project.id);
    const value = 47 * Math.round((sharePriceCents * valueBp) / 10_000);

    const sold = await send(context.app, { method: 'DELETE', url: `/api/investments/${investmentId}`, cookie: investor.cookie });
    expect(sold.statusCode).toBe(200);
    const { investment, accountBalance } = sold.json() as {
      investment: { proceeds: string; payoutsReceived: string; realizedReturns: string };
      accountBalance: string;
    };
    expect(decimalToCents(investment.proceeds)).toBe(value);
    expect(decimalToCents(accountBalance)).toBe(before + value);
    expect(decimalToCents(investment.payoutsReceived)).toBe(payoutsCents);
    expect(decimalToCents(investment.realizedReturns)).toBe(payoutsCents + value - 500_00);

    await advanceDays(200);
    const [after] = await context.database.db
      .select({ payoutsCents: investments.payoutsCents })
      .from(investments)
      .where(eq(investments.id, investmentId));
    expect(after?.payoutsCents).toBe(payoutsCents);
    expect(decimalToCents(((await get('/api/auth/user', investor.cookie)).json() as { accountBalance: string }).accountBalance)).toBe(
      before + value,
    );
    await expectLedgerClean(context.database.db);
  });

  it('a quarter when nobody holds a share: the investors’ pool goes back to the sandbox, and nobody is paid', async () => {
    // No demo backers: every share is the investor's, and the investor sells before the quarter ends.
    const { project, investor, investmentId } = await fundedHolding({ demoBackers: false });
    const sold = await send(context.app, { method: 'DELETE', url: `/api/investments/${investmentId}`, cookie: investor.cookie });
    expect(sold.statusCode).toBe(200);

    await advanceDays(100);
    const [quarter] = await context.database.db.select().from(projectQuarters).where(eq(projectQuarters.projectId, project.id));
    expect(quarter?.investorPoolCents).toBeGreaterThan(0);
    expect(await context.database.db.$count(payouts, eq(payouts.projectId, project.id))).toBe(0);
    expect(await findProjectRow(context.database.db, project.id)).toMatchObject({ paidToInvestorsCents: 0, payoutCount: 0 });
    const returned = await context.database.db.execute<{ description: string; amount: string }>(sql`
      select t.description, p.amount_cents::text as amount from ledger_transfers t join ledger_postings p on p.transfer_id = t.id
      where t.project_id = ${project.id}::int and t.code = 'payout' and p.account_kind = 'sandbox'`);
    expect(returned.rows).toEqual([
      {
        description: `${quarter?.quarter} revenue share · No shares held at the quarter’s end`,
        amount: String(quarter?.investorPoolCents),
      },
    ]);
    expect((await get('/api/payouts', investor.cookie)).json()).toEqual([]);
    await expectLedgerClean(context.database.db);
  });

  it('a reset removes every payout and paid quarter but the demo project’s, posted afresh, and the books stay clean', async () => {
    const { investor } = await fundedHolding();
    await advanceDays(120);
    expect(payoutListSchema.parse((await get('/api/payouts', investor.cookie)).json()).length).toBeGreaterThan(0);
    clock.reset();
    const summary = await resetSandbox(context.database.db, { startingBalanceCents: 0 as Cents });
    expect(summary.reset).toBe(true);
    expect(await get('/api/payouts', investor.cookie).then((response) => response.json())).toEqual([]);
    // The only payout lines left are the demo traders' (features/sandbox/demo-market.ts), on the funded demo project.
    const [{ lines } = { lines: -1 }] = await context.database.db
      .select({ lines: sql<number>`count(*)::int` })
      .from(payouts)
      .innerJoin(investments, eq(investments.id, payouts.investmentId))
      .innerJoin(projects, eq(projects.id, investments.projectId))
      .where(isNull(projects.demoKey));
    expect(lines).toBe(0);
    const demoQuarters = await context.database.db.execute<{ demo: boolean }>(
      sql`select p.demo_key is not null as demo from project_quarters q join projects p on p.id = q.project_id`,
    );
    expect(demoQuarters.rows.length).toBeGreaterThan(0);
    expect(demoQuarters.rows.every((row) => row.demo)).toBe(true);
    await expectLedgerClean(context.database.db);
  });
});

describe('GET /api/payouts and the statement', () => {
  it.each([
    ['missing', ''],
    ['not a number', '?year=abc'],
    ['before 1900', '?year=1899'],
    ['five digits', '?year=99999'],
    ['given twice', '?year=2027&year=2028'],
  ])('refuses a year %s with a 400 and a message', async (_case, query) => {
    const { cookie } = await fundedInvestor(context.app, 0);
    const response = await get(`/api/payouts/statement.csv${query}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/year/) });
  });

  it('refuses a bad limit, and needs a session', async () => {
    const { cookie } = await fundedInvestor(context.app, 0);
    expect((await get('/api/payouts?limit=0', cookie)).statusCode).toBe(400);
    expect((await get('/api/payouts', '')).statusCode).toBe(401);
    expect((await get('/api/payouts/statement.csv?year=2027', '')).statusCode).toBe(401);
    expect((await get('/api/payouts/summary', '')).statusCode).toBe(401);
  });

  it("only ever holds the signed-in user's own lines", async () => {
    const { investor } = await fundedHolding();
    const now = await advanceDays(100);
    const other = await fundedInvestor(context.app, 0);
    expect(payoutListSchema.parse((await get('/api/payouts', investor.cookie)).json()).length).toBeGreaterThan(0);
    expect((await get('/api/payouts', other.cookie)).json()).toEqual([]);
    expect((await get('/api/payouts/summary', other.cookie)).json()).toEqual({ count: 0, total: '0.00', years: [] });
    const statement = await get(`/api/payouts/statement.csv?year=${now.getUTCFullYear()}&userId=1`, other.cookie);
    expect(statement.statusCode).toBe(400);
    for (const year of [now.getUTCFullYear() - 1, now.getUTCFullYear()]) {
      const own = await get(`/api/payouts/statement.csv?year=${year}`, other.cookie);
      expect(own.body).toBe(`${statementColumns.join(',')}\r\nTotal,,,,,,,0.00\r\n`);
    }
    const latest = payoutListSchema.parse((await get('/api/payouts?limit=1', investor.cookie)).json());
    expect(latest).toHaveLength(1);
  });
});
