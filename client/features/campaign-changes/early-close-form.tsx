import { useState, type FormEvent } from 'react';
import { earliestEarlyEndDate } from '@common/rules/campaign-changes';
import type { Project } from '@common/schemas/projects';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useCloseEarly } from './api';

/**
 * An earlier end date for a campaign open 21 days that has reached its goal, at least 5 business
 * days away; the server checks each condition and names the one that fails.
 */
export function EarlyCloseForm({ project, now, onDone }: { project: Project; now: Date; onDone: () => void }) {
  const earliest = earliestEarlyEndDate(now);
  const [endDate, setEndDate] = useState(earliest);
  const [error, setError] = useState<string | undefined>();
  const close = useCloseEarly(String(project.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    close.mutate(
      { endDate },
      {
        onSuccess: () => {
          toast({ title: 'Campaign closes early', description: 'Backers and followers have been told the new date.' });
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, 'The campaign could not be closed early.')),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-4" aria-label="Close early">
      <Field
        label="New end date"
        type="date"
        min={earliest}
        max={project.timeline.endDate}
        hint="At least 5 business days from today. Backers may cancel until 48 hours before it; if the goal is no longer met then, the campaign runs on to its current end date."
        value={endDate}
        onChange={(event) => setEndDate(event.target.value)}
        error={error}
        disabled={close.isPending}
      />
      <div className="flex gap-3">
        <Button type="submit" disabled={close.isPending}>
          {close.isPending ? 'Closing...' : 'Close early'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={close.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
