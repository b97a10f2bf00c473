import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { InvestmentStatus } from '../../../common/campaigns';
import { cents, formatCentsAsUsd, type Cents } from '../../../common/money';
import { checkInvestmentAmount, onlySharesAvailableMessage } from '../../../common/rules/investment-rules';
import type { ClosedInvestment, Investment, InvestmentRequest } from '../../../common/schemas/investments';
import type { Database, Transaction } from '../../db/client';
import { creators, investments, projects } from '../../db/schema';
import { AppError, badRequest, notFound, PROJECT_NOT_FOUND } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency';
import { closeCampaign, isoDay } from '../campaigns';
import { cachedBalance, postTransfer, projectEscrow, userCash } from '../ledger';
import { raiseMoved } from '../notifications';
import { projectSummaryColumns, toClosedInvestment, toInvestmentView } from './investment-view';

export const PROJECT_ENDED = 'This project has ended and no longer accepts investments.';
export const PROJECT_NOT_OPEN = 'This project is not open for investment.';

export const insufficientFundsMessage = (balance: Cents) => `Insufficient funds. Your balance is ${formatCentsAsUsd(balance)}.`;
export const sharePriceChangedMessage = (shares: number) =>
  `The share price has changed: this amount now buys ${shares} share${shares === 1 ? '' : 's'}. Please review and try again.`;

function assertOpen(project: { status: string; endDate: string }, today: string): void {
  if (project.endDate < today) throw badRequest(PROJECT_ENDED);
  if (project.status !== 'active') throw badRequest(PROJECT_NOT_OPEN);
}

/**
 * Buys shares in one transaction: the amount moves from the investor's cash to the project's
 * escrow and the shares are reserved; the investment stays pending until the campaign closes.
 * Checks run in the spec's order (minimum, shares left, at least one share), then the
 * investor's figure, then the balance. The share decrement and the debit are conditional
 * updates, so concurrent requests can neither overdraw a balance nor oversell a project, and
 * nothing lands on a campaign that has closed, on PGlite or on PostgreSQL with any number of
 * servers.
 */
export function invest(db: Database, user: SessionUser, request: InvestmentRequest, key: string | null, now: Date): Promise<Outcome<Investment>> {
  const keyed = idempotentRequest(user.id, key, 'POST /api/investments', request);
  const today = isoDay(now);
  // The three statements of fixed shape are named, so PostgreSQL parses and plans each once per connection.
  return runIdempotent(db, keyed, async (tx) => {
    const [found] = await tx
      .select({ project: projects, creatorName: creators.name })
      .from(projects)
      .innerJoin(creators, eq(creators.id, projects.creatorId))
      .where(eq(projects.id, request.projectId))
      .limit(1)
      .prepare('invest_read_project')
      .execute();
    if (!found) throw notFound(PROJECT_NOT_FOUND);
    const { project } = found;
    assertOpen(project, today);
    const check = checkInvestmentAmount(request.amount, project);
    if (!check.ok) throw badRequest(check.problem.message);
    const { quote } = check;
    if (request.shares !== quote.shares) throw badRequest(sharePriceChangedMessage(quote.shares));

    // The project row first: every money path locks a project before a user (see closeCampaign), so they never deadlock.
    const [taken] = await tx
      .update(projects)
      .set({
        availableShares: sql`${projects.availableShares} - ${quote.shares}`,
        raisedCents: sql`${projects.raisedCents} + ${quote.amountCents}`,
      })
      .where(and(eq(projects.id, project.id), gte(projects.availableShares, quote.shares), eq(projects.status, 'active'), gte(projects.endDate, today)))
      .returning({ raisedCents: projects.raisedCents, availableShares: projects.availableShares })
      .prepare('invest_take_shares')
      .execute();
    if (!taken) throw await whyProjectRefused(tx, project.id, today);

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
      .returning()
      .prepare('invest_record_investment')
      .execute();
    if (!investment) throw new Error('insert returned no investment');
    const held = await postTransfer(tx, {
      code: 'investment_hold',
      projectId: project.id,
      investmentId: investment.id,
      at: now,
      postings: [
        { account: userCash(user.id), amount: cents(-quote.amountCents) },
        { account: projectEscrow(project.id), amount: quote.amountCents },
      ],
    });
    // Nothing stays written: the error rolls the transaction back.
    if (held === null) throw badRequest(insufficientFundsMessage(await cachedBalance(tx, userCash(user.id))));

    const raised = { ...project, raisedCents: taken.raisedCents };
    // The last shares sold close the campaign at once, in this same transaction.
    const outcome = taken.availableShares === 0 ? await closeCampaign(tx, raised, now) : null;
    // Last: followers and backers hear of a half or a whole of the goal crossed by this very investment.
    await raiseMoved(tx, project, cents(taken.raisedCents - quote.amountCents), taken.raisedCents, now);
    if (outcome) {
      const [closed] = await tx.select().from(investments).where(eq(investments.id, investment.id));
      return { status: 201, body: toInvestmentView(closed ?? investment, { ...raised, status: outcome }, found.creatorName) };
    }
    return { status: 201, body: toInvestmentView(investment, raised, found.creatorName) };
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

/** The investor's open investments (pending and active), newest first, at their latest values. */
export function listInvestments(db: Database, userId: number): Promise<Investment[]> {
  return investmentsOf(db, userId, ['pending', 'active']);
}

/** The investor's closed positions (sold, cancelled, refunded), most recently closed first. */
export async function investmentHistory(db: Database, userId: number): Promise<ClosedInvestment[]> {
  const closed = await investmentsOf(db, userId, ['sold', 'cancelled', 'refunded']);
  return closed.map(toClosedInvestment);
}

async function investmentsOf(db: Database, userId: number, statuses: InvestmentStatus[]): Promise<Investment[]> {
  const rows = await db
    .select({ investment: investments, project: projectSummaryColumns(projects), creatorName: creators.name })
    .from(investments)
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(and(eq(investments.userId, userId), inArray(investments.status, statuses)))
    .orderBy(desc(sql`coalesce(${investments.closedAt}, ${investments.createdAt})`), desc(investments.id));
  return rows.map((row) => toInvestmentView(row.investment, row.project, row.creatorName));
}
