import { Link, useSearchParams } from 'wouter';
import { Music } from 'lucide-react';
import type { CreatorProjectSummary } from '@common/schemas/creator-dashboard';
import { LoadError } from '@/components/load-error';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ReportsDueCard } from '@/features/annual-reports';
import { CreatorQuestions } from '@/features/questions';
import { useCreatorDashboard, useCreatorProjects, useProjectInvestors } from './api';
import { FundingCurve } from './funding-curve';
import { InvestorList } from './investor-list';
import { ProceedsTotals } from './proceeds-totals';
import { ProjectFigures } from './project-figures';
import { selectedCreatorProject } from './selected-project';

function Loading({ what }: { what: string }) {
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only" role="status">
        Loading {what}…
      </span>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** The chosen project's curve and investors, loaded on their own. */
function ProjectDetails({ project }: { project: CreatorProjectSummary }) {
  const id = String(project.id);
  const dashboard = useCreatorDashboard(id);
  const investors = useProjectInvestors(id);
  return (
    <>
      <Card className="grid gap-4 p-5 sm:p-6">
        <h3 className="text-lg font-bold">Questions</h3>
        <CreatorQuestions projectId={id} />
      </Card>
      <Card className="p-5 sm:p-6">
        {dashboard.isPending ? (
          <Loading what="the funding curve" />
        ) : dashboard.isError ? (
          <LoadError title="The funding curve could not be loaded" error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <FundingCurve data={dashboard.data} title={project.title} />
        )}
      </Card>
      {investors.isPending ? (
        <Loading what="investors" />
      ) : investors.isError ? (
        <LoadError title="Investors could not be loaded" error={investors.error} onRetry={() => void investors.refetch()} />
      ) : (
        <InvestorList projectId={project.id} investors={investors.data} />
      )}
    </>
  );
}

/** The Creator tab of /dashboard (`?tab=creator`, `&project=` picks one of several): each project's figures, funding curve and investors. */
export function CreatorTab() {
  const projects = useCreatorProjects();
  const [params, setParams] = useSearchParams();
  if (projects.isPending) return <Loading what="your projects" />;
  if (projects.isError)
    return <LoadError title="Your projects could not be loaded" error={projects.error} onRetry={() => void projects.refetch()} />;
  const project = selectedCreatorProject(projects.data, params.get('project'));
  if (!project) {
    return (
      <Card className="flex flex-col items-start gap-3 p-6">
        <Music className="h-6 w-6 text-accent" aria-hidden />
        <h2 className="text-xl font-bold">No projects yet</h2>
        <p className="text-sm text-muted-foreground">Create a project to follow its raise, investors and revenue here.</p>
        <Link href="/create-project" className={buttonClassName('primary', 'md')}>
          Create Project
        </Link>
      </Card>
    );
  }
  const choose = (id: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('project', id);
        return updated;
      },
      { replace: true },
    );
  return (
    <section aria-labelledby="creator-project-heading" className="grid gap-6">
      {/* Reports due and overdue first, each with its link to file it. */}
      <ReportsDueCard />
      <ProceedsTotals projects={projects.data} />
      {projects.data.length > 1 ? (
        <div className="max-w-md">
          <SelectField
            label="Project"
            value={String(project.id)}
            onChange={(event) => choose(event.target.value)}
            options={projects.data.map((entry) => ({
              value: String(entry.id),
              label: entry.questions.unanswered > 0 ? `${entry.title} (${entry.questions.unanswered} awaiting your answer)` : entry.title,
            }))}
          />
        </div>
      ) : null}
      <h2 id="creator-project-heading" className="text-2xl font-bold tracking-tight break-words">
        <Link href={`/tour/${project.id}`} className="underline decoration-accent underline-offset-4">
          {project.title}
        </Link>
      </h2>
      <ProjectFigures project={project} />
      <ProjectDetails key={project.id} project={project} />
    </section>
  );
}
