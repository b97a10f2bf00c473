import { Link } from 'wouter';
import type { CreatorQuestionList } from '@common/schemas/questions';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { AnswerForm } from './answer-form';
import { useCreatorQuestions } from './api';
import { AnswerList, PostItem } from './post-item';
import { QUESTIONS_ANCHOR } from './questions-section';

type CreatorQuestion = CreatorQuestionList['questions'][number];

function CreatorThread({ projectId, question, viewerId }: { projectId: string; question: CreatorQuestion; viewerId: number | null }) {
  return (
    <li className="grid gap-3 border-t border-border pt-4">
      {question.awaitsCreator ? (
        <Badge tone="warning" className="justify-self-start">
          Awaiting your answer
        </Badge>
      ) : null}
      <PostItem post={question} kind="question" viewerId={viewerId} />
      <AnswerList question={question} viewerId={viewerId} />
      {question.removed || question.hidden ? null : <AnswerForm projectId={projectId} question={question} isCreator />}
    </li>
  );
}

/**
 * The Creator tab's questions of one project: those awaiting the creator's answer first, longest
 * waiting first, each answerable in place; the project page has every question.
 */
export function CreatorQuestions({ projectId }: { projectId: string }) {
  const questions = useCreatorQuestions(projectId);
  const { user } = useCurrentUser();
  if (questions.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Loading questions…
        </span>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (questions.isError) {
    return <LoadError title="Questions could not be loaded" error={questions.error} onRetry={() => void questions.refetch()} />;
  }
  const { questions: threads, total, unanswered } = questions.data;
  const allQuestions = (
    <Link href={`/tour/${projectId}#${QUESTIONS_ANCHOR}`} className="font-medium underline decoration-accent underline-offset-4">
      All questions on the project page
    </Link>
  );
  if (total === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No questions yet. Backers and visitors ask on the project page; you are told of each one.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{unanswered === 0 ? 'Every question has your answer.' : `${unanswered} awaiting your answer`}</span>
        {allQuestions}
      </p>
      <ol aria-label="Questions, awaiting your answer first" className="grid gap-4">
        {threads.map((question) => (
          <CreatorThread key={question.id} projectId={projectId} question={question} viewerId={user?.id ?? null} />
        ))}
      </ol>
      {threads.length < total ? (
        <p className="text-sm text-muted-foreground">
          Showing {threads.length} of {total} questions. {allQuestions}
        </p>
      ) : null}
    </div>
  );
}
