import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { creatorAccountOf } from './audiences';
import { notify, sameBody } from './notify';

const EXCERPT_LENGTH = 200;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** A question was asked: its project's creator is told, once per question (never of their own). */
export async function questionAsked(
  tx: Transaction,
  question: { id: number; projectId: number; projectTitle: string; askerId: number; body: string; at: Date },
): Promise<number> {
  return notify(
    tx,
    {
      key: `question:${question.id}`,
      kind: 'question_asked',
      title: `New question on ${question.projectTitle}`,
      link: `/tour/${question.projectId}#questions`,
      projectId: question.projectId,
      at: question.at,
    },
    sameBody(sql`${creatorAccountOf(question.projectId)} except select ${question.askerId}::int`, excerpt(question.body)),
  );
}

/** The creator answered a question: its asker is told, once per answer (not when they asked it themselves). */
export async function questionAnswered(
  tx: Transaction,
  answer: {
    id: number;
    projectId: number;
    projectTitle: string;
    creatorName: string;
    askerId: number;
    creatorId: number;
    body: string;
    at: Date;
  },
): Promise<number> {
  if (answer.askerId === answer.creatorId) return 0;
  return notify(
    tx,
    {
      key: `answer:${answer.id}`,
      kind: 'question_answered',
      title: `${answer.creatorName} answered your question on ${answer.projectTitle}`,
      link: `/tour/${answer.projectId}#questions`,
      projectId: answer.projectId,
      at: answer.at,
    },
    sameBody(sql`select ${answer.askerId}::int`, excerpt(answer.body)),
  );
}
