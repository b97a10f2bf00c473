import { campaignClosesAt } from '@common/rules/campaigns';
import { decimalToCents, formatCentsAsUsd, sumCents, type Cents } from '@common/money';
import { nextQuarterEnd } from '@common/rules/quarters';
import type { Investment } from '@common/schemas/investments';
import type { Project } from '@common/schemas/projects';

/** How many payout lines the dashboard shows; statements hold every line of a year. */
export const LATEST_PAYOUTS_COUNT = 5;

/** "1 quarter", "3 quarters". */
export function quarterCount(count: number): string {
  return `${count} ${count === 1 ? 'quarter' : 'quarters'}`;
}

/** Where a year's CSV statement is downloaded from. */
export function statementUrl(year: number): string {
  return `/api/payouts/statement.csv?year=${year}`;
}

type OpenHolding = Pick<Investment, 'status'> & { project: { timeline: { endDate: string } } };

/**
 * When the next payout can be expected for these holdings at the sandbox clock's `now`: the
 * next quarter end for an active holding; for a pending one, the first quarter end after its
 * campaign closes (if it is funded). The earliest of them, or null when no holding is open.
 */
export function nextExpectedPayout(holdings: readonly OpenHolding[], now: Date): Date | null {
  let next: Date | null = null;
  for (const holding of holdings) {
    let from: Date;
    if (holding.status === 'active') from = now;
    else if (holding.status === 'pending') {
      const closes = campaignClosesAt(holding.project.timeline.endDate);
      from = closes > now ? closes : now;
    } else continue;
    const due = nextQuarterEnd(from);
    if (next === null || due < next) next = due;
  }
  return next;
}

type PaidProject = Pick<Project, 'paidToInvestors' | 'payoutCount'>;

/** "Paid to investors: $1,234.56 over 3 quarters" once a project has paid a quarter, else null. */
export function paidToInvestorsText(project: PaidProject): string | null {
  if (project.payoutCount <= 0) return null;
  return `Paid to investors: ${formatCentsAsUsd(decimalToCents(project.paidToInvestors))} over ${quarterCount(project.payoutCount)}`;
}

/** What all of a creator's projects have paid their investors, and how many have paid; null when none has. */
export function creatorPaidTotal(projects: readonly PaidProject[]): { totalCents: Cents; projectCount: number } | null {
  const paying = projects.filter((project) => project.payoutCount > 0);
  if (paying.length === 0) return null;
  return { totalCents: sumCents(paying.map((project) => decimalToCents(project.paidToInvestors))), projectCount: paying.length };
}

/** "Paid to investors across 2 projects: $1,234.56". */
export function creatorPaidTotalText(total: { totalCents: Cents; projectCount: number }): string {
  const projects = `${total.projectCount} ${total.projectCount === 1 ? 'project' : 'projects'}`;
  return `Paid to investors across ${projects}: ${formatCentsAsUsd(total.totalCents)}`;
}
