import { Link } from 'wouter';
import { ArrowRight, FolderOpen } from 'lucide-react';
import { decimalToCents, formatCentsAsWholeUsd } from '@common/money';
import { projectTypeLabels } from '@common/project-types';
import { daysLeft, formatDaysLeft } from '@common/rules/days-left';
import { formatProgress, fundingProgress } from '@common/rules/progress';
import type { Project } from '@common/schemas/projects';
import { buttonClassName } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { PaidToInvestors } from '@/features/payouts';
import { ProjectImage, ProjectStatusBadge } from '@/features/projects';
import { useSandboxNow } from '@/features/sandbox';

/**
 * The creator's projects, each with its status, days left on the sandbox clock, its funding bar
 * (capped at 100%), what it has paid its investors once it has, and a way to its investment page.
 */
export function CreatorProjectList({ projects }: { projects: Project[] }) {
  const now = useSandboxNow();
  if (projects.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border bg-card/50 px-6 py-14 text-center">
        <FolderOpen className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
        <h3 className="mt-4 text-xl font-bold">No Projects Available</h3>
        <p className="mt-2 text-sm text-muted-foreground">This creator has no projects open for investment yet. Check back soon.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => {
        const progress = fundingProgress(project.raisedAmount, project.fundingGoal);
        const titleId = `creator-project-${project.id}-title`;
        return (
          <li key={project.id} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
            <ProjectImage src={project.projectImageUrl} alt="" />
            <div className="flex flex-1 flex-col p-5">
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-primary/20 px-2.5 py-1 font-semibold text-[#d8ccff]">
                    {projectTypeLabels[project.type]}
                  </span>
                  <ProjectStatusBadge status={project.status} />
                </span>
                <span className="text-muted-foreground">{formatDaysLeft(daysLeft(project.timeline.endDate, now))}</span>
              </div>
              <h3 id={titleId} className="mt-3 text-lg font-bold">
                {project.title}
              </h3>
              <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
              <div className="mt-4 flex items-baseline justify-between gap-2 text-sm">
                <span>
                  <span className="font-semibold">{formatCentsAsWholeUsd(decimalToCents(project.raisedAmount))}</span>
                  <span className="text-muted-foreground"> of {formatCentsAsWholeUsd(decimalToCents(project.fundingGoal))}</span>
                </span>
                <span className="font-semibold">{formatProgress(progress)}</span>
              </div>
              <Progress value={progress} label={`${project.title}: funding progress`} className="mt-2" />
              <PaidToInvestors project={project} className="mt-4" />
              <div className="mt-auto pt-5">
                <Link href={`/tour/${project.id}`} aria-describedby={titleId} className={buttonClassName('primary', 'md', 'w-full')}>
                  View Investment Details
                  <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
