import { Link } from 'wouter';
import { Eye, X } from 'lucide-react';
import { formatDaysLeft } from '@common/rules/days-left';
import { formatProgress } from '@common/rules/progress';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { FollowedProject } from '@common/schemas/follows';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ProjectStatusBadge } from '@/features/projects';
import { errorMessage } from '@/lib/api';
import { useFollows, useSetFollowing } from './api';

function WatchedProject({ project }: { project: FollowedProject }) {
  const unfollow = useSetFollowing(project.id);
  const remove = () => {
    if (unfollow.isPending) return;
    unfollow.mutate(false, {
      onError: (error) =>
        toast({ title: 'Unfollow failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };
  return (
    <li className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link href={`/tour/${project.id}`} className="font-semibold break-words underline decoration-accent underline-offset-4">
            {project.title}
          </Link>
          <p className="mt-1 text-sm text-muted-foreground">by {project.creatorName}</p>
        </div>
        <div className="flex items-center gap-2">
          <ProjectStatusBadge status={project.status} />
          <Button variant="ghost" size="sm" onClick={remove} aria-label={`Unfollow ${project.title}`}>
            <X className="h-4 w-4" aria-hidden />
            Unfollow
          </Button>
        </div>
      </div>
      <Progress value={project.progress} label={`${project.title}: funding progress`} />
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <span>
          <span className="font-semibold">{formatProgress(project.progress)} funded</span>
          <span className="text-muted-foreground">
            {' '}
            · {formatCentsAsUsd(decimalToCents(project.raisedAmount))} of {formatCentsAsUsd(decimalToCents(project.fundingGoal))}
          </span>
        </span>
        <span className="text-muted-foreground">{formatDaysLeft(project.daysLeft)}</span>
      </p>
    </li>
  );
}

/** 'Watchlist' on the dashboard: the projects the user follows, latest first, with their progress. */
export function Watchlist() {
  const follows = useFollows();
  return (
    <section id="watchlist" aria-labelledby="watchlist-heading" className="scroll-mt-24">
      <h2 id="watchlist-heading" className="text-2xl font-bold tracking-tight">
        Watchlist
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Projects you follow: you are notified of their updates and milestones.</p>
      {follows.isPending ? (
        <div className="mt-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your watchlist…
          </span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : follows.isError ? (
        <div className="mt-4">
          <LoadError title="Your watchlist could not be loaded" error={follows.error} onRetry={() => void follows.refetch()} />
        </div>
      ) : follows.data.length === 0 ? (
        <Card className="mt-4 flex items-start gap-3 p-5">
          <Eye className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
          <div>
            <h3 className="font-bold">No followed projects yet</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Follow a project from its page to keep an eye on it here.{' '}
              <Link href="/explore" className="font-medium text-foreground underline underline-offset-4">
                Explore projects
              </Link>
            </p>
          </div>
        </Card>
      ) : (
        <Card className="mt-4 overflow-hidden">
          <ul aria-label="Followed projects" className="divide-y divide-border">
            {follows.data.map((project) => (
              <WatchedProject key={project.id} project={project} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
