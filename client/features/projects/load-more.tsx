import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  /** False after a failed load: the button retries, the observer waits, so a failing server is not asked in a loop. */
  automatic: boolean;
  onLoadMore: () => void;
}

/**
 * Infinite scrolling: the next page loads when this sentinel comes within a screen of the
 * viewport. The button does the same by hand (keyboard users, browsers without
 * IntersectionObserver). The observer is remade after each load and reports where the
 * sentinel is then, so a page too short to push it out of range loads the next one too.
 */
export function LoadMore({ hasMore, loading, automatic, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || !automatic || typeof IntersectionObserver === 'undefined') return;
    // "Intersecting" = less than a screen below the viewport, or anywhere above it: a jump to the
    // bottom of the page (past a tall footer) counts too, not only scrolling across the sentinel.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onLoadMore(), {
      rootMargin: '100000% 0px 100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, automatic, onLoadMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading more projects…' : 'Load more projects'}
      </Button>
    </div>
  );
}
