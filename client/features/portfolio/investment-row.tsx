import { Link } from 'wouter';
import { CalendarDays } from 'lucide-react';
import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import { projectTypeLabels } from '@common/project-types';
import { fundingProgress } from '@common/rules/progress';
import type { Investment } from '@common/schemas/investments';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/dates';
import { formatCentsAsSignedShortUsd, formatPercent, toneOf } from './format';
import { SellInvestment } from './sell-investment';

/** One holding in 'Your Investments': what was bought, how the project is doing, and what can be done with it. */
export function InvestmentRow({ investment }: { investment: Investment }) {
  const { project } = investment;
  const funded = fundingProgress(project.raisedAmount, project.fundingGoal);
  const returnsCents = decimalToCents(investment.returns);
  const titleId = `investment-${investment.id}-title`;
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-2xl border border-border bg-card p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg font-bold break-words">
              {project.title}
            </h3>
            <p className="text-sm text-muted-foreground">by {project.creator.name}</p>
          </div>
          <Badge tone="accent">{projectTypeLabels[project.type]}</Badge>
        </div>

        <dl className="mt-5 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="mt-0.5 text-base font-bold">{formatCentsAsShortUsd(decimalToCents(investment.amount))}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Shares</dt>
            <dd className="mt-0.5 text-base font-bold">{investment.shares.toLocaleString('en-US')} shares</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Returns</dt>
            <dd className={`mt-0.5 text-base font-bold ${toneOf(returnsCents)}`}>{formatCentsAsSignedShortUsd(returnsCents)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Current value</dt>
            <dd className="mt-0.5 text-base font-bold">{formatCentsAsShortUsd(decimalToCents(investment.currentValue))}</dd>
          </div>
        </dl>

        <div className="mt-5">
          <div className="mb-1.5 flex justify-between gap-3 text-sm">
            <span className="text-muted-foreground">Project funding</span>
            <span className="font-semibold">{formatPercent(funded)} funded</span>
          </div>
          <Progress value={funded} label={`${project.title}: ${formatPercent(funded)} funded`} />
        </div>

        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
            <span>
              <span className="sr-only">Timeline: </span>
              {formatDate(project.timeline.startDate)} – {formatDate(project.timeline.endDate)}
            </span>
          </p>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <SellInvestment investment={investment} />
            <Link href={`/tour/${project.id}`} className={buttonClassName('primary', 'md')}>
              View Project<span className="sr-only">: {project.title}</span>
            </Link>
          </div>
        </div>
      </article>
    </li>
  );
}
