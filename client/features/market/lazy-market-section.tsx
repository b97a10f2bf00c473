import { lazy, Suspense } from 'react';
import type { Project } from '@common/schemas/projects';
import { Skeleton } from '@/components/ui/skeleton';

// Only funded projects have a market: its chart, tables and ticket stay out of the chunk of a
// project page still raising money (the page budgets of e2e/signed-in-budgets.spec.ts).
const MarketSectionContent = lazy(() => import('./market-section').then((module) => ({ default: module.MarketSection })));

/** The Market section of a funded project's page (a cell of the page's grid), fetched with its chunk; nothing for any other project. */
export function MarketSection({ project }: { project: Pick<Project, 'id' | 'status'> }) {
  if (project.status !== 'funded') return null;
  return (
    <div>
      <Suspense
        fallback={
          <div aria-busy="true" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
            <span className="sr-only" role="status">
              Loading the market…
            </span>
            <Skeleton className="h-48 w-full" />
          </div>
        }
      >
        <MarketSectionContent projectId={project.id} />
      </Suspense>
    </div>
  );
}
