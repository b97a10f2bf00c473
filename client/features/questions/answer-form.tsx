import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Question } from '@common/schemas/questions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnswerQuestion } from './api';

// The forms and their form library load when someone opens one: readers never fetch them.
export const PostForm = lazy(() => import('./post-form').then((module) => ({ default: module.PostForm })));

/** A button that opens a form in place; when the form closes, focus goes back to the button. */
export function OpensForm({
  label,
  ariaLabel,
  children,
}: {
  label: string;
  ariaLabel?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open) {
    return (
      <Button ref={opener} variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)} aria-label={ariaLabel}>
        {label}
      </Button>
    );
  }
  return (
    <div className="grid gap-2 rounded-xl border border-border bg-muted/40 p-3 sm:p-4">
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>{children(() => setOpen(false))}</Suspense>
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </div>
  );
}

/** "Answer" opens the answer form under a question; a project's creator answers as its creator. */
export function AnswerForm({ projectId, question, isCreator }: { projectId: string; question: Question; isCreator: boolean }) {
  const answer = useAnswerQuestion(projectId, question.id);
  const title = `Answer ${question.author.name}’s question`;
  return (
    <OpensForm label="Answer" ariaLabel={title}>
      {(close) => (
        <PostForm
          title={title}
          fieldLabel="Your answer"
          submitLabel="Post answer"
          pendingLabel="Posting…"
          isCreator={isCreator}
          post={answer}
          onPosted={close}
          autoFocus
        />
      )}
    </OpensForm>
  );
}
