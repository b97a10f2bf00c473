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
  'id' | 'title' | 'type' | 'raisedCents' | 'fundingGoalCents' | 'startDate' | 'endDate' | 'status' | 'valueBp'
>;

const asProjectType = (type: string): ProjectType => ((projectTypes as readonly string[]).includes(type) ? (type as ProjectType) : 'other');

/**
 * What the position is worth: a pending investment waits in escrow at its amount, an active
 * holding is worth its amount at the project's latest revaluation, a closed one is what it
 * paid back. It moves only at events, never with the time of the request.
 */
function valueCents(investment: InvestmentRow, project: ProjectSummaryRow): Cents {
  if (investment.proceedsCents !== null) return investment.proceedsCents;
  if (investment.status === 'pending') return investment.amountCents;
  return holdingValueCents(investment.amountCents, project.valueBp);
}

export function toInvestmentView(investment: InvestmentRow, project: ProjectSummaryRow, creatorName: string): Investment {
  const value = valueCents(investment, project);
  return {
    id: investment.id,
    projectId: investment.projectId,
    investorName: investment.investorName,
    investorEmail: investment.investorEmail,
    amount: centsToDecimal(investment.amountCents),
    fee: centsToDecimal(investment.feeCents),
    shares: investment.shares,
    // decisions.md: returns = payouts received + (holding value - amount).
    returns: centsToDecimal(cents(investment.payoutsCents + value - investment.amountCents)),
    currentValue: centsToDecimal(value),
    payoutsReceived: centsToDecimal(investment.payoutsCents),
    status: investment.status,
    investmentDate: investment.createdAt.toISOString(),
    cancellableUntil: investment.status === 'pending' ? cancellableUntil(project.endDate).toISOString() : null,
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
});
