import { and, eq, sql } from 'drizzle-orm';
import { HOLDING_RESERVED_MESSAGE } from '@common/rules/market';
import { CANCEL_WINDOW_MESSAGE, cancellableUntil, type InvestmentStatus } from '@common/rules/campaigns';
import { cents, centsToDecimal, type Cents } from '@common/money';
import type { SaleResult } from '@common/schemas/investments';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { creators, investments, projects } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { postTransfer, projectEscrow, SANDBOX, userCash } from '../ledger';
import { holdingValueCents } from '../payouts';
import { marketProceedsOf, projectSummaryColumns, toClosedInvestment, toInvestmentView } from './investment-view';

export const INVESTMENT_NOT_FOUND = "The investment you're looking for doesn't exist.";

const ALREADY_CLOSED: Record<Exclude<InvestmentStatus, 'pending' | 'active'>, string> = {
  sold: 'This investment has already been sold.',
  cancelled: 'This investment has already been cancelled.',
  refunded: 'This investment was refunded in full when its campaign failed.',
};

/**
 * The spec's Sell (`DELETE /api/investments/{id}`). A pending investment is cancelled with a
 * full refund from the escrow, fee included, until 48 hours before its campaign closes; an
 * active holding is sold at its current value (the payouts it received are kept), paid by the sandbox. Either way the shares go
 * back to the project; a cancelled amount leaves the open raise, while a closed campaign's raise is history and stays. The project row is locked first, as
 * every money path does, then the investment is read again: of two racing attempts only one
 * pays, and a campaign that closed meanwhile is seen closed. Someone else's investment is
 * simply not found.
 */
export function sellInvestment(db: Database, userId: number, investmentId: number, time: BusinessTime): Promise<SaleResult> {
  return db.transaction(async (tx) => {
    // First: the 48-hour window is judged by the clock as this transaction reads it, whichever server moved it.
    const now = await timeIn(tx, time);
    const found = await lockOwnInvestment(tx, userId, investmentId);
    const { investment, project } = found;
    if (investment.status !== 'pending' && investment.status !== 'active') throw new AppError(409, ALREADY_CLOSED[investment.status]);
    if (investment.reservedShares > 0) throw new AppError(409, HOLDING_RESERVED_MESSAGE);

    let closed: InvestmentRow;
    let raisedCents: Cents;
    let cashBalance: Cents;
    if (investment.status === 'pending') {
      if (now >= cancellableUntil(project.endDate)) throw new AppError(409, CANCEL_WINDOW_MESSAGE);
      ({ closed, raisedCents, cashBalance } = await cancelPending(tx, investment, now));
    } else {
      // The holding's value; the payouts it received stay with the investor.
      const proceeds = holdingValueCents(investment.shares, project.sharePriceCents, project.valueBp);
      const [sold] = await tx
        .update(investments)
        .set({ status: 'sold', closedAt: now, proceedsCents: proceeds })
        .where(eq(investments.id, investment.id))
        .returning();
      await tx
        .update(projects)
        .set({ availableShares: sql`${projects.availableShares} + ${investment.shares}` })
        .where(eq(projects.id, project.id));
      const paid = await postTransfer(tx, {
        projectId: project.id,
        investmentId: investment.id,
        at: now,
        code: 'sale',
        postings: [
          { account: userCash(userId), amount: proceeds },
          { account: SANDBOX, amount: cents(-proceeds) },
        ],
      });
      if (!sold || paid?.cashBalance == null) throw new Error(`investment ${investment.id} could not be sold`);
      closed = sold;
      raisedCents = project.raisedCents;
      cashBalance = paid.cashBalance;
    }
    const view = toInvestmentView(closed, { ...project, raisedCents }, found.creatorName, cents(found.marketProceedsCents));
    return { investment: toClosedInvestment(view), accountBalance: centsToDecimal(cashBalance) };
  });
}

/**
 * The user's investment read under lock, with what its view needs: the project row is locked
 * first, as every money path does, then the investment is read again under its own lock, so of
 * two racing attempts on it exactly one acts. Someone else's investment is not found.
 */
export async function lockOwnInvestment(tx: Transaction, userId: number, investmentId: number) {
  const [owned] = await tx
    .select({ projectId: investments.projectId })
    .from(investments)
    .where(and(eq(investments.id, investmentId), eq(investments.userId, userId)));
  if (!owned) throw notFound(INVESTMENT_NOT_FOUND);
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, owned.projectId)).for('update');
  const [found] = await tx
    .select({
      investment: investments,
      project: projectSummaryColumns(projects),
      creatorName: creators.name,
      marketProceedsCents: marketProceedsOf(investments),
    })
    .from(investments)
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(eq(investments.id, investmentId))
    .for('update', { of: investments });
  if (!found) throw notFound(INVESTMENT_NOT_FOUND);
  return found;
}

type InvestmentRow = typeof investments.$inferSelect;

/**
 * Cancels a pending investment with a full refund from the escrow, fee included, inside the
 * caller's transaction, which holds the project's row lock and has read the investment pending
 * under its own lock: the shares go back and the amount leaves the open raise. The investor's
 * cancellation and a lapsed reconfirmation (campaign-changes) both come through here.
 */
export async function cancelPending(
  tx: Transaction,
  investment: Pick<InvestmentRow, 'id' | 'userId' | 'projectId' | 'amountCents' | 'shares'>,
  at: Date,
): Promise<{ closed: InvestmentRow; raisedCents: Cents; cashBalance: Cents }> {
  const [closed] = await tx
    .update(investments)
    .set({ status: 'cancelled', closedAt: at, proceedsCents: investment.amountCents, reconfirmBy: null })
    .where(and(eq(investments.id, investment.id), eq(investments.status, 'pending')))
    .returning();
  const [returned] = await tx
    .update(projects)
    .set({
      availableShares: sql`${projects.availableShares} + ${investment.shares}`,
      raisedCents: sql`${projects.raisedCents} - ${investment.amountCents}`,
    })
    .where(eq(projects.id, investment.projectId))
    .returning({ raisedCents: projects.raisedCents });
  const paid = await postTransfer(tx, {
    projectId: investment.projectId,
    investmentId: investment.id,
    at,
    code: 'cancel_refund',
    postings: [
      { account: userCash(investment.userId), amount: investment.amountCents },
      { account: projectEscrow(investment.projectId), amount: cents(-investment.amountCents) },
    ],
  });
  if (!closed || !returned || paid?.cashBalance == null) throw new Error(`investment ${investment.id} could not be cancelled`);
  return { closed, raisedCents: returned.raisedCents, cashBalance: paid.cashBalance };
}
