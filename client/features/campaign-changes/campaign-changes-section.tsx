import { History } from 'lucide-react';
import { formatMomentUtc } from '@/lib/dates';
import { useProjectChanges } from './api';

/** The project page's record of the creator's changes: what changed and when, and the reconfirmation a material one asked for. */
export function CampaignChangesSection({ projectId }: { projectId: string }) {
  const changes = useProjectChanges(projectId);
  if (!changes.data || changes.data.length === 0) return null;
  // Its own grid cell on the project page, only when there is something to show.
  return (
    <div>
      <section
        id="campaign-changes"
        aria-labelledby="campaign-changes-heading"
        className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 sm:p-6"
      >
        <h2 id="campaign-changes-heading" className="flex items-center gap-2 text-xl font-bold">
          <History className="h-5 w-5 text-accent" aria-hidden />
          Campaign changes
        </h2>
        <ol className="mt-5 grid gap-4">
          {changes.data.map((change) => (
            <li key={change.id} className="border-l-2 border-accent/60 pl-4 text-sm">
              <p className="text-muted-foreground">
                <time dateTime={change.at}>{formatMomentUtc(change.at)}</time>
              </p>
              <ul className="mt-1 grid gap-1">
                {change.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {change.reconfirmBy ? (
                <p className="mt-1 text-muted-foreground">
                  A material change: backers had until {formatMomentUtc(change.reconfirmBy)} to reconfirm their investments.
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
