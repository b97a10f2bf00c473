import { useCallback } from 'react';
import { SearchX } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DemoNotice, useExploreProjects } from '@/features/projects';
import { ExploreFilters, LoadMore, ProjectCard, useExploreFilters } from '@/features/projects/explore.entry';
import { CompareCheckbox, CompareSelection, useCompareSelection } from '@/features/forecasts';
import { useSandboxNow } from '@/features/sandbox';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// The first row of cards is above the fold on wide screens, so those images load at once.
const EAGER_IMAGES = 3;
/** Typing and sliding settle this long before the server is asked. */
const SETTLE_MS = 250;

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

function NoProjects({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-border bg-card/50 px-6 py-16 text-center">
      <SearchX className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
      <h2 className="mt-4 text-xl font-bold">No projects found</h2>
      <p className="mt-2 text-sm text-muted-foreground">Try another search, category or funding range.</p>
      <Button variant="primary" className="mt-6" onClick={onClear}>
        Clear All Filters
      </Button>
    </div>
  );
}

export default function ExplorePage() {
  const { filters, update, clear } = useExploreFilters();
  const search = useDebouncedValue(filters.search, SETTLE_MS);
  const fundingRange = useDebouncedValue(filters.fundingRange, SETTLE_MS);
  const explore = useExploreProjects({ ...filters, search, fundingRange });
  const { fetchNextPage, isFetchingNextPage } = explore;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const pages = explore.data?.pages;
  const projects = pages?.flatMap((page) => page.projects);
  const now = useSandboxNow();
  const compareSelection = useCompareSelection();

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
        <ExploreFilters filters={filters} onChange={update} onClear={clear} found={pages?.[0]?.total ?? null} />
      </div>

      <div className="mt-8">
        {explore.isPending ? (
          <CardSkeletons />
        ) : explore.isError && !projects ? (
          <LoadError title="Projects could not be loaded" error={explore.error} onRetry={() => void explore.refetch()} />
        ) : projects && projects.length > 0 ? (
          <>
            {/* The previous results stay, dimmed, while new filters load: nothing jumps. */}
            <ul
              className={cn('grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3', explore.isPlaceholderData && 'opacity-60')}
              aria-label="Projects"
              aria-busy={explore.isPlaceholderData}
            >
              {projects.map((project, index) => (
                <li key={project.id} className="flex">
                  <ProjectCard
                    project={project}
                    now={now}
                    eagerImage={index < EAGER_IMAGES}
                    compare={<CompareCheckbox id={project.id} title={project.title} selection={compareSelection} />}
                  />
                </li>
              ))}
            </ul>
            {explore.isFetchNextPageError ? (
              <p role="alert" className="mt-6 text-center text-sm text-destructive">
                More projects could not be loaded. Please try again.
              </p>
            ) : null}
            <LoadMore
              hasMore={explore.hasNextPage && !explore.isPlaceholderData}
              loading={isFetchingNextPage}
              automatic={!explore.isFetchNextPageError}
              onLoadMore={loadMore}
            />
          </>
        ) : (
          <NoProjects onClear={clear} />
        )}
      </div>
      {/* The ticks outlive a new search: the bar stays while another is looked for. */}
      <CompareSelection selection={compareSelection} />
    </div>
  );
}
