import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { InvestmentStatus } from '@common/rules/campaigns';
import { cents, formatCentsAsUsd, platformFeeCents, type Cents } from '@common/money';
import { isUnderAge, overLimitMessage, UNDER_AGE_MESSAGE } from '@common/rules/investment-limits';
import { checkInvestmentAmount, onlySharesAvailableMessage, type InvestableProject } from '@common/rules/investment-rules';
import type { ClosedInvestment, Investment, InvestmentRequest } from '@common/schemas/investments';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { creators, investments, projects } from '../../db/schema';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, badRequest, notFound, PROJECT_NOT_FOUND } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency';
import { closeCampaign, isoDay } from '../campaigns';
import { cachedBalance, postTransfer, projectEscrow, userCash } from '../ledger';
import { limitStatus } from '../investor-profile';
import { raiseMoved } from '../notifications';
import { marketProceedsOf, projectSummaryColumns, toClosedInvestment, toInvestmentView, toPartialSale } from './investment-view';
import { beforePurchase, newInvestment, takeShares } from './purchase';

export const PROJECT_ENDED = 'This project has ended and no longer accepts investments.';
export const PROJECT_NOT_OPEN = 'This project is not open for investment.';
export const OWN_CAMPAIGN = "Creators can't invest in their own campaigns.";

export const insufficientFundsMessage = (balance: Cents) => `Insufficient funds. Your balance is ${formatCentsAsUsd(balance)}.`;
export const sharePriceChangedMessage = (shares: number) =>
  `The share price has changed: this amount now buys ${shares} share${shares === 1 ? '' : 's'}. Please review and try again.`;

/**
 * Buys shares in one transaction: the amount moves from the investor's cash to the project's
 * escrow and the shares are reserved; the investment stays pending until the campaign closes.
 * One statement (purchase.ts) takes the shares the investor was quoted and records the
 * investment; the spec's checks (minimum, shares left, at least one share, then the investor's
 * figure) then run on the project as it was just before, then the balance, as the hold's debit
 * is covered or not, then the investor's age and 12-month limit (one statement). Any refusal
 * rolls the transaction back. Six round trips in all, the first reading the sandbox clock
 * (server/clock.ts). The share decrement and the debit are
 * conditional updates, so concurrent requests can neither overdraw a balance nor oversell a
 * project, and nothing lands on a campaign that has closed, on PGlite or on PostgreSQL with
 * any number of servers.
 */
export function invest(
  db: Database,
  user: SessionUser,
  request: InvestmentRequest,
  key: string | null,
  time: BusinessTime,
): Promise<Outcome<Investment>> {
  const keyed = idempotentRequest(user.id, key, 'POST /api/investments', request);
  return runIdempotent(db, keyed, async (tx) => {
    // Before the purchase touches anything: the end date is judged by the clock as this transaction reads it.
    const now = await timeIn(tx, time);
    const today = isoDay(now);
    const recorded = newInvestment({
      userId: user.id,
      projectId: request.projectId,
      // The account's name and email; the form's only if the account lacks them.
      investorName: `${user.firstName} ${user.lastName}`.trim() || request.investorName,
      investorEmail: user.email || request.investorEmail,
      amountCents: request.amount,
      feeCents: platformFeeCents(request.amount),
      shares: request.shares,
      createdAt: now,
    });
    // A zero amount is below every minimum; the purchase's statement would break the table's own check.
    const taken = request.amount > 0 ? await takeShares(tx, recorded, today) : null;
    if (!taken) throw await whyProjectRefused(tx, request, user.id, today);
    // Nothing stays written: the error rolls the transaction back.
    if (taken.project.creatorUserId === user.id) throw new AppError(403, OWN_CAMPAIGN);
    const refusal = amountRefusal(request, beforePurchase(taken.project, recorded));
    if (refusal) throw refusal;
    const { project, investment } = taken;
    const held = await postTransfer(tx, {
      code: 'investment_hold',
      projectId: project.id,
      investmentId: investment.id,
      at: now,
      postings: [
        { account: userCash(user.id), amount: cents(-investment.amountCents) },
        { account: projectEscrow(project.id), amount: investment.amountCents },
      ],
    });
    // Nothing stays written: the error rolls the transaction back.
    if (held === null) throw badRequest(insufficientFundsMessage(await cachedBalance(tx, userCash(user.id))));
    // After the spec's checks and the balance (decisions.md, Investment limits): age, then the 12-month limit, this investment counted.
    const limit = await limitStatus(tx, user.id, now);
    if (isUnderAge(limit.dateOfBirth, today)) throw new AppError(403, UNDER_AGE_MESSAGE);
    if (limit.limitCents !== null && limit.usedCents > limit.limitCents) {
      throw badRequest(
        overLimitMessage(limit.limitCents, cents(Math.max(0, limit.limitCents - (limit.usedCents - investment.amountCents)))),
      );
    }

    // The last shares sold close the campaign at once, in this same transaction.
    const outcome = project.availableShares === 0 ? await closeCampaign(tx, project, now) : null;
    // Last: followers and backers hear of a half or a whole of the goal crossed by this very investment.
    await raiseMoved(tx, project, cents(project.raisedCents - investment.amountCents), project.raisedCents, now);
    if (outcome) {
      const [closed] = await tx.select().from(investments).where(eq(investments.id, investment.id));
      return { status: 201, body: toInvestmentView(closed ?? investment, { ...project, status: outcome }, project.creatorName) };
    }
    return { status: 201, body: toInvestmentView(investment, project, project.creatorName) };
  });
}

