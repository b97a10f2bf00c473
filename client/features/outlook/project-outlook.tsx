import { lazy, Suspense, useCallback } from 'react';
import type { Project } from '@common/schemas/projects';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjectOutlook } from './api';

/** Resolved once the section is near the screen, or focused or pointed at (whichever comes first). */
let reveal: () => void = () => undefined;
const revealed = new Promise<void>((resolve) => {
  reveal = resolve;
});

// The section's code (its controls, sentences, chart and the worker's client) is fetched when the
// visitor comes near it, not with the page (the project page's JavaScript budget): until then the
// server's HTML of it stays as rendered, readable, as without JavaScript.
const LiveOutlookSection = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : revealed)
    .then(() => import('./outlook-section'))
    .then((module) => ({ default: module.LiveOutlookSection })),
);

/** Reveals the section when its slot comes within 200 px of the screen, or is focused or pointed at. */
function useRevealNear() {
  return useCallback((node: HTMLDivElement | null) => {
    if (!node) return undefined;
    const show = () => reveal();
    node.addEventListener('focusin', show, { once: true });
    node.addEventListener('pointerenter', show, { once: true });
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: '200px',
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      node.removeEventListener('focusin', show);
      node.removeEventListener('pointerenter', show);
    };
  }, []);
}

function OutlookSkeleton() {
  return (
    <div aria-busy="true" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <span className="sr-only" role="status">
        Loading what this could earn…
      </span>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/**
 * The project page's "What could this earn?" (a cell of the page's grid): nothing for a campaign
 * that did not fund, or when the outlook cannot be had (the rest of the page stands without it).
 */
export function ProjectOutlook({ project }: { project: Pick<Project, 'id' | 'status'> }) {
  const outlook = useProjectOutlook(String(project.id), project.status);
  const slot = useRevealNear();
  if (outlook.isPending && outlook.fetchStatus === 'idle') return null;
  if (outlook.isError) return null;
  return (
    <div ref={slot}>
      {outlook.isPending ? (
        <OutlookSkeleton />
      ) : (
        <Suspense fallback={<OutlookSkeleton />}>
          <LiveOutlookSection key={outlook.data.inputs.project.id} answer={outlook.data} />
        </Suspense>
      )}
    </div>
  );
}
