import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { expect } from 'vitest';
import { cents, splitRevenue, sumCents, type Cents } from '@common/money';
import type { Database } from '../db/client';
import { creators } from '../db/schema';
import { queryRows, sqlColumn } from '../db/typed-sql';
import { closeCampaignNow } from '../features/campaigns';
import { payDueQuarters } from '../features/payouts';
import { limitOrder, placeOrder } from './market-fixtures';
import { createProject, fundedInvestor, investPayload, userIdOf, type ProjectRow } from './money-fixtures';
import { send, signUpUser } from './test-app';
import type { FixedClock } from './test-clock';

/** The fixture's two sandbox years. */
export const FIRST_YEAR = 2031;
export const SECOND_YEAR = 2032;

const at = (iso: string) => new Date(iso);

export interface StatementStory {
  investor: { cookie: string; email: string; userId: number };
  seller: { cookie: string; email: string; userId: number };
  creator: { cookie: string; userId: number };
  campaign: ProjectRow;
  /** The investor's campaign holding of `campaign`: partly sold on the market, the rest to the sandbox. */
  holdingId: number;
}

/**
 * Two sandbox years of one investor, with every kind of movement a statement has (the app must run
 * on `clock` with SANDBOX_STARTING_BALANCE=50):
 *
 * 2031: a $50 starting balance and a $3,000 deposit; $1,000 into a campaign (95 shares, $50 fee)
 * that funds, $200 into another (19 shares, $10 fee) cancelled the next day; a $500 withdrawal;
 * three quarterly payouts (April, July, October 1st).
 *
 * 2032: the payout of 2031-Q4 (posted on 1 January) and of 2032-Q1; 30 of the 95 shares sold on the
 * market at $6.00 (proceeds $180.00, cost $315.79, fee $3.60: the revaluations took the share's value
 * down to $1.71); 10 shares bought at $6.50 by a $7.00 buy order (held $70.00, $5.00 back); a buy
 * order of 3 at $5.00 cancelled; a buy order of 2 at $4.00 left open ($8.00 held at the year's end);
 * the 65 shares left sold to the sandbox (cost $684.21); $300 into a campaign (28 shares, $15 fee)
 * that fails; a $100 withdrawal.
 *
 * The campaign's creator has an account: its funded close pays them $1,600.00 less $80.00, and its
 * quarters their 70% of the revenue.
 */
