import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CalendarClock } from 'lucide-react';
import { decimalToCents, formatCentsAsShortUsd, formatCentsAsWholeUsd } from '@common/money';
import { projectTypeLabels } from '@common/project-types';
import { daysLeft, formatDaysLeft } from '@common/rules/days-left';
import { formatProgress, fundingProgress } from '@common/rules/progress';
import type { Project } from '@common/schemas/projects';
import { buttonClassName } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatDayUtc } from '@/lib/dates';
import { campaignState, takesInvestments, type CampaignState } from './campaign-state';
import { ProjectImage } from './project-image';
import { ProjectStatusBadge } from './project-status-badge';

/** Where a closed campaign's card says it is over, in place of the days left. */
function closedText(state: CampaignState): string | null {
  if (state.kind === 'open' || state.kind === 'closing') return null;
  const on = state.closedAt ? ` ${formatDayUtc(state.closedAt)}` : '';
  return state.kind === 'funded' ? `Funded, closed${on}` : `Failed, closed${on}`;
}

/**
 * One project in the explore grid: what it is, its status, how far it is funded, the days left
 * on the sandbox clock (`now`) or that it closed, and where to invest (View Project once the
 * campaign takes no more investments) or meet the creator.
 */
export function ProjectCard({
  project,
  now,
  eagerImage = false,
  compare,
}: {
  project: Project;
  now: Date;
  eagerImage?: boolean;
  /** Explore's "select to compare" control, under the links. */
  compare?: ReactNode;
}) {
  const titleId = useId();
  const progress = fundingProgress(project.raisedAmount, project.fundingGoal);
  const days = daysLeft(project.timeline.endDate, now);
  const state = campaignState(project, now);
  const closed = closedText(state);
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card transition-colors hover:border-primary/60"
    >
      <ProjectImage src={project.projectImageUrl} alt="" eager={eagerImage} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <span className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-primary/20 px-2.5 py-1 font-semibold text-[#d8ccff]">{projectTypeLabels[project.type]}</span>
            <ProjectStatusBadge status={project.status} />
          </span>
          {closed ? (
            <span className="font-semibold text-muted-foreground">{closed}</span>
          ) : (
            <span className={days > 0 ? 'inline-flex items-center gap-1 text-muted-foreground' : 'font-semibold text-accent'}>
              {days > 0 ? <CalendarClock className="h-3.5 w-3.5" aria-hidden /> : null}
              {formatDaysLeft(days)}
            </span>
          )}
        </div>
        <h2 id={titleId} className="mt-3 text-lg leading-snug font-bold text-balance">
          {project.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">by {project.creator.name}</p>

        <div className="mt-4 flex items-baseline justify-between text-sm">
          <span className="font-semibold text-foreground">{formatProgress(progress)} funded</span>
          <span className="text-muted-foreground">{formatCentsAsWholeUsd(decimalToCents(project.raisedAmount))} raised</span>
        </div>
        <Progress value={progress} label={`${project.title}: funding progress`} className="mt-2" />

        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">Goal</dt>
            <dd className="font-semibold">{formatCentsAsWholeUsd(decimalToCents(project.fundingGoal))}</dd>
          </div>
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">Minimum</dt>
            <dd className="font-semibold">{formatCentsAsShortUsd(decimalToCents(project.minInvestment))}</dd>
          </div>
        </dl>

        <div className="mt-auto flex gap-2 pt-5">
          {takesInvestments(state) ? (
            <Link href={`/tour/${project.id}`} aria-describedby={titleId} className={buttonClassName('primary', 'md', 'flex-1')}>
              Invest Now
            </Link>
          ) : (
            <Link href={`/tour/${project.id}`} aria-describedby={titleId} className={buttonClassName('outline', 'md', 'flex-1')}>
              View Project
            </Link>
          )}
          <Link href={`/musician/${project.creatorId}`} aria-describedby={titleId} className={buttonClassName('outline', 'md')}>
            Profile
          </Link>
        </div>
        {compare ? <div className="mt-3">{compare}</div> : null}
      </div>
    </article>
  );
}
