import { sql } from 'drizzle-orm';
import { cancellableUntil } from '@common/rules/campaigns';
import { cents, centsToDecimal, type Cents } from '@common/money';
import { projectTypes, type ProjectType } from '@common/project-types';
import type { ClosedInvestment, Investment } from '@common/schemas/investments';
import type { investments, projects } from '../../db/schema';
import { holdingValueCents } from '../payouts';

type InvestmentRow = typeof investments.$inferSelect;

/** The project fields an investment shows (spec section 3), with its campaign's status. */
export type ProjectSummaryRow = Pick<
  typeof projects.$inferSelect,
  'id' | 'title' | 'type' | 'raisedCents' | 'fundingGoalCents' | 'startDate' | 'endDate' | 'status' | 'valueBp' | 'sharePriceCents'
>;

const asProjectType = (type: string): ProjectType => ((projectTypes as readonly string[]).includes(type) ? (type as ProjectType) : 'other');

/**
 * What the position is worth: a pending investment waits in escrow at its amount, an active
 * holding is worth its shares at the project's indicative price, a closed one is what it paid
 * back. It moves only at events, never with the time of the request.
 */
function valueCents(investment: InvestmentRow, project: ProjectSummaryRow, marketProceedsCents: Cents): Cents {
  // Sold whole on the market, its proceeds are its lots'; closed otherwise, what its close paid plus what its shares sold on the market paid.
  if (investment.proceedsCents !== null) return cents(investment.proceedsCents + (investment.shares > 0 ? marketProceedsCents : 0));
  if (investment.status === 'pending') return investment.amountCents;
  return holdingValueCents(investment.shares, project.sharePriceCents, project.valueBp);
}

/** The part of the 5% fee inside the cost of the shares still held, in proportion like the cost. */
function feeOfSharesHeld(investment: InvestmentRow): Cents {
  const issued = investment.shares + investment.marketSoldShares;
  return issued === 0 ? investment.feeCents : cents(Math.round((investment.feeCents * investment.shares) / issued));
}

/**
 * `marketProceedsCents`: what shares of this holding sold on the market paid its owner (their
 * lots' proceeds). An open holding is what it still holds: its cost and fee reduced in
 * proportion to the shares sold on the market, its returns the payouts plus its value less that
 * cost (a pending investment shows 0.00, an active holding its 5% fee as a cost from its issue
 * on; decisions.md); the parts sold are realized in history as partial sales. A closed holding
 * is the whole position: every share, the whole amount, all it paid back.
 */
export function toInvestmentView(
  investment: InvestmentRow,
  project: ProjectSummaryRow,
  creatorName: string,
  marketProceedsCents: Cents = cents(0),
): Investment {
  const value = valueCents(investment, project, marketProceedsCents);
  const open = investment.closedAt === null;
  // An open holding keeps the cost of the shares it still holds; the shares sold on the market took their part (decisions.md, market).
  const costCents = open ? cents(investment.amountCents - investment.marketSoldCostCents) : investment.amountCents;
  return {
    id: investment.id,
    projectId: investment.projectId,
    investorName: investment.investorName,
    investorEmail: investment.investorEmail,
    amount: centsToDecimal(costCents),
    fee: centsToDecimal(open ? feeOfSharesHeld(investment) : investment.feeCents),
    // A closed position shows every share it held, those its lots sold on the market included.
    shares: investment.closedAt === null ? investment.shares : investment.shares + investment.marketSoldShares,
    reservedShares: investment.reservedShares,
    origin: investment.origin,
    // decisions.md: returns = payouts received + (holding value - amount); the parts sold on the market are realized in history.
    returns: centsToDecimal(cents(investment.payoutsCents + value - costCents)),
    currentValue: centsToDecimal(value),
    payoutsReceived: centsToDecimal(investment.payoutsCents),
    status: investment.status,
    investmentDate: investment.createdAt.toISOString(),
    cancellableUntil: investment.status === 'pending' ? cancellableUntil(project.endDate).toISOString() : null,
    reconfirmBy: investment.status === 'pending' && investment.reconfirmBy ? investment.reconfirmBy.toISOString() : null,
    closedAt: investment.closedAt ? investment.closedAt.toISOString() : null,
    project: {
      id: project.id,
      title: project.title,
      type: asProjectType(project.type),
      raisedAmount: centsToDecimal(project.raisedCents),
      fundingGoal: centsToDecimal(project.fundingGoalCents),
      creator: { name: creatorName },
      timeline: { startDate: project.startDate, endDate: project.endDate },
      status: project.status,
    },
  };
}

/** A closed position with what it paid back; only for sold, cancelled and refunded investments. */
export function toClosedInvestment(investment: Investment): ClosedInvestment {
  const { status, closedAt } = investment;
  if ((status !== 'sold' && status !== 'cancelled' && status !== 'refunded') || closedAt === null) {
    throw new Error(`investment ${investment.id} is ${status}, not closed`);
  }
  return {
    ...investment,
    status,
    closedAt,
    proceeds: investment.currentValue,
    realizedReturns: investment.returns,
    partialSale: false,
  };
}

/** Shares of a holding still open sold on the market: a partial sale, realized against its part of the cost. */
export function toPartialSale(
  holding: Investment,
  lot: { shares: number; costCents: Cents; proceedsCents: Cents; feeCents: Cents; at: Date },
): ClosedInvestment {
  const realized = centsToDecimal(cents(lot.proceedsCents - lot.costCents));
  return {
    ...holding,
    amount: centsToDecimal(lot.costCents),
    fee: centsToDecimal(lot.feeCents),
    shares: lot.shares,
    reservedShares: 0,
    returns: realized,
    currentValue: centsToDecimal(lot.proceedsCents),
    payoutsReceived: '0.00',
    status: 'sold',
    cancellableUntil: null,
    reconfirmBy: null,
    closedAt: lot.at.toISOString(),
    proceeds: centsToDecimal(lot.proceedsCents),
    realizedReturns: realized,
    partialSale: true,
  };
}

/** The columns to select for `toInvestmentView`'s project. */
export const projectSummaryColumns = (table: typeof projects) => ({
  id: table.id,
  title: table.title,
  type: table.type,
  raisedCents: table.raisedCents,
  fundingGoalCents: table.fundingGoalCents,
  startDate: table.startDate,
  endDate: table.endDate,
  status: table.status,
  valueBp: table.valueBp,
  sharePriceCents: table.sharePriceCents,
});

/** What shares of the holding sold on the market paid its owner, to select beside it for `toInvestmentView`. */
export const marketProceedsOf = (table: typeof investments) =>
  sql<number>`(select coalesce(sum(proceeds_cents), 0) from market_lots where seller_investment_id = ${table.id})`.mapWith(Number);
