import { CalendarDays, CheckCircle2, Circle, Clock } from 'lucide-react';
import { hasEnded } from '@common/rules/days-left';
import type { Project } from '@common/schemas/projects';
import { DetailSection } from '@/components/detail-section';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';

const statusLooks: Record<string, { tone: BadgeTone; icon: typeof Circle }> = {
  completed: { tone: 'success', icon: CheckCircle2 },
  in_progress: { tone: 'warning', icon: Clock },
};

/** "in_progress" -> "In Progress": milestone statuses are free text in the data. */
const statusLabel = (status: string) => status.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * A milestone still marked upcoming once its day is over on the sandbox clock reads "Date Passed":
 * it is no longer ahead, and only its creator can say it was completed.
 */
const shownStatus = (milestone: Project['timeline']['milestones'][number], now: Date) =>
  milestone.status === 'upcoming' && hasEnded(milestone.date, now) ? 'date_passed' : milestone.status;

export function ProjectTimeline({ timeline, now }: { timeline: Project['timeline']; now: Date }) {
  return (
    <DetailSection title="Timeline & Milestones" icon={CalendarDays}>
      <p className="text-sm text-muted-foreground">
        {formatDate(timeline.startDate)} – {formatDate(timeline.endDate)}
      </p>
      {timeline.milestones.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No milestones yet.</p>
      ) : (
        <ol className="mt-5 space-y-0">
          {timeline.milestones.map((milestone, index) => {
            const status = shownStatus(milestone, now);
            const look = statusLooks[status] ?? { tone: 'neutral' as const, icon: Circle };
            const Icon = look.icon;
            const last = index === timeline.milestones.length - 1;
            return (
              <li key={`${milestone.name}-${milestone.date}`} className="relative flex gap-4 pb-6 last:pb-0">
                {last ? null : <span aria-hidden className="absolute top-7 bottom-0 left-[11px] w-px bg-border" />}
                <Icon className="relative mt-0.5 h-6 w-6 shrink-0 text-accent" aria-hidden />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-semibold">{milestone.name}</h3>
                    <Badge tone={look.tone}>{statusLabel(status)}</Badge>
                  </div>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    <time dateTime={milestone.date}>{formatDate(milestone.date)}</time>
                  </p>
                  {milestone.description ? <p className="mt-1 text-sm text-foreground/85">{milestone.description}</p> : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