/** The spec's amount checks and the investor's figure, on the project as the purchase found it. */
function amountRefusal(request: InvestmentRequest, project: InvestableProject): AppError | null {
  const check = checkInvestmentAmount(request.amount, project);
  if (!check.ok) return badRequest(check.problem.message);
  if (request.shares !== check.quote.shares) return badRequest(sharePriceChangedMessage(check.quote.shares));
  return null;
}

/** The purchase took no shares: say why, from the project as it is now, in the spec's order. */
async function whyProjectRefused(tx: Transaction, request: InvestmentRequest, userId: number, today: string): Promise<AppError> {
  const [project] = await tx
    .select({
      creatorUserId: creators.userId,
      availableShares: projects.availableShares,
      status: projects.status,
      endDate: projects.endDate,
      minInvestmentCents: projects.minInvestmentCents,
      sharePriceCents: projects.sharePriceCents,
    })
    .from(projects)
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(eq(projects.id, request.projectId));
  if (!project) return notFound(PROJECT_NOT_FOUND);
  if (project.creatorUserId === userId) return new AppError(403, OWN_CAMPAIGN);
  if (project.endDate < today) return badRequest(PROJECT_ENDED);
  if (project.status !== 'active') return badRequest(PROJECT_NOT_OPEN);
  // Every check passes now: shares came back (a cancel) after this purchase looked.
  return amountRefusal(request, project) ?? badRequest(onlySharesAvailableMessage(project.availableShares));
}

/** The investor's open investments (pending and active), newest first, at their latest values. */
export function listInvestments(db: Database, userId: number): Promise<Investment[]> {
  return investmentsOf(db, userId, ['pending', 'active']);
}

/** The investor's closed positions (sold, cancelled, refunded), most recently closed first. */
export async function investmentHistory(db: Database, userId: number): Promise<ClosedInvestment[]> {
  const [closed, open] = await Promise.all([
    investmentsOf(db, userId, ['sold', 'cancelled', 'refunded']),
    investmentsOf(db, userId, ['active']),
  ]);
  const lots = await queryRows(
    db,
    z.object({
      holdingId: sqlColumn.integer,
      shares: sqlColumn.integer,
      costCents: sqlColumn.cents,
      proceedsCents: sqlColumn.cents,
      feeCents: sqlColumn.cents,
      at: sqlColumn.timestamp,
    }),
    sql`select l.seller_investment_id as "holdingId", l.shares, l.cost_cents as "costCents", l.proceeds_cents as "proceedsCents",
               l.shares * f.price_cents - l.proceeds_cents as "feeCents", f.at
        from market_lots l join market_fills f on f.id = l.fill_id join investments i on i.id = l.seller_investment_id
        where i.user_id = ${userId}::int and i.status = 'active'`,
  );
  const openById = new Map(open.map((holding) => [holding.id, holding]));
  const partialSales = lots.flatMap((lot) => {
    const holding = openById.get(lot.holdingId);
    return holding ? [toPartialSale(holding, lot)] : [];
  });
  return [...closed.map(toClosedInvestment), ...partialSales].sort(
    (a, b) => Date.parse(b.closedAt) - Date.parse(a.closedAt) || b.id - a.id,
  );
}

async function investmentsOf(db: Database, userId: number, statuses: InvestmentStatus[]): Promise<Investment[]> {
  const rows = await db
    .select({
      investment: investments,
      project: projectSummaryColumns(projects),
      creatorName: creators.name,
      marketProceedsCents: marketProceedsOf(investments),
    })
    .from(investments)
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(and(eq(investments.userId, userId), inArray(investments.status, statuses)))
    .orderBy(desc(sql`coalesce(${investments.closedAt}, ${investments.createdAt})`), desc(investments.id));
  return rows.map((row) => toInvestmentView(row.investment, row.project, row.creatorName, cents(row.marketProceedsCents)));
}
