import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// Only creators have the tab, and only when they open it: its charts, tables and the update
// form's library stay out of the dashboard an investor loads.
const CreatorTabContent = lazy(() => import('./creator-tab').then((module) => ({ default: module.CreatorTab })));

/** The Creator tab of /dashboard, fetched when it is first shown (the server renders it whole). */
export function CreatorTab() {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="grid gap-4">
          <span className="sr-only" role="status">
            Loading the Creator tab…
          </span>
          <Skeleton className="h-40 w-full" />
        </div>
      }
    >
      <CreatorTabContent />
    </Suspense>
  );
}
