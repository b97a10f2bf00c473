import { Link, useLocation, useParams } from 'wouter';
import { ArrowLeft, Sparkles } from 'lucide-react';
import type { Project } from '@common/schemas/projects';
import { DetailSection } from '@/components/detail-section';
import { LoadError } from '@/components/load-error';
import { MissingState } from '@/components/missing-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AnnualReportsSection, ProjectOverdueBadge } from '@/features/annual-reports/tour.entry';
import { CampaignChangesSection, CampaignTools } from '@/features/campaign-changes';
// Its api file alone: the index would bring the Creator tab's chart into this page's chunk.
import { OwnCampaignCard, useIsProjectCreator } from '@/features/creator-dashboard/tour.entry';
import { CreatorStats } from '@/features/creators';
import { FollowProject } from '@/features/follows';
import { CompareLink } from '@/features/forecasts/tour.entry';
import { InvestForm } from '@/features/investments';
import { MarketSection } from '@/features/market/tour.entry';
import { ProjectOutlook, setInvestAmount } from '@/features/outlook/tour.entry';
import { BackedThisBox } from '@/features/portfolio/tour.entry';
import { campaignState, DemoNotice, useProject } from '@/features/projects';
import { BudgetBreakdown, ClosedCampaignCard, InvestmentOverview, ProjectHero, ProjectTimeline } from '@/features/projects/tour.entry';
import { QuestionsSection } from '@/features/questions/tour.entry';
import { useSandboxNow } from '@/features/sandbox';
import { UpdatesSection } from '@/features/updates';
import { isNotFound } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

const INVEST_FORM_ID = 'make-investment';

function ArtistMetrics({ project }: { project: Project }) {
  return (
    <DetailSection title="Artist Metrics" icon={Sparkles}>
      <CreatorStats stats={project.creator.stats} />
      <Link
        href={`/musician/${project.creatorId}`}
        className="mt-3.5 inline-block py-0.5 text-sm font-medium text-foreground underline decoration-accent underline-offset-4"
      >
        View {project.creator.name}’s profile
      </Link>
    </DetailSection>
  );
}

function TourSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" aria-busy="true">
      <span className="sr-only" role="status">
        Loading project…
      </span>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton className="aspect-[16/10] w-full" />
      </div>
      <Skeleton className="mt-10 h-64 w-full" />
    </div>
  );
}

/**
 * Whether the previous history entry is a page of this site. The Navigation API lists only this
 * site's entries; browsers without it fall back to the history's length.
 */
function canGoBackInSite(): boolean {
  const { navigation } = window as { navigation?: { canGoBack: boolean } };
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

/** Back to the previous page of the site, or to the project list when the page was opened directly. */
function GoBackButton() {
  const [, navigate] = useLocation();
  return (
    <Button onClick={() => (canGoBackInSite() ? window.history.back() : navigate('/explore'))}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Go Back
    </Button>
  );
}

export default function TourPage() {
  const { id = '' } = useParams<{ id: string }>();
  const project = useProject(id);
  const now = useSandboxNow();
  const isCreator = useIsProjectCreator(project.data?.id ?? 0);
  useDocumentTitle(project.data?.title ?? 'Project');

  if (project.isPending) return <TourSkeleton />;
  if (project.isError) {
    if (isNotFound(project.error)) {
      return (
        <MissingState
          title="Project Not Found"
          text="The investment opportunity you're looking for doesn't exist."
          action={<GoBackButton />}
        />
      );
    }
    return (
      <div className="px-4 py-16">
        <LoadError title="This project could not be loaded" error={project.error} onRetry={() => void project.refetch()} />
      </div>
    );
  }

  const campaign = campaignState(project.data, now);
  return (
    <div>
      <ProjectHero project={project.data} investFormId={INVEST_FORM_ID} open={campaign.kind === 'open'} ownCampaign={isCreator} />
      <div className="mx-auto max-w-7xl px-4">
        <FollowProject projectId={project.data.id} projectTitle={project.data.title} ownProject={isCreator} />
        {project.data.status === 'funded' ? <ProjectOverdueBadge projectId={String(project.data.id)} className="mt-6" /> : null}
        <CompareLink projectId={project.data.id} projectTitle={project.data.title} />
        <DemoNotice className="mt-8" />
        {/* On phones the form follows the overview; on wide screens it sticks beside all five sections. */}
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_400px] lg:items-start [&>div]:min-w-0 [&>div]:lg:col-start-1">
          <div>
            <InvestmentOverview project={project.data} now={now} campaign={campaign} />
          </div>
          <aside
            aria-label={campaign.kind !== 'open' ? 'Campaign closed' : isCreator ? 'Your campaign' : 'Invest in this project'}
            className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-5 lg:row-start-1"
          >
            <BackedThisBox projectId={project.data.id} />
            {campaign.kind === 'open' && isCreator ? (
              <>
                <OwnCampaignCard id={INVEST_FORM_ID} projectId={project.data.id} />
                <CampaignTools project={project.data} now={now} />
              </>
            ) : campaign.kind === 'open' ? (
              <InvestForm project={project.data} id={INVEST_FORM_ID} onAmountChange={setInvestAmount} />
            ) : (
              <ClosedCampaignCard state={campaign} id={INVEST_FORM_ID} />
            )}
          </aside>
          <ProjectOutlook project={project.data} />
          <MarketSection project={project.data} />
          <CampaignChangesSection projectId={String(project.data.id)} />
          <div>
            <UpdatesSection projectId={String(project.data.id)} isCreator={isCreator} />
          </div>
          <div>
            <QuestionsSection projectId={String(project.data.id)} isCreator={isCreator} />
          </div>
          <AnnualReportsSection project={project.data} />
          <div>
            <ProjectTimeline timeline={project.data.timeline} now={now} />
          </div>
          <div>
            <BudgetBreakdown budget={project.data.budget} />
          </div>
          <div>
            <ArtistMetrics project={project.data} />
          </div>
        </div>
      </div>
    </div>
  );
}
