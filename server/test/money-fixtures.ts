import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cents } from '@common/money';
import type { Database } from '../db/client';
import { creators, ledgerPostings, ledgerTransfers, projects, users } from '../db/schema';
import { closeCampaignNow } from '../features/campaigns';
import { checkLedger } from '../features/ledger';
import { send, signUpUser } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

export type ProjectRow = typeof projects.$inferSelect;
type MoneyColumn = 'fundingGoalCents' | 'minInvestmentCents' | 'sharePriceCents' | 'raisedCents' | 'demoRaisedCents';
/** A test's project settings; money as plain whole cents, branded here. */
export type ProjectOverrides = Partial<Omit<typeof projects.$inferInsert, MoneyColumn> & Record<MoneyColumn, number>>;

const brandMoney = (overrides: ProjectOverrides) =>
  Object.fromEntries(
    Object.entries(overrides).map(([column, value]) => [
      column,
      column.endsWith('Cents') && typeof value === 'number' ? cents(value) : value,
    ]),
  );

/**
 * A project of the test's own (with its own creator), so no test depends on the demo data.
 * Defaults: $10 shares, $100 minimum, 1,000 shares all available, open for 30 more days.
 * Shares not available were sold before the sandbox, as in the demo data.
 */
export async function createProject(db: Database, overrides: ProjectOverrides = {}): Promise<ProjectRow> {
  const [creator] = await db
    .insert(creators)
    .values({ name: `Test Creator ${randomBytes(3).toString('hex')}`, category: 'indie music' })
    .returning();
  if (!creator) throw new Error('no creator');
  const totalShares = overrides.totalShares ?? 1000;
  const availableShares = overrides.availableShares ?? totalShares;
  const sharePriceCents = overrides.sharePriceCents ?? 10_00;
  const demoRaisedCents = cents((totalShares - availableShares) * sharePriceCents);
  const [project] = await db
    .insert(projects)
    .values({
      creatorId: creator.id,
      title: 'Test Project',
      description: 'A project made by a test. Fictional.',
      type: 'album',
      fundingGoalCents: cents(10_000_00),
      minInvestmentCents: cents(100_00),
      sharePriceCents: cents(sharePriceCents),
      totalShares,
      availableShares,
      demoRaisedCents,
      raisedCents: demoRaisedCents,
      startDate: isoDay(-10),
      endDate: isoDay(30),
      ...brandMoney(overrides),
    })
    .returning();
  if (!project) throw new Error('no project');
  return project;
}

export async function findProjectRow(db: Database, id: number): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw new Error(`no project ${id}`);
  return row;
}

/** Adds funds through the API, in the largest deposits it allows. */
export async function addFunds(app: FastifyInstance, cookie: string, dollars: number): Promise<void> {
  for (let left = dollars; left > 0; left -= 10_000) {
    const response = await send(app, {
      method: 'POST',
      url: '/api/funds/add',
      cookie,
      payload: { amount: Math.min(left, 10_000), paymentMethod: 'credit_card' },
    });
    expect(response.statusCode).toBe(200);
  }
}

/** A signed-in investor with `dollars` to spend; above the $2,500 floor the investor declares being accredited. */
export async function fundedInvestor(app: FastifyInstance, dollars: number): Promise<{ cookie: string; email: string }> {
  const { cookie, email, response } = await signUpUser(app);
  expect(response.statusCode).toBe(201);
  if (dollars > 0) await addFunds(app, cookie, dollars);
  if (dollars > 2_500) await declareAccredited(app, cookie);
  return { cookie, email };
}

/** Declares the investor accredited, so the Regulation Crowdfunding limit does not apply (decisions.md, Investment limits). */
export async function declareAccredited(app: FastifyInstance, cookie: string): Promise<void> {
  const response = await send(app, {
    method: 'PUT',
    url: '/api/investor-profile',
    cookie,
    payload: { dateOfBirth: null, annualIncome: null, netWorth: null, accredited: true, externalInvestments12m: null },
  });
  expect(response.statusCode).toBe(200);
}

/** The payload the invest form sends, with the shares it shows for the amount. */
export function investPayload(projectId: number, amount: string | number, shares: number) {
  return { projectId, investorName: 'Form Name', investorEmail: 'form@example.test', amount, shares };
}

export async function balanceOf(app: FastifyInstance, cookie: string): Promise<string> {
  const me = await send(app, { method: 'GET', url: '/api/auth/user', cookie });
  return me.json().accountBalance as string;
}

/** Every money test ends here: the books must balance. */
export async function expectLedgerClean(db: Database): Promise<void> {
  expect(await checkLedger(db)).toEqual([]);
}

/** A user's cash lines as [code, amount in cents], oldest first. */
export async function cashLines(db: Database, userId: number): Promise<Array<[string, number]>> {
  const rows = await db
    .select({ code: ledgerTransfers.code, amountCents: ledgerPostings.amountCents })
    .from(ledgerPostings)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
    .where(and(eq(ledgerPostings.accountKind, 'user_cash'), eq(ledgerPostings.accountId, userId)))
    .orderBy(asc(ledgerPostings.id));
  return rows.map((row) => [row.code, row.amountCents]);
}

/** The transfers of one investment as [code, account kind, amount in cents] postings, oldest first. */
export async function investmentPostings(db: Database, investmentId: number): Promise<Array<[string, string, number]>> {
  const rows = await db
    .select({ code: ledgerTransfers.code, kind: ledgerPostings.accountKind, amountCents: ledgerPostings.amountCents })
    .from(ledgerPostings)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
    .where(eq(ledgerTransfers.investmentId, investmentId))
    .orderBy(asc(ledgerPostings.id));
  return rows.map((row) => [row.code, row.kind, row.amountCents]);
}

/** An active holding: the campaign is closed funded right after the investment (its goal set within reach). */
export async function fundedHolding(app: FastifyInstance, db: Database, options: { dollars: number; amount: string; shares: number }) {
  const project = await createProject(db, { fundingGoalCents: 100_00 });
  const investor = await fundedInvestor(app, options.dollars);
  const response = await send(app, {
    method: 'POST',
    url: '/api/investments',
    cookie: investor.cookie,
    payload: investPayload(project.id, options.amount, options.shares),
  });
  expect(response.statusCode).toBe(201);
  expect(await closeCampaignNow(db, project.id, new Date())).toBe('funded');
  return { project, investor, investmentId: response.json().id as number };
}

export async function userIdOf(db: Database, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}
