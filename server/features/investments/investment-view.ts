import { cents, centsToDecimal, type Cents } from '../../../common/money';
import { projectTypes, type ProjectType } from '../../../common/project-types';
import type { Investment } from '../../../common/schemas/investments';
import type { investments, projects } from '../../db/schema';
import { investmentValueCents } from '../portfolio';

type InvestmentRow = typeof investments.$inferSelect;

/** The project fields an investment shows (spec section 3). */
export type ProjectSummaryRow = Pick<
  typeof projects.$inferSelect,
  'id' | 'title' | 'type' | 'raisedCents' | 'fundingGoalCents' | 'startDate' | 'endDate'
>;

const asProjectType = (type: string): ProjectType => ((projectTypes as readonly string[]).includes(type) ? (type as ProjectType) : 'other');

/** Value now for an active investment (the returns model), the credited value for a sold one. */
function valueCents(investment: InvestmentRow, now: Date): Cents {
  if (investment.status === 'sold' && investment.saleValueCents !== null) return investment.saleValueCents;
  return investmentValueCents(investment.amountCents, investment.projectId, investment.createdAt, now);
}

export function toInvestmentView(investment: InvestmentRow, project: ProjectSummaryRow, creatorName: string, now: Date): Investment {
  const value = valueCents(investment, now);
  return {
    id: investment.id,
    projectId: investment.projectId,
    investorName: investment.investorName,
    investorEmail: investment.investorEmail,
    amount: centsToDecimal(investment.amountCents),
    fee: centsToDecimal(investment.feeCents),
    shares: investment.shares,
    returns: centsToDecimal(cents(value - investment.amountCents)),
    currentValue: centsToDecimal(value),
    status: investment.status,
    investmentDate: investment.createdAt.toISOString(),
    soldAt: investment.soldAt ? investment.soldAt.toISOString() : null,
    project: {
      id: project.id,
      title: project.title,
      type: asProjectType(project.type),
      raisedAmount: centsToDecimal(project.raisedCents),
      fundingGoal: centsToDecimal(project.fundingGoalCents),
      creator: { name: creatorName },
      timeline: { startDate: project.startDate, endDate: project.endDate },
    },
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
});
