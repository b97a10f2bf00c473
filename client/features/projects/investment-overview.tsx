import { BarChart3 } from 'lucide-react';
import { decimalToCents, formatCentsAsShortUsd, formatCentsAsWholeUsd } from '@common/money';
import { daysLeft, formatDaysLeft } from '@common/rules/days-left';
import { formatProgress, fundingProgress } from '@common/rules/progress';
import type { ProjectDetail } from '@common/schemas/projects';
import { DetailSection } from '@/components/detail-section';
import { PaidToInvestors } from '@/features/payouts';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/dates';
import type { CampaignState } from './campaign-state';
import { CampaignStatus } from './campaign-status';

const shares = new Intl.NumberFormat('en-US');

/**
 * Goal, raised, progress, share price, minimum, shares left, days left to the timeline's end
 * (on the sandbox clock, `now`), how many accounts back it, where the campaign stands, and what
 * it has paid its investors.
 */
export function InvestmentOverview({ project, now, campaign }: { project: ProjectDetail; now: Date; campaign: CampaignState }) {
  const progress = fundingProgress(project.raisedAmount, project.fundingGoal);
  const days = daysLeft(project.timeline.endDate, now);
  const goal = formatCentsAsWholeUsd(decimalToCents(project.fundingGoal));
  const raised = formatCentsAsWholeUsd(decimalToCents(project.raisedAmount));
  const figures = [
    { label: 'Funding Goal', value: goal },
    { label: 'Raised', value: raised },
    { label: 'Share Price', value: formatCentsAsShortUsd(decimalToCents(project.sharePrice)) },
    { label: 'Minimum Investment', value: formatCentsAsShortUsd(decimalToCents(project.minInvestment)) },
    { label: 'Available Shares', value: `${shares.format(project.availableShares)} of ${shares.format(project.totalShares)}` },
    { label: 'Days Left', value: formatDaysLeft(days) },
    { label: 'Investors', value: shares.format(project.investorCount) },
  ];
  return (
    <DetailSection title="Investment Overview" icon={BarChart3}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-3xl font-extrabold tabular-nums">{formatProgress(progress)}</p>
        <p className="text-sm text-muted-foreground">
          {raised} raised of {goal}
        </p>
      </div>
      <Progress value={progress} label="Funding progress" className="mt-3 h-3" />
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse rounded-xl bg-muted/60 p-3">
            <dt className="mt-1 text-xs text-muted-foreground">{figure.label}</dt>
            <dd className={figure.value === 'Ended' ? 'font-bold text-accent' : 'font-bold tabular-nums'}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        Runs {formatDate(project.timeline.startDate)} to {formatDate(project.timeline.endDate)}.
      </p>
      <CampaignStatus state={campaign} className="mt-4" />
      <PaidToInvestors project={project} className="mt-4" />
    </DetailSection>
  );
}
