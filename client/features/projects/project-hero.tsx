import { Link } from 'wouter';
import { ArrowDown } from 'lucide-react';
import { projectTypeLabels } from '@common/project-types';
import type { Project } from '@common/schemas/projects';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { DemoSongPlayer } from './demo-song-player';
import { ProjectImage } from './project-image';
import { ProjectStatusBadge } from './project-status-badge';

/**
 * Title, creator, type and status (upper-cased; 'active' stands out), the cover and the demo
 * song. On phones a link jumps to the invest form, or to why the campaign is closed, or (for its
 * creator, who can't invest in it) to what stands in the form's place.
 */
export function ProjectHero({
  project,
  investFormId,
  open,
  ownCampaign = false,
}: {
  project: Project;
  investFormId: string;
  open: boolean;
  ownCampaign?: boolean;
}) {
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(139,92,246,0.3),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 lg:grid-cols-2 lg:py-14">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="accent">{projectTypeLabels[project.type]}</Badge>
            <ProjectStatusBadge status={project.status} />
            {project.musicGenre ? <Badge>{project.musicGenre}</Badge> : null}
          </div>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance break-words sm:text-5xl">{project.title}</h1>
          <p className="mt-3 text-muted-foreground">
            by{' '}
            <Link
              href={`/musician/${project.creatorId}`}
              className="font-semibold text-foreground underline decoration-accent underline-offset-4"
            >
              {project.creator.name}
            </Link>
          </p>
          <p className="mt-5 text-foreground/90">{project.description}</p>
          <a href={`#${investFormId}`} className={buttonClassName(open ? 'primary' : 'outline', 'md', 'mt-6 lg:hidden')}>
            {open ? (ownCampaign ? 'Your campaign' : 'Make an investment') : 'Why the campaign is closed'}
            <ArrowDown className="h-4 w-4" aria-hidden />
          </a>
          {project.demoSongUrl ? (
            <div className="mt-6">
              <DemoSongPlayer src={project.demoSongUrl} title={project.title} />
            </div>
          ) : null}
        </div>
        <ProjectImage src={project.projectImageUrl} alt="" eager className="rounded-2xl border border-border shadow-2xl" />
      </div>
    </section>
  );
}
