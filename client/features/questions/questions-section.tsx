import { Link } from 'wouter';
import { MessageCircleQuestion } from 'lucide-react';
import type { Question, QuestionList } from '@common/schemas/questions';
import { DetailSection } from '@/components/detail-section';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { useAskQuestion, useQuestions } from './api';
import { AnswerForm, OpensForm, PostForm } from './answer-form';
import { AnswerList, PostItem } from './post-item';
import { responsivenessText } from './responsiveness';

/** The anchor notices about questions link to (/tour/{id}#questions). */
export const QUESTIONS_ANCHOR = 'questions';

interface Viewer {
  /** The signed-in user's id, or null for a visitor. */
  id: number | null;
  isCreator: boolean;
}

function Thread({ projectId, question, viewer }: { projectId: string; question: Question; viewer: Viewer }) {
  return (
    <li className="grid gap-3 border-t border-border pt-4">
      <PostItem post={question} kind="question" viewerId={viewer.id} />
      <AnswerList question={question} viewerId={viewer.id} />
      {viewer.id !== null && !question.removed ? (
        <AnswerForm projectId={projectId} question={question} isCreator={viewer.isCreator} />
      ) : null}
    </li>
  );
}

function Threads({ pages, projectId, viewer }: { pages: QuestionList[]; projectId: string; viewer: Viewer }) {
  const questions = pages.flatMap((page) => page.questions);
  if (questions.length === 0) return <p className="text-sm text-muted-foreground">No questions yet.</p>;
  return (
    <ol aria-label="Questions, newest first" className="grid gap-4">
      {questions.map((question) => (
        <Thread key={question.id} projectId={projectId} question={question} viewer={viewer} />
      ))}
    </ol>
  );
}

function AskForm({ projectId, isCreator }: { projectId: string; isCreator: boolean }) {
  const ask = useAskQuestion(projectId);
  return (
    <OpensForm label="Ask a question">
      {(close) => (
        <PostForm
          title="Ask a question"
          showTitle
          fieldLabel="Your question"
          submitLabel="Post question"
          pendingLabel="Posting…"
          isCreator={isCreator}
          post={ask}
          onPosted={close}
          autoFocus
        />
      )}
    </OpensForm>
  );
}

/**
 * "Questions (N)" on the project page: the creator's responsiveness, anyone's questions with
 * their answers, and for a signed-in user the forms to ask, answer and report.
 */
export function QuestionsSection({ projectId, isCreator }: { projectId: string; isCreator: boolean }) {
  const questions = useQuestions(projectId);
  const { user } = useCurrentUser();
  const viewer: Viewer = { id: user?.id ?? null, isCreator };
  const first = questions.data?.pages[0];
  const line = first ? responsivenessText(first.responsiveness) : null;
  return (
    <div id={QUESTIONS_ANCHOR} className="scroll-mt-24">
      <DetailSection title={first ? `Questions (${first.total})` : 'Questions'} icon={MessageCircleQuestion}>
        {questions.isPending ? (
          <div aria-busy="true">
            <span className="sr-only" role="status">
              Loading questions…
            </span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : questions.isError && !questions.data ? (
          <LoadError title="Questions could not be loaded" error={questions.error} onRetry={() => void questions.refetch()} />
        ) : (
          <div className="grid gap-4">
            {line ? <p className="text-sm text-muted-foreground">{line}</p> : null}
            {user ? (
              <AskForm projectId={projectId} isCreator={isCreator} />
            ) : (
              <p className="text-sm">
                <Link href="/login" className="font-medium underline decoration-accent underline-offset-4">
                  Sign in to ask a question
                </Link>
              </p>
            )}
            <Threads pages={questions.data.pages} projectId={projectId} viewer={viewer} />
            {questions.hasNextPage ? (
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={() => void (questions.isFetchingNextPage ? undefined : questions.fetchNextPage())}
                aria-busy={questions.isFetchingNextPage}
              >
                {questions.isFetchingNextPage ? 'Loading more questions…' : 'Show more questions'}
              </Button>
            ) : null}
          </div>
        )}
      </DetailSection>
    </div>
  );
}