export async function statementStory(app: FastifyInstance, db: Database, clock: FixedClock): Promise<StatementStory> {
  clock.set(at(`${FIRST_YEAR}-03-01T12:00:00Z`));
  const creatorSignup = await signUpUser(app, { accountType: 'musician', firstName: 'Cora', lastName: 'Creator' });
  expect(creatorSignup.response.statusCode).toBe(201);
  const creatorId = await userIdOf(db, creatorSignup.email);
  const campaign = await createProject(db, {
    title: 'Statement Story Tour',
    fundingGoalCents: 100_00,
    availableShares: 990,
    startDate: `${FIRST_YEAR}-02-01`,
    endDate: `${FIRST_YEAR}-04-30`,
  });
  await db.update(creators).set({ userId: creatorId }).where(eq(creators.id, campaign.creatorId));
  const cancelled = await createProject(db, {
    title: 'Cancelled Story EP',
    startDate: `${FIRST_YEAR}-02-01`,
    endDate: `${FIRST_YEAR}-04-30`,
  });

  const investorLogin = await fundedInvestor(app, 3_000);
  const sellerLogin = await fundedInvestor(app, 1_000);
  const investor = { ...investorLogin, userId: await userIdOf(db, investorLogin.email) };
  const seller = { ...sellerLogin, userId: await userIdOf(db, sellerLogin.email) };
  const invest = async (cookie: string, projectId: number, amount: string, shares: number) => {
    const response = await send(app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(projectId, amount, shares),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const holdingId = await invest(investor.cookie, campaign.id, '1000', 95);
  await invest(seller.cookie, campaign.id, '500', 47);
  const toCancel = await invest(investor.cookie, cancelled.id, '200', 19);

  clock.set(at(`${FIRST_YEAR}-03-02T12:00:00Z`));
  const cancel = await send(app, { method: 'DELETE', url: `/api/investments/${toCancel}`, cookie: investor.cookie });
  expect(cancel.statusCode, cancel.body).toBe(200);
  expect(await closeCampaignNow(db, campaign.id, clock.now())).toBe('funded');

  clock.set(at(`${FIRST_YEAR}-06-01T12:00:00Z`));
  await withdraw(app, investor.cookie, '500');

  clock.set(at(`${SECOND_YEAR}-01-05T12:00:00Z`));
  expect(await payDueQuarters(db, clock.now())).toBeGreaterThanOrEqual(4);

  clock.set(at(`${SECOND_YEAR}-03-10T12:00:00Z`));
  await expectPlaced(placeOrder(app, investor, limitOrder(campaign.id, 'sell', 30, '6.00')), 'open');
  await expectPlaced(placeOrder(app, seller, limitOrder(campaign.id, 'buy', 30, '6.50')), 'filled');
  await expectPlaced(placeOrder(app, seller, limitOrder(campaign.id, 'sell', 10, '6.50')), 'open');
  await expectPlaced(placeOrder(app, investor, limitOrder(campaign.id, 'buy', 10, '7.00')), 'filled');
  const toCancelOrder = await expectPlaced(placeOrder(app, investor, limitOrder(campaign.id, 'buy', 3, '5.00')), 'open');
  const cancelOrder = await send(app, { method: 'DELETE', url: `/api/market/orders/${toCancelOrder}`, cookie: investor.cookie });
  expect(cancelOrder.statusCode, cancelOrder.body).toBe(200);
  await expectPlaced(placeOrder(app, investor, limitOrder(campaign.id, 'buy', 2, '4.00')), 'open');

  clock.set(at(`${SECOND_YEAR}-05-01T12:00:00Z`));
  expect(await payDueQuarters(db, clock.now())).toBeGreaterThanOrEqual(1);
  const sale = await send(app, { method: 'DELETE', url: `/api/investments/${holdingId}`, cookie: investor.cookie });
  expect(sale.statusCode, sale.body).toBe(200);

  const failing = await createProject(db, {
    title: 'Failing Story Podcast',
    startDate: `${SECOND_YEAR}-04-01`,
    endDate: `${SECOND_YEAR}-06-30`,
  });
  await invest(investor.cookie, failing.id, '300', 28);
  clock.set(at(`${SECOND_YEAR}-05-03T12:00:00Z`));
  expect(await closeCampaignNow(db, failing.id, clock.now())).toBe('failed');

  clock.set(at(`${SECOND_YEAR}-06-01T12:00:00Z`));
  await withdraw(app, investor.cookie, '100');

  return { investor, seller, creator: { cookie: creatorSignup.cookie, userId: creatorId }, campaign, holdingId };
}

async function withdraw(app: FastifyInstance, cookie: string, amount: string): Promise<void> {
  const response = await send(app, { method: 'POST', url: '/api/funds/withdraw', cookie, payload: { amount, method: 'bank_transfer' } });
  expect(response.statusCode, response.body).toBe(200);
}

async function expectPlaced(placed: ReturnType<typeof placeOrder>, status: 'open' | 'filled'): Promise<number> {
  const response = await placed;
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().order.status).toBe(status);
  return response.json().order.id as number;
}

/** A user's payouts posted in `year`, summed from the payout lines (not from the ledger). */
export async function payoutLinesIn(db: Database, userId: number, year: number): Promise<Cents> {
  const rows = await queryRows(
    db,
    z.object({ amount: sqlColumn.cents }),
    sql`select amount_cents as amount from payouts
        where user_id = ${userId}::int and extract(year from posted_at at time zone 'UTC') = ${year}::int`,
  );
  return sumCents(rows.map((row) => row.amount));
}

/** A project's creator's 70% of the revenue of the quarters that ended in `year`, from the quarters' revenue. */
export async function creatorShareIn(db: Database, projectId: number, year: number): Promise<Cents> {
  const rows = await queryRows(
    db,
    z.object({ revenue: sqlColumn.cents }),
    sql`select revenue_cents as revenue from project_quarters
        where project_id = ${projectId}::int and extract(year from quarter_end at time zone 'UTC') = ${year}::int`,
  );
  return sumCents(rows.map((row) => splitRevenue(row.revenue).creator));
}

/** What a holding sold to the sandbox was paid, from the investment's row. */
export async function saleProceeds(db: Database, investmentId: number): Promise<Cents> {
  const [row] = await queryRows(
    db,
    z.object({ proceeds: sqlColumn.cents }),
    sql`select proceeds_cents as proceeds from investments where id = ${investmentId}::int`,
  );
  return row?.proceeds ?? cents(0);
}
