import { Link, useParams } from 'wouter';
import { ExternalLink, Globe, Music2 } from 'lucide-react';
import type { Creator } from '@common/schemas/projects';
import { LoadError } from '@/components/load-error';
import { MissingState } from '@/components/missing-state';
import { buttonClassName } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CreatorOverdueBadge } from '@/features/annual-reports/musician.entry';
import { CreatorStats, useCreator, useCreatorProjects } from '@/features/creators';
import { CreatorProjectList } from '@/features/creators/musician.entry';
import { CreatorPaidTotal } from '@/features/payouts';
import { DemoNotice } from '@/features/projects';
import { isNotFound } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

function ExternalProfileLink({ href, label, icon: Icon }: { href: string; label: string; icon: typeof Globe }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClassName('outline', 'sm')}>
      <Icon className="h-4 w-4" aria-hidden />
      {label}
      <ExternalLink className="h-3.5 w-3.5 text-muted-foreground" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function CreatorHero({ creator }: { creator: Creator }) {
  const { spotify, website } = creator.socialLinks;
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgba(139,92,246,0.3),transparent_60%)]"
      />
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-8 px-4 py-12 text-center sm:flex-row sm:items-start sm:text-left">
        {creator.imageUrl ? (
          <img
            src={creator.imageUrl}
            alt=""
            width={160}
            height={160}
            className="h-32 w-32 shrink-0 rounded-2xl border border-border object-cover shadow-2xl sm:h-40 sm:w-40"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{creator.category}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight break-words sm:text-5xl">{creator.name}</h1>
          <p className="mt-4 max-w-3xl text-muted-foreground">{creator.bio}</p>
          {spotify || website ? (
            <div className="mt-6 flex flex-wrap justify-center gap-3 sm:justify-start">
              {spotify ? <ExternalProfileLink href={spotify} label="Spotify" icon={Music2} /> : null}
              {website ? <ExternalProfileLink href={website} label="Website" icon={Globe} /> : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12" aria-busy="true">
      <span className="sr-only" role="status">
        Loading creator…
      </span>
      <div className="flex flex-col items-center gap-8 sm:flex-row">
        <Skeleton className="h-40 w-40 rounded-2xl" />
        <div className="w-full max-w-xl space-y-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      </div>
      <div className="mt-10 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    </div>
  );
}

export default function MusicianPage() {
  const { id = '' } = useParams<{ id: string }>();
  const creator = useCreator(id);
  const projects = useCreatorProjects(id);

  useDocumentTitle(creator.data?.name ?? 'Creator');

  if (creator.isPending) return <ProfileSkeleton />;
  if (creator.isError) {
    if (isNotFound(creator.error)) {
      return (
        <MissingState
          title="Creator Not Found"
          text="The creator you're looking for doesn't exist."
          action={
            <Link href="/" className={buttonClassName('primary')}>
              Back to Home
            </Link>
          }
        />
      );
    }
    return (
      <div className="px-4 py-16">
        <LoadError title="This creator could not be loaded" error={creator.error} onRetry={() => void creator.refetch()} />
      </div>
    );
  }

  return (
    <div>
      <CreatorHero creator={creator.data} />
      <div className="mx-auto max-w-7xl px-4">
        <CreatorOverdueBadge creatorId={id} className="mt-8" />
        <DemoNotice className="mt-8" />
        <section aria-labelledby="creator-stats-heading" className="mt-10">
          <h2 id="creator-stats-heading" className="mb-4 text-2xl font-bold">
            Creator Stats
          </h2>
          <CreatorStats stats={creator.data.stats} />
        </section>
        <section aria-labelledby="creator-projects-heading" className="mt-12">
          <h2 id="creator-projects-heading" className="mb-4 text-2xl font-bold">
            Projects by {creator.data.name}
          </h2>
          {projects.isPending ? (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden>
              <Skeleton className="h-96" />
              <Skeleton className="h-96" />
            </div>
          ) : projects.isError ? (
            <LoadError title="Projects could not be loaded" error={projects.error} onRetry={() => void projects.refetch()} />
          ) : (
            <>
              <CreatorPaidTotal projects={projects.data} className="mb-4" />
              <CreatorProjectList projects={projects.data} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
