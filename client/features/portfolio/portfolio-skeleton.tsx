import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's shape while the investments load, so nothing jumps when they arrive. */
export function PortfolioSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-6">
      <span className="sr-only">Loading your portfolio…</span>
      <Skeleton className="h-32 w-full rounded-2xl" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
      <Skeleton className="h-11 w-full max-w-md rounded-xl" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-28 rounded-2xl" />
        ))}
      </div>
      {[0, 1].map((row) => (
        <Skeleton key={row} className="h-52 rounded-2xl" />
      ))}
    </div>
  );
}
