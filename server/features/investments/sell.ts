import { and, eq, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../common/money';
import type { SaleResult } from '../../../common/schemas/investments';
import type { Database } from '../../db/client';
import { creators, investments, projects } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { postTransfer } from '../ledger';
import { investmentValueCents } from '../portfolio';
import { projectSummaryColumns, toInvestmentView } from './investment-view';

export const INVESTMENT_NOT_FOUND = "The investment you're looking for doesn't exist.";
export const ALREADY_SOLD = 'This investment has already been sold.';

/**
 * Sells an investment at its current value (amount + returns): the value is credited with a
 * sale ledger row, the shares go back to the project, the amount leaves its raised total,
 * and the investment is kept as `sold`. Marking it sold is a conditional update, so of two
 * racing sales only one credits. Someone else's investment is simply not found.
 */
export function sellInvestment(db: Database, userId: number, investmentId: number, now = new Date()): Promise<SaleResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ investment: investments, project: projectSummaryColumns(projects), creatorName: creators.name })
      .from(investments)
      .innerJoin(projects, eq(projects.id, investments.projectId))
      .innerJoin(creators, eq(creators.id, projects.creatorId))
      .where(and(eq(investments.id, investmentId), eq(investments.userId, userId)))
      .limit(1);
    if (!found) throw notFound(INVESTMENT_NOT_FOUND);
    if (found.investment.status !== 'active') throw new AppError(409, ALREADY_SOLD);
    const { investment } = found;
    const valueCents = investmentValueCents(investment.amountCents, investment.projectId, investment.createdAt, now);

    const [sold] = await tx
      .update(investments)
      .set({ status: 'sold', soldAt: now, saleValueCents: valueCents })
      .where(and(eq(investments.id, investment.id), eq(investments.userId, userId), eq(investments.status, 'active')))
      .returning();
    if (!sold) throw new AppError(409, ALREADY_SOLD);
    const balance = await postTransfer(tx, { code: 'sale', userId, amount: valueCents, investmentId: investment.id, at: now });
    if (balance === null) throw new Error(`user ${userId} vanished while selling`);
    const [project] = await tx
      .update(projects)
      .set({
        availableShares: sql`${projects.availableShares} + ${investment.shares}`,
        raisedCents: sql`${projects.raisedCents} - ${investment.amountCents}`,
      })
      .where(eq(projects.id, investment.projectId))
      .returning({ raisedCents: projects.raisedCents });
    if (!project) throw new Error(`project ${investment.projectId} vanished while selling`);
    return {
      investment: toInvestmentView(sold, { ...found.project, raisedCents: project.raisedCents }, found.creatorName, now),
      accountBalance: centsToDecimal(balance),
    };
  });
}
