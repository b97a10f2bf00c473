import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BellRing } from 'lucide-react';
import { decimalToCents, formatCentsAsUsd, PLATFORM_FEE_RATE_PERCENT, REVENUE_SPLIT_PERCENT } from '@common/money';
import { formatDaysLeft } from '@common/rules/days-left';
import { formatProgress } from '@common/rules/progress';
import { UPDATE_NUDGE_DAYS } from '@common/rules/updates';
import type { CreatorProjectSummary } from '@common/schemas/creator-dashboard';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { ProjectStatusBadge } from '@/features/projects';
import { responsivenessText } from '@/features/questions';
import { lastUpdateText, UPDATES_ANCHOR } from '@/features/updates';

const usd = (amount: string) => formatCentsAsUsd(decimalToCents(amount));
const whole = new Intl.NumberFormat('en-US');

/** One figure: what it is, the amount, and, when it needs one, a line saying what the amount is of. */
export function Figure({ term, note, children }: { term: string; note?: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-muted/50 p-3">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-1 font-bold tabular-nums">{children}</dd>
      {note ? <dd className="mt-0.5 text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** How the creator answers, as the project page says it, or when it will. */
const answeringNote = (questions: CreatorProjectSummary['questions']) =>
  responsivenessText(questions.responsiveness) ?? 'Your answer rate shows once 3 questions are a week old';

/**
 * One project's figures on the Creator tab: the raise and escrow, what a funded campaign paid its
 * creator (raised, the platform's fee, the net), cancellations, the creator's revenue share,
 * payouts and updates.
 */
export function ProjectFigures({ project }: { project: CreatorProjectSummary }) {
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-semibold">{formatProgress(project.progress)} funded</span>
          <span className="text-muted-foreground">
            {' '}
            · {usd(project.raisedAmount)} of {usd(project.fundingGoal)} ·{' '}
            {project.status === 'active' ? formatDaysLeft(project.daysLeft) : 'Closed'}
          </span>
        </p>
        <ProjectStatusBadge status={project.status} />
      </div>
      <Progress value={project.progress} label={`${project.title}: funding progress`} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Figure term="Investors">{whole.format(project.investors)}</Figure>
        <Figure term="Followers">{whole.format(project.followers)}</Figure>
        <Figure term="In escrow (pending)">{usd(project.pendingAmount)}</Figure>
        {project.status === 'funded' ? (
          <>
            <Figure term="Raised at funding">{usd(project.proceeds.raised)}</Figure>
            <Figure term={`Platform fee (${PLATFORM_FEE_RATE_PERCENT}%)`}>{usd(project.proceeds.platformFee)}</Figure>
            <Figure term="Net proceeds" note="Paid to your balance">
              {usd(project.proceeds.net)}
            </Figure>
          </>
        ) : null}
        <Figure term="Cancellations">
          {whole.format(project.cancellations.count)} · {usd(project.cancellations.amount)}
        </Figure>
        <Figure term="Refunds">
          {whole.format(project.refunds.count)} · {usd(project.refunds.amount)}
        </Figure>
        <Figure
          term={`Revenue paid to you (your ${REVENUE_SPLIT_PERCENT.creator}%)`}
          note={`of ${usd(project.revenue.total)} project revenue`}
        >
          {usd(project.proceeds.revenuePaid)}
        </Figure>
        <Figure term="Questions awaiting your answer" note={answeringNote(project.questions)}>
          {whole.format(project.questions.unanswered)} of {whole.format(project.questions.total)}
        </Figure>
        <Figure term="Paid to investors">
          {usd(project.payouts.total)} · {whole.format(project.payouts.count)} {project.payouts.count === 1 ? 'quarter' : 'quarters'}
        </Figure>
      </dl>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span>{lastUpdateText(project.daysSinceLastUpdate)}</span>
        <Link href={`/tour/${project.id}#${UPDATES_ANCHOR}`} className="font-medium underline decoration-accent underline-offset-4">
          Post an update
        </Link>
      </div>
      {project.updateDue ? (
        <p className="flex items-start gap-2 rounded-xl border border-accent/50 bg-accent/10 p-3 text-sm">
          <BellRing className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
          <span>
            <span className="font-semibold">An update is due.</span> Investors expect news at least every {UPDATE_NUDGE_DAYS} days.
          </span>
        </p>
      ) : null}
    </Card>
  );
}
