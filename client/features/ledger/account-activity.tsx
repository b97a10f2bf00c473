import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { CurrentUser } from '@common/schemas/auth';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { LedgerEntry } from '@common/schemas/ledger';
import { ActivityEntry } from './activity-entry';
import { useLedger } from './api';

function ActivitySkeleton() {
  return (
    <Card className="grid gap-4 p-5" aria-busy="true">
      <span className="sr-only" role="status">
        Loading account activity…
      </span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </Card>
  );
}

/**
 * Every dollar of the balance explained: the user's cash account line by line, newest first,
 * each with the balance right after it; older lines a page at a time.
 */
export function AccountActivity({ user }: { user: CurrentUser }) {
  const ledger = useLedger();
  const lines: LedgerEntry[] = ledger.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-6">
      <Card className="flex flex-col gap-1 p-5 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 className="text-sm font-medium text-muted-foreground">Account Balance</h2>
        <p className="text-2xl font-extrabold tabular-nums" data-testid="activity-balance">
          {formatCentsAsUsd(decimalToCents(user.accountBalance))}
        </p>
      </Card>

      <section aria-labelledby="activity-heading">
        <h2 id="activity-heading" className="text-2xl font-bold tracking-tight">
          Activity
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Newest first. Each line shows the money in or out and your balance right after it.
        </p>
        <div className="mt-4">
          {ledger.isPending ? (
            <ActivitySkeleton />
          ) : ledger.isError && lines.length === 0 ? (
            <LoadError title="Account activity could not be loaded" error={ledger.error} onRetry={() => void ledger.refetch()} />
          ) : lines.length === 0 ? (
            <Card className="p-6 text-sm text-muted-foreground">No activity yet. Adding funds and investing appear here.</Card>
          ) : (
            <>
              <Card className="overflow-hidden">
                <ol aria-label="Account activity, newest first">
                  {lines.map((line) => (
                    <ActivityEntry key={line.id} entry={line} />
                  ))}
                </ol>
              </Card>
              {ledger.isFetchNextPageError ? (
                <p role="alert" className="mt-4 text-center text-sm text-destructive">
                  Older activity could not be loaded. Please try again.
                </p>
              ) : null}
              {ledger.hasNextPage ? (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="outline"
                    onClick={() => void ledger.fetchNextPage()}
                    disabled={ledger.isFetchingNextPage}
                    aria-busy={ledger.isFetchingNextPage}
                  >
                    {ledger.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </section>
    </div>
  );
}
