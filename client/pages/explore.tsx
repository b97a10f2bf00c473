import { SearchX } from 'lucide-react';
import { exploreProjects } from '@common/rules/explore';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjects } from '@/features/projects/api';
import { DemoNotice } from '@/features/projects/demo-notice';
import { ExploreFilters } from '@/features/projects/explore-filters';
import { LoadError } from '@/features/projects/load-error';
import { ProjectCard } from '@/features/projects/project-card';
import { useExploreFilters } from '@/features/projects/use-explore-filters';
import { useDocumentTitle } from '@/lib/use-document-title';

// The first row of cards is above the fold on wide screens, so those images load at once.
const EAGER_IMAGES = 3;

function CardSkeletons() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-border bg-card">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export default function ExplorePage() {
  const projects = useProjects();
  const { filters, update, clear } = useExploreFilters();
  const results = projects.data ? exploreProjects(projects.data, filters) : null;

  useDocumentTitle('Explore Investment Opportunities');

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">Explore Investment Opportunities</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Back the tours, records, studios and shows of music and audio creators. Filter by category, type and funding goal to find projects
          you believe in.
        </p>
      </header>
      <DemoNotice className="mt-8" />
      <div className="mt-6">
        <ExploreFilters filters={filters} onChange={update} onClear={clear} resultCount={results ? results.length : null} />
      </div>

      <div className="mt-8">
        {projects.isPending ? (
          <CardSkeletons />
        ) : projects.isError ? (
          <LoadError title="Projects could not be loaded" error={projects.error} onRetry={() => void projects.refetch()} />
        ) : results && results.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Projects">
            {results.map((project, index) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} eagerImage={index < EAGER_IMAGES} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-border bg-card/50 px-6 py-16 text-center">
            <SearchX className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
            <h2 className="mt-4 text-xl font-bold">No projects found</h2>
            <p className="mt-2 text-sm text-muted-foreground">Try another search, category or funding range.</p>
            <Button variant="primary" className="mt-6" onClick={clear}>
              Clear All Filters
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
