import { formatCentsAsUsd, PLATFORM_FEE_RATE_PERCENT, REVENUE_SPLIT_PERCENT } from '@common/money';
import { creatorProceedsTotals } from '@common/rules/creator-proceeds';
import type { CreatorProjectSummary } from '@common/schemas/creator-dashboard';
import { Card } from '@/components/ui/card';
import { Figure } from './project-figures';

/** What all the creator's campaigns have paid them: shown once one has funded. */
export function ProceedsTotals({ projects }: { projects: readonly CreatorProjectSummary[] }) {
  if (!projects.some((project) => project.status === 'funded')) return null;
  const totals = creatorProceedsTotals(projects);
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div>
        <h2 className="text-lg font-bold">Your proceeds, all projects</h2>
        <p className="text-sm text-muted-foreground">What your funded campaigns raised and what reached your balance.</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure term="Raised">{formatCentsAsUsd(totals.raised)}</Figure>
        <Figure term={`Platform fee (${PLATFORM_FEE_RATE_PERCENT}%)`}>{formatCentsAsUsd(totals.platformFee)}</Figure>
        <Figure term="Net proceeds">{formatCentsAsUsd(totals.net)}</Figure>
        <Figure term={`Revenue paid to you (your ${REVENUE_SPLIT_PERCENT.creator}%)`}>{formatCentsAsUsd(totals.revenuePaid)}</Figure>
      </dl>
    </Card>
  );
}
