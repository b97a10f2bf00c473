import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CreatePostPayload, Post } from '@common/schemas/questions';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, badRequest, notFound, PROJECT_NOT_FOUND } from '../../errors';
import { questionAnswered, questionAsked } from '../notifications';
import { creatorUserOf, findPost } from './read-questions';

export const QUESTION_NOT_FOUND = 'This question does not exist.';
export const CREATOR_NOT_PROMOTER = "A project's creator posts as its creator, not as a paid promoter.";
export const QUESTION_REMOVED = 'This question was removed by a moderator and takes no answers.';
/** What a banned poster is told (the date is the ban's last day, UTC). */
export const postingBanned = (until: Date, reason: string) =>
  `A moderator stopped this account from posting until ${until.toISOString().slice(0, 10)}: ${reason}`;

const projectOfPost = z.object({ project_id: sqlColumn.integer, title: z.string(), creator_user_id: sqlColumn.integer.nullable() });

/** The project and its creator's account, or a 404. */
async function projectFor(db: Database, projectId: number) {
  const [project] = await queryRows(
    db,
    projectOfPost,
    sql`select p.id as project_id, p.title, ${creatorUserOf(sql`p.id`)} as creator_user_id from projects p where p.id = ${projectId}::int`,
  );
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/** Writes a post and tells whom it concerns, in one transaction; answers it as anyone reads it. */
async function writePost(
  db: Database,
  post: { projectId: number; questionId: number | null; authorId: number; payload: Required<CreatePostPayload>; at: Date },
  tell: (tx: Parameters<Parameters<Database['transaction']>[0]>[0], id: number) => Promise<unknown>,
): Promise<Post> {
  const id = await db.transaction(async (tx) => {
    const [written] = await queryRows(
      tx,
      z.object({ id: sqlColumn.integer }),
      sql`insert into project_posts (project_id, question_id, author_id, body, promoter, created_at)
          values (${post.projectId}::int, ${post.questionId}::int, ${post.authorId}::int, ${post.payload.body}, ${post.payload.promoter},
                  ${post.at.toISOString()}::timestamptz)
          returning id`,
    );
    await tell(tx, written!.id);
    return written!.id;
  });
  const written = await findPost(db, id);
  if (!written) throw new Error(`post ${id} not found after writing it`);
  const { questionId: _, ...readable } = written;
  return readable;
}

/** A moderator's posting ban, while it lasts: 403 with its end and reason. */
async function assertNotBanned(db: Database, authorId: number): Promise<void> {
  const [ban] = await queryRows(
    db,
    z.object({ until: sqlColumn.timestamp, reason: z.string() }),
    sql`select until, reason from posting_bans where user_id = ${authorId}::int and until > now()`,
  );
  if (ban) throw new AppError(403, postingBanned(ban.until, ban.reason));
}

/** The creator may not post as a paid promoter of their own project. */
function assertPromoterAllowed(authorId: number, creatorUserId: number | null, promoter: boolean): void {
  if (promoter && authorId === creatorUserId) throw badRequest(CREATOR_NOT_PROMOTER);
}

/** A question on a project; its creator is told. */
export async function askQuestion(
  db: Database,
  authorId: number,
  projectId: number,
  payload: Required<CreatePostPayload>,
  at: Date,
): Promise<Post> {
  await assertNotBanned(db, authorId);
  const project = await projectFor(db, projectId);
  assertPromoterAllowed(authorId, project.creator_user_id, payload.promoter);
  return writePost(db, { projectId, questionId: null, authorId, payload, at }, (tx, id) =>
    questionAsked(tx, { id, projectId, projectTitle: project.title, askerId: authorId, body: payload.body, at }),
  );
}

/** An answer to a question (anyone signed in); when the project's creator answers, the asker is told. */
export async function answerQuestion(
  db: Database,
  authorId: number,
  questionId: number,
  payload: Required<CreatePostPayload>,
  at: Date,
): Promise<Post> {
  const [question] = await queryRows(
    db,
    z.object({ project_id: sqlColumn.integer, author_id: sqlColumn.integer, removed: z.boolean() }),
    sql`select project_id, author_id, removed_at is not null as removed from project_posts where id = ${questionId}::int and question_id is null`,
  );
  if (!question) throw notFound(QUESTION_NOT_FOUND);
  if (question.removed) throw new AppError(409, QUESTION_REMOVED);
  await assertNotBanned(db, authorId);
  const project = await projectFor(db, question.project_id);
  assertPromoterAllowed(authorId, project.creator_user_id, payload.promoter);
  return writePost(db, { projectId: question.project_id, questionId, authorId, payload, at }, async (tx, id) => {
    if (authorId !== project.creator_user_id) return;
    const [creator] = await queryRows(
      tx,
      z.object({ name: z.string() }),
      sql`select first_name as name from users where id = ${authorId}::int`,
    );
    await questionAnswered(tx, {
      id,
      projectId: question.project_id,
      projectTitle: project.title,
      creatorName: creator?.name ?? 'The creator',
      askerId: question.author_id,
      creatorId: authorId,
      body: payload.body,
      at,
    });
  });
}
