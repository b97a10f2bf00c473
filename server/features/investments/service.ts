import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { formatCentsAsUsd, type Cents } from '../../../common/money';
import { checkInvestmentAmount, onlySharesAvailableMessage } from '../../../common/rules/investment-rules';
import type { Investment, InvestmentRequest } from '../../../common/schemas/investments';
import type { Database, Transaction } from '../../db/client';
import { creators, investments, projects } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency';
import { balanceOf, postTransfer } from '../ledger';
import { projectSummaryColumns, toInvestmentView } from './investment-view';

export const PROJECT_NOT_FOUND = "The investment opportunity you're looking for doesn't exist.";
export const PROJECT_ENDED = 'This project has ended and no longer accepts investments.';
export const PROJECT_NOT_OPEN = 'This project is not open for investment.';

export const insufficientFundsMessage = (balance: Cents) => `Insufficient funds. Your balance is ${formatCentsAsUsd(balance)}.`;
export const sharePriceChangedMessage = (shares: number) =>
  `The share price has changed: this amount now buys ${shares} share${shares === 1 ? '' : 's'}. Please review and try again.`;

/** Today as the project timeline's dates are written (UTC); a project takes investments through its end date. */
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

function assertOpen(project: { status: string; endDate: string }, today: string): void {
  if (project.endDate < today) throw badRequest(PROJECT_ENDED);
  if (project.status !== 'active') throw badRequest(PROJECT_NOT_OPEN);
}

/**
 * Buys shares in one transaction. Checks run in the spec's order (minimum, shares left, at
 * least one share), then the investor's figure, then the balance. The debit and the share
 * decrement are conditional updates, so concurrent requests can neither overdraw a balance
 * nor oversell a project, on PGlite or on PostgreSQL with any number of servers. The project
 * row is updated last so its lock, which every buyer of a popular project waits on, is held
 * only until the commit.
 */
export function invest(db: Database, user: SessionUser, request: InvestmentRequest, key: string | null, now = new Date()): Promise<Outcome<Investment>> {
  const keyed = idempotentRequest(user.id, key, 'POST /api/investments', request);
  const today = isoDay(now);
  return runIdempotent(db, keyed, async (tx) => {
    const [found] = await tx
      .select({ project: projects, creatorName: creators.name })
      .from(projects)
      .innerJoin(creators, eq(creators.id, projects.creatorId))
      .where(eq(projects.id, request.projectId))
      .limit(1);
    if (!found) throw notFound(PROJECT_NOT_FOUND);
    const { project } = found;
    assertOpen(project, today);
    const check = checkInvestmentAmount(request.amount, project);
    if (!check.ok) throw badRequest(check.problem.message);
    const { quote } = check;
    if (request.shares !== quote.shares) throw badRequest(sharePriceChangedMessage(quote.shares));

    const [investment] = await tx
      .insert(investments)
      .values({
        userId: user.id,
        projectId: project.id,
        // The account's name and email; the form's only if the account lacks them.
        investorName: `${user.firstName} ${user.lastName}`.trim() || request.investorName,
        investorEmail: user.email || request.investorEmail,
        amountCents: quote.amountCents,
        feeCents: quote.feeCents,
        shares: quote.shares,
        createdAt: now,
      })
      .returning();
    if (!investment) throw new Error('insert returned no investment');
    const debited = await postTransfer(tx, { code: 'investment', userId: user.id, amount: -quote.amountCents as Cents, investmentId: investment.id, at: now });
    // Nothing stays written: the error rolls the transaction back.
    if (debited === null) throw badRequest(insufficientFundsMessage(await balanceOf(tx, user.id)));

    const [taken] = await tx
      .update(projects)
      .set({
        availableShares: sql`${projects.availableShares} - ${quote.shares}`,
        raisedCents: sql`${projects.raisedCents} + ${quote.amountCents}`,
      })
      .where(and(eq(projects.id, project.id), gte(projects.availableShares, quote.shares), eq(projects.status, 'active'), gte(projects.endDate, today)))
      .returning({ raisedCents: projects.raisedCents });
    if (!taken) throw await whyProjectRefused(tx, project.id, today);
    return { status: 201, body: toInvestmentView(investment, { ...project, raisedCents: taken.raisedCents }, found.creatorName, now) };
  });
}

/** Another request got there first: say what changed. */
async function whyProjectRefused(tx: Transaction, projectId: number, today: string): Promise<AppError> {
  const [now] = await tx
    .select({ availableShares: projects.availableShares, status: projects.status, endDate: projects.endDate })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!now) return notFound(PROJECT_NOT_FOUND);
  try {
    assertOpen(now, today);
  } catch (error) {
    return error as AppError;
  }
  return badRequest(onlySharesAvailableMessage(now.availableShares));
}

/** The investor's active investments, newest first, valued now. */
export async function listInvestments(db: Database, userId: number, now = new Date()): Promise<Investment[]> {
  const rows = await db
    .select({ investment: investments, project: projectSummaryColumns(projects), creatorName: creators.name })
    .from(investments)
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(and(eq(investments.userId, userId), eq(investments.status, 'active')))
    .orderBy(desc(investments.createdAt), desc(investments.id));
  return rows.map((row) => toInvestmentView(row.investment, row.project, row.creatorName, now));
}
