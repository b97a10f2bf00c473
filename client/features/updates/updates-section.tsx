import { lazy, Suspense } from 'react';
import { BellRing, Lock, Megaphone } from 'lucide-react';
import { UPDATE_NUDGE_DAYS } from '@common/rules/updates';
import type { ProjectUpdate, UpdateList } from '@common/schemas/updates';
import { DetailSection } from '@/components/detail-section';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';
import { useUpdates } from './api';
import { lastUpdateText } from './last-update';
import { UpdateBody } from './update-body';

// Only the project's creator sees the form: its form library stays out of the page its backers load.
const UpdateForm = lazy(() => import('./update-form').then((module) => ({ default: module.UpdateForm })));

/** The anchor notifications about updates link to (/tour/{id}#updates). */
export const UPDATES_ANCHOR = 'updates';

function UpdateItem({ update }: { update: ProjectUpdate }) {
  const timeZone = useViewerTimeZone();
  return (
    <li>
      <article aria-labelledby={`update-${update.id}`} className="grid gap-2 border-t border-border pt-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={`update-${update.id}`} className="text-lg font-bold [overflow-wrap:anywhere]">
            {update.title}
          </h3>
          {update.visibility === 'investors' ? (
            <Badge tone="accent">
              <Lock className="mr-1 h-3 w-3" aria-hidden />
              Investors only
            </Badge>
          ) : null}
        </div>
        <time dateTime={update.createdAt} className="text-xs text-muted-foreground">
          {formatDate(update.createdAt, timeZone)}
        </time>
        <UpdateBody body={update.body} />
      </article>
    </li>
  );
}

/** The creator's reminder once 28 days (sandbox clock) have passed without an update. */
function UpdateNudge({ daysSinceLastUpdate }: { daysSinceLastUpdate: number | null }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-accent/50 bg-accent/10 p-3 text-sm">
      <BellRing className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
      <span>
        <span className="font-semibold">An update is due.</span>{' '}
        {daysSinceLastUpdate === null ? 'You have not posted one yet' : `Your last one was ${daysSinceLastUpdate} days ago`}: investors
        expect news at least every {UPDATE_NUDGE_DAYS} days.
      </span>
    </p>
  );
}

function UpdateFeed({ pages, projectId, isCreator }: { pages: UpdateList[]; projectId: string; isCreator: boolean }) {
  const first = pages[0];
  const updates = pages.flatMap((page) => page.items);
  if (!first) return null;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{lastUpdateText(first.daysSinceLastUpdate)}</p>
      {first.updateDue ? <UpdateNudge daysSinceLastUpdate={first.daysSinceLastUpdate} /> : null}
      {isCreator ? (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <UpdateForm projectId={projectId} />
        </Suspense>
      ) : null}
      {updates.length > 0 ? (
        <ol aria-label="Updates, newest first" className="grid gap-4">
          {updates.map((update) => (
            <UpdateItem key={update.id} update={update} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">
          {isCreator
            ? 'Your updates will show here, newest first.'
            : first.lastUpdateAt
              ? 'The creator has posted updates for investors only.'
              : 'The creator has not posted an update yet.'}
        </p>
      )}
    </div>
  );
}

/** 'Updates' on the project page: the creator's news, newest first; the creator posts from here. */
export function UpdatesSection({ projectId, isCreator }: { projectId: string; isCreator: boolean }) {
  const updates = useUpdates(projectId);
  return (
    <div id={UPDATES_ANCHOR} className="scroll-mt-24">
      <DetailSection title="Updates" icon={Megaphone}>
        {updates.isPending ? (
          <div aria-busy="true">
            <span className="sr-only" role="status">
              Loading updates…
            </span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : updates.isError && !updates.data ? (
          <LoadError title="Updates could not be loaded" error={updates.error} onRetry={() => void updates.refetch()} />
        ) : (
          <>
            <UpdateFeed pages={updates.data.pages} isCreator={isCreator} projectId={projectId} />
            {updates.hasNextPage ? (
              <Button variant="outline" className="mt-4" onClick={() => void updates.fetchNextPage()} disabled={updates.isFetchingNextPage}>
                {updates.isFetchingNextPage ? 'Loading more updates…' : 'Load more updates'}
              </Button>
            ) : null}
          </>
        )}
      </DetailSection>
    </div>
  );
}
