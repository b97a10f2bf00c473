import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { removePostSchema, type ModerationItem } from '@common/schemas/staff';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';
import { useModerate, useModerationQueue, usePostingBan } from './api';

const reasonNames = { spam: 'Spam', abuse: 'Abuse', misleading: 'Misleading', other: 'Other' } as const;

/** Remove needs a reason; the form asks for it in place. */
function RemoveForm({ item, onDone }: { item: ModerationItem; onDone: () => void }) {
  const moderate = useModerate(item.post.id);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = removePostSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Give a reason.');
      return;
    }
    moderate.mutate(
      { action: 'remove', reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({ title: 'Post removed' });
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error, 'The post could not be removed.')),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`Remove ${item.post.author.name}’s post`} className="grid gap-2 sm:max-w-md">
      <Field
        label="Reason for removal"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem ?? undefined}
        autoFocus
      />
      <Button type="submit" variant="destructive" className="justify-self-start" disabled={moderate.isPending}>
        Remove post
      </Button>
    </form>
  );
}

/** A posting ban of the post's author: days and a reason. */
function BanForm({ item, onDone }: { item: ModerationItem; onDone: () => void }) {
  const ban = usePostingBan();
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ban.mutate(
      { userId: item.post.author.id, days: Number(days), reason },
      {
        onSuccess: ({ until }) => {
          toast({ title: `${item.post.author.name} cannot post until ${until.slice(0, 10)}` });
          onDone();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`Ban ${item.post.author.name} from posting`} className="grid gap-2 sm:max-w-md">
      <Field label="Days" inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} />
      <Field label="Reason for the ban" value={reason} onChange={(event) => setReason(event.target.value)} />
      {ban.isError ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {errorMessage(ban.error, 'The ban could not be set.')}
        </p>
      ) : null}
      <Button type="submit" variant="outline" className="justify-self-start" disabled={ban.isPending}>
        Ban from posting
      </Button>
    </form>
  );
}

function QueueItem({ item, moderatorId }: { item: ModerationItem; moderatorId: number }) {
  const moderate = useModerate(item.post.id);
  const timeZone = useViewerTimeZone();
  const [open, setOpen] = useState<'remove' | 'ban' | null>(null);
  const heldByOther = item.claim !== null && item.claim.moderatorId !== moderatorId;
  const act = (action: 'claim' | 'keep') =>
    moderate.mutate(
      { action },
      {
        onSuccess: () => toast({ title: action === 'claim' ? 'Claimed for 5 minutes' : 'Post kept' }),
        onError: (error) => toast({ title: 'Not done', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  return (
    <li className="grid gap-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{item.post.author.name}</span>
        {item.questionId === null ? <Badge>Question</Badge> : <Badge>Answer</Badge>}
        {item.post.hidden ? <Badge tone="warning">Hidden</Badge> : null}
        <span className="text-muted-foreground">
          on{' '}
          <Link href={`/tour/${item.projectId}#questions`} className="underline underline-offset-4">
            {item.projectTitle}
          </Link>
        </span>
      </div>
      <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{item.post.body}</p>
      <ul aria-label="Reports" className="grid gap-1 text-xs text-muted-foreground">
        {item.reports.map((report) => (
          <li key={`${report.at}-${report.reason}`}>
            {reasonNames[report.reason]} · {formatDateTime(report.at, timeZone)}
            {report.note ? ` · “${report.note}”` : ''}
          </li>
        ))}
      </ul>
      {item.claim ? (
        <p className="text-sm" role="status">
          {heldByOther ? 'Another moderator is reviewing this post' : 'You hold this post'} until{' '}
          {formatDateTime(item.claim.expiresAt, timeZone)}
        </p>
      ) : null}
      {heldByOther ? null : (
        <div className="flex flex-wrap gap-2">
          {item.claim ? null : (
            <Button size="sm" variant="outline" onClick={() => act('claim')}>
              Claim
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOpen(open === 'remove' ? null : 'remove')}
            aria-expanded={open === 'remove'}
          >
            Remove…
          </Button>
          <Button size="sm" variant="outline" onClick={() => act('keep')}>
            Keep
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen(open === 'ban' ? null : 'ban')} aria-expanded={open === 'ban'}>
            Ban author…
          </Button>
        </div>
      )}
      {open === 'remove' ? <RemoveForm item={item} onDone={() => setOpen(null)} /> : null}
      {open === 'ban' ? <BanForm item={item} onDone={() => setOpen(null)} /> : null}
    </li>
  );
}

function Queue({ queue, moderatorId }: { queue: 'reported' | 'hidden'; moderatorId: number }) {
  const items = useModerationQueue(queue);
  const title = queue === 'reported' ? 'Reported' : 'Hidden';
  return (
    <section aria-labelledby={`queue-${queue}`} className="grid gap-3">
      <h3 id={`queue-${queue}`} className="text-lg font-bold">
        {title}
        {items.data ? ` (${items.data.items.length})` : ''}
      </h3>
      {items.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : items.isError ? (
        <LoadError title={`The ${queue} queue could not be loaded`} error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing waits here.</p>
      ) : (
        <ol aria-label={`${title} posts, oldest report first`} className="grid gap-3">
          {items.data.items.map((item) => (
            <QueueItem key={item.post.id} item={item} moderatorId={moderatorId} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The moderator's queues: hidden posts (three reports) first, then those reported once or twice. */
export function ModerationSection({ moderatorId }: { moderatorId: number }) {
  return (
    <div className="grid gap-8">
      <Queue queue="hidden" moderatorId={moderatorId} />
      <Queue queue="reported" moderatorId={moderatorId} />
    </div>
  );
}
