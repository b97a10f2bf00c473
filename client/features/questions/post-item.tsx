import { lazy, Suspense, useState } from 'react';
import type { Post, Question } from '@common/schemas/questions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';

// The dialog and its form library load when someone reports: a reader never fetches them.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/** The post's text, or why it is not shown: always as text, never as HTML or links. */
function PostBody({ post }: { post: Post }) {
  if (post.removed) {
    return (
      <p className="text-sm text-muted-foreground italic [overflow-wrap:anywhere]">
        Removed by a moderator: {post.removedReason ?? 'no reason given'}
      </p>
    );
  }
  if (post.hidden || post.body === null) {
    return <p className="text-sm text-muted-foreground italic">Hidden while a moderator reviews it</p>;
  }
  return <p className="text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]">{post.body}</p>;
}

/** Report, for a signed-in reader's view of someone else's post that is still shown. */
function ReportButton({ post }: { post: Post }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Report ${post.author.name}’s post`}>
        Report
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog postId={post.id} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** One question or answer: who wrote it (with their badge and promoter statement), when, and its text. */
export function PostItem({ post, kind, viewerId }: { post: Post; kind: 'question' | 'answer'; viewerId: number | null }) {
  const timeZone = useViewerTimeZone();
  const canReport = viewerId !== null && viewerId !== post.author.id && !post.removed && !post.hidden;
  return (
    <article aria-label={`${kind === 'question' ? 'Question' : 'Answer'} by ${post.author.name}`} className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-sm font-semibold [overflow-wrap:anywhere]">{post.author.name}</span>
        {post.author.badge === 'creator' ? <Badge tone="accent">Creator</Badge> : null}
        {post.author.badge === 'backer' ? <Badge tone="success">Backer</Badge> : null}
        {post.promoter ? <Badge tone="warning">Paid promoter</Badge> : null}
        <time dateTime={post.createdAt} className="text-xs text-muted-foreground">
          {formatDate(post.createdAt, timeZone)}
        </time>
        {canReport ? <ReportButton post={post} /> : null}
      </div>
      <PostBody post={post} />
    </article>
  );
}

/** A question's answers, oldest first, each as `PostItem` shows it; nothing when there are none. */
export function AnswerList({ question, viewerId }: { question: Question; viewerId: number | null }) {
  if (question.answers.length === 0) return null;
  return (
    <ol
      aria-label={`Answers to ${question.author.name}’s question, oldest first`}
      className="grid gap-3 border-l-2 border-border pl-3 sm:pl-4"
    >
      {question.answers.map((answer) => (
        <li key={answer.id}>
          <PostItem post={answer} kind="answer" viewerId={viewerId} />
        </li>
      ))}
    </ol>
  );
}
