import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { amountForShares, cents, dollarsToCents, platformFeeCents } from '@common/money';
import { indicativePriceCents } from '@common/rules/market';
import type { ActingClock, BusinessTime } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { investments, projects, users } from '../../db/schema';
import {
  DEMO_MARKET_PROJECT_KEY,
  DEMO_TRADER_CASH,
  DEMO_TRADER_PASSWORD_HASH,
  DEMO_TRADERS_INVESTED_DAYS_BEFORE_CLOSE,
  demoTraderEmails,
  demoTraders,
} from '../../db/seed/demo-market';
import type { SeededProject } from '../../db/seed/demo-rows';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError } from '../../errors';
import { postTransfers, projectEscrow, SANDBOX, userCash } from '../ledger';
import { placeOrder } from '../market';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo traders' accounts: their demo emails and the demo's mark in place of a password hash. */
const isDemoTrader = and(inArray(users.email, demoTraderEmails), eq(users.passwordHash, DEMO_TRADER_PASSWORD_HASH));

/**
 * The demo traders' accounts, created when missing, each opening with its demo cash (an
 * opening transfer from the sandbox, through the ledger's door); answers their ids by email.
 * An email someone signed up with is not the demo's: that trader is left out.
 */
async function ensureDemoTraders(tx: Transaction, at: Date): Promise<Map<string, number>> {
  const created = await tx
    .insert(users)
    .values(
      demoTraders.map((trader) => ({
        email: trader.email,
        passwordHash: DEMO_TRADER_PASSWORD_HASH,
        firstName: trader.firstName,
        lastName: trader.lastName,
        accountType: 'investor' as const,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const opening = dollarsToCents(DEMO_TRADER_CASH);
  const opened = await postTransfers(
    tx,
    created.map(({ id }) => ({
      code: 'opening_balance',
      description: 'Sandbox starting balance (demo trader)',
      at,
      postings: [
        { account: SANDBOX, amount: cents(-opening) },
        { account: userCash(id), amount: opening },
      ],
    })),
  );
  if (!opened) throw new Error("the demo traders' opening balances could not be posted");
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(isDemoTrader);
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * The demo traders' campaign investments in the demo market's project, pending with their holds
 * (cash into the project's escrow, dated before the close), so that the project's release pays
 * them to the creator with the demo backers' raise. Call it before the release; the caller
 * makes them active after it. False for any other project.
 */
export async function investDemoTraders(tx: Transaction, project: SeededProject): Promise<boolean> {
  if (project.demoKey !== DEMO_MARKET_PROJECT_KEY || project.status !== 'funded' || !project.closedAt) return false;
  const investedAt = new Date(project.closedAt.getTime() - DEMO_TRADERS_INVESTED_DAYS_BEFORE_CLOSE * DAY_MS);
  const traderIds = await ensureDemoTraders(tx, investedAt);
  const holders = demoTraders.flatMap((trader) => {
    const userId = traderIds.get(trader.email);
    return userId === undefined || trader.campaignShares === 0 ? [] : [{ trader, userId }];
  });
  if (holders.length === 0) return false;
  const inserted = await tx
    .insert(investments)
    .values(
      holders.map(({ trader, userId }) => {
        const amountCents = amountForShares(trader.campaignShares, project.sharePriceCents);
        return {
          userId,
          projectId: project.id,
          investorName: `${trader.firstName} ${trader.lastName}`,
          investorEmail: trader.email,
          amountCents,
          feeCents: platformFeeCents(amountCents),
          shares: trader.campaignShares,
          status: 'pending' as const,
          origin: 'campaign' as const,
          createdAt: investedAt,
        };
      }),
    )
    .returning({ id: investments.id, userId: investments.userId, amountCents: investments.amountCents });
  const held = await postTransfers(
    tx,
    inserted.map((investment) => ({
      code: 'investment_hold',
      projectId: project.id,
      investmentId: investment.id,
      at: investedAt,
      postings: [
        { account: userCash(investment.userId), amount: cents(-investment.amountCents) },
        { account: projectEscrow(project.id), amount: investment.amountCents },
      ],
    })),
  );
  if (!held) throw new Error("a demo trader's cash does not cover their campaign investment");
  return true;
}

/** After the release: the demo traders' investments become active holdings, as a funded close leaves them. */
export async function activateDemoHoldings(tx: Transaction, project: SeededProject): Promise<void> {
  await tx
    .update(investments)
    .set({ status: 'active' })
    .where(and(eq(investments.projectId, project.id), eq(investments.status, 'pending')));
}

/**
 * For a sandbox reset, before the books restart: the demo traders' accounts go (their orders,
 * holdings and notices with them), to be created afresh with the demo project.
 */
export async function removeDemoTraders(tx: Transaction): Promise<void> {
  await tx.delete(users).where(isDemoTrader);
}

/** The sandbox clock read in the placing transaction, for a seed that runs at `today` (real time). */
export function sandboxClockAt(today: Date): ActingClock {
  return {
    readIn: async (tx) => {
      const [state] = await queryRows(
        tx,
        z.object({ offset: sqlColumn.integer }),
        sql`select clock_offset_ms as offset from sandbox_state where id for share`,
      );
      return new Date(today.getTime() + (state?.offset ?? 0));
    },
  };
}

/**
 * Each demo trader keeps one order resting on the demo market's project: any trader without an
 * open order there places theirs again, through the market's own service (so its cash or shares
 * are reserved), at its basis points of the indicative price: asks above it, bids below, not
 * crossing. A trader whose cash or unlocked shares no longer cover the order is skipped.
 * Answers how many orders were placed; run again, it places none.
 *
 * Demo orders expire after 30 sandbox days like any order. They come back whenever this runs:
 * at every server start (seedDemoData) and at every sandbox reset, which also restores the
 * traders' cash and holdings.
 */
export async function placeDemoOrders(db: Database, time: BusinessTime): Promise<number> {
  const [project] = await db
    .select({ id: projects.id, status: projects.status, sharePriceCents: projects.sharePriceCents, valueBp: projects.valueBp })
    .from(projects)
    .where(eq(projects.demoKey, DEMO_MARKET_PROJECT_KEY));
  if (!project || project.status !== 'funded') return 0;
  const traders = await db.select({ id: users.id, email: users.email }).from(users).where(isDemoTrader);
  const open = await queryRows(
    db,
    z.object({ userId: sqlColumn.integer }),
    sql`select distinct user_id as "userId" from market_orders where project_id = ${project.id}::int and status = 'open'`,
  );
  const resting = new Set(open.map((row) => row.userId));
  const ids = new Map(traders.map((trader) => [trader.email, trader.id]));
  const indicative = indicativePriceCents(project.sharePriceCents, project.valueBp);
  let placed = 0;
  for (const trader of demoTraders) {
    const userId = ids.get(trader.email);
    if (userId === undefined || resting.has(userId)) continue;
    const limitPrice = cents(Math.max(1, Math.round((indicative * trader.order.priceBp) / 10_000)));
    try {
      await placeOrder(db, userId, { projectId: project.id, side: trader.order.side, shares: trader.order.shares, limitPrice }, null, time);
      placed += 1;
    } catch (error) {
      // Refused (too little cash or shares left, the shares still locked by the clock): the trader sits out.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return placed;
}
