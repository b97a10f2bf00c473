import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  postBadges,
  type CreatorQuestionList,
  type Post,
  type Question,
  type QuestionList,
  type Responsiveness,
} from '@common/schemas/questions';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { notFound, PROJECT_NOT_FOUND } from '../../errors';

export const QUESTIONS_PAGE = 20;
/** Reports from this many accounts hide a post until a moderator decides. */
export const REPORTS_TO_HIDE = 3;

const DAY_MS = 86_400_000;
/** Responsiveness counts the questions of the last 180 sandbox days that are older than 7. */
const RESPONSIVENESS_WINDOW_DAYS = 180;
const RESPONSIVENESS_MIN_AGE_DAYS = 7;
const RESPONSIVENESS_MIN_QUESTIONS = 3;

/** The account behind the project's creator (null for the demo creators, who have none). */
export const creatorUserOf = (projectId: SQL) =>
  sql`(select c.user_id from projects pr join creators c on c.id = pr.creator_id where pr.id = ${projectId})`;

/**
 * Whether the question `alias` names awaits its creator: not removed, and without an answer by
 * the creator that still stands.
 */
export const awaitsCreator = (alias: string) => {
  const question = sql.identifier(alias);
  return sql`(${question}.question_id is null and ${question}.removed_at is null and not exists (
    select 1 from project_posts a
    where a.question_id = ${question}.id and a.removed_at is null and a.author_id = ${creatorUserOf(sql`${question}.project_id`)}))`;
};

export const postRow = z.object({
  id: sqlColumn.integer,
  question_id: sqlColumn.integer.nullable(),
  body: z.string(),
  author_id: sqlColumn.integer,
  author_name: z.string(),
  badge: z.enum(postBadges).nullable(),
  promoter: z.boolean(),
  created_at: sqlColumn.timestamp,
  removed: z.boolean(),
  removed_reason: z.string().nullable(),
  hidden: z.boolean(),
});
type PostRow = z.infer<typeof postRow>;

/**
 * A post's columns (`postRow`) from `project_posts p join users u on u.id = p.author_id`: its
 * author's public name, the badge the server gives them, and whether it is hidden.
 */
export const postColumns = sql`
  p.id, p.question_id, p.body, p.author_id, u.first_name || ' ' || left(u.last_name, 1) || '.' as author_name,
  case when p.author_id = ${creatorUserOf(sql`p.project_id`)} then 'creator'
       when exists (select 1 from investments i where i.project_id = p.project_id and i.user_id = p.author_id) then 'backer'
  end as badge,
  p.promoter, p.created_at, p.removed_at is not null as removed, p.removed_reason,
  p.removed_at is null and p.reviewed_at is null
    and (select count(*) from post_reports r where r.post_id = p.id) >= ${REPORTS_TO_HIDE} as hidden`;

/** The posts `where` picks, as `postColumns` has them. */
const selectPosts = (where: SQL, order: SQL, limit: number | null) => sql`
  select ${postColumns} from project_posts p join users u on u.id = p.author_id
  where ${where} order by ${order} ${limit === null ? sql`` : sql`limit ${limit}`}`;

/** A post as anyone reads it: a hidden or removed one without its body. */
function toPost(row: PostRow): Post {
  return {
    id: row.id,
    body: row.removed || row.hidden ? null : row.body,
    author: { id: row.author_id, name: row.author_name, badge: row.badge },
    promoter: row.promoter,
    createdAt: row.created_at.toISOString(),
    removed: row.removed,
    removedReason: row.removed_reason,
    hidden: row.hidden,
  };
}

/** One post by id, as anyone reads it; null when there is none. */
export async function findPost(db: Database, postId: number): Promise<(Post & { questionId: number | null }) | null> {
  const [row] = await queryRows(db, postRow, selectPosts(sql`p.id = ${postId}::int`, sql`p.id`, 1));
  return row ? { ...toPost(row), questionId: row.question_id } : null;
}

/** The questions as anyone reads them, each with its answers oldest first. */
async function withAnswers(db: Database, questions: PostRow[]): Promise<Question[]> {
  const answers = questions.length
    ? await queryRows(
        db,
        postRow,
        selectPosts(sql`p.question_id = any(${arrayLiteral(questions.map((row) => row.id))}::int[])`, sql`p.id`, null),
      )
    : [];
  return questions.map((question) => ({
    ...toPost(question),
    answers: answers.filter((answer) => answer.question_id === question.id).map(toPost),
  }));
}

/** A project's questions, newest first, 20 a page after `cursor` (the last id of the page before), each with its answers oldest first. */
export async function listQuestions(db: Database, projectId: number, cursor: number | null, now: Date): Promise<QuestionList> {
  const page = await queryRows(
    db,
    postRow,
    selectPosts(
      sql`p.project_id = ${projectId}::int and p.question_id is null ${cursor === null ? sql`` : sql`and p.id < ${cursor}::int`}`,
      sql`p.id desc`,
      QUESTIONS_PAGE + 1,
    ),
  );
  const questions = page.slice(0, QUESTIONS_PAGE);
  const [count] = await queryRows(
    db,
    z.object({ total: sqlColumn.integer.nullable() }),
    sql`select (select count(*) from project_posts where project_id = p.id and question_id is null) as total from projects p where p.id = ${projectId}::int`,
  );
  if (!count) throw notFound(PROJECT_NOT_FOUND);
  return {
    questions: await withAnswers(db, questions),
    nextCursor: page.length > QUESTIONS_PAGE ? String(questions.at(-1)?.id) : null,
    total: count?.total ?? 0,
    responsiveness: await responsiveness(db, projectId, now),
  };
}

/** The creator dashboard shows this many questions of a project at most; the project page has them all. */
export const CREATOR_QUESTIONS_SHOWN = 50;

/**
 * The creator's view of a project's questions: those awaiting their answer first, longest
 * waiting first, then the others newest first, each with its answers oldest first.
 */
export async function creatorQuestions(db: Database, projectId: number): Promise<CreatorQuestionList> {
  const questions = await queryRows(
    db,
    postRow,
    selectPosts(
      sql`p.project_id = ${projectId}::int and p.question_id is null`,
      sql`${awaitsCreator('p')} desc, case when ${awaitsCreator('p')} then p.id else -p.id end`,
      CREATOR_QUESTIONS_SHOWN,
    ),
  );
  const [counts] = await queryRows(
    db,
    z.object({ total: sqlColumn.integer, unanswered: sqlColumn.integer }),
    sql`select count(*)::int as total, (count(*) filter (where ${awaitsCreator('q')}))::int as unanswered
        from project_posts q where q.project_id = ${projectId}::int and q.question_id is null`,
  );
  return {
    questions: (await withAnswers(db, questions)).map((question) => ({
      ...question,
      awaitsCreator: !question.removed && !question.answers.some((answer) => answer.author.badge === 'creator' && !answer.removed),
    })),
    total: counts?.total ?? 0,
    unanswered: counts?.unanswered ?? 0,
  };
}

/**
 * Of the project's questions asked in the last 180 sandbox days and at least 7 days ago, the part
 * the creator answered (a removed answer does not count) and the median time to their first
 * answer; null until there are 3 such questions.
 */
export async function responsiveness(db: Database, projectId: number, now: Date): Promise<Responsiveness> {
  const [figures] = await queryRows(
    db,
    z.object({ asked: sqlColumn.integer, answered: sqlColumn.integer, median_hours: z.coerce.number().nullable() }),
    sql`
    with asked as (
      select q.id, q.created_at,
             (select min(a.created_at) from project_posts a
              where a.question_id = q.id and a.removed_at is null and a.author_id = ${creatorUserOf(sql`q.project_id`)}) as answered_at
      from project_posts q
      where q.project_id = ${projectId}::int and q.question_id is null and q.removed_at is null
        and q.created_at > ${new Date(now.getTime() - RESPONSIVENESS_WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz
        and q.created_at <= ${new Date(now.getTime() - RESPONSIVENESS_MIN_AGE_DAYS * DAY_MS).toISOString()}::timestamptz
    )
    select count(*) as asked, count(answered_at) as answered,
           percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at) / 3600)
             filter (where answered_at is not null) as median_hours
    from asked`,
  );
  if (!figures || figures.asked < RESPONSIVENESS_MIN_QUESTIONS) return null;
  return {
    answeredPercent: Math.round((100 * figures.answered) / figures.asked),
    typicalHours: figures.median_hours === null ? null : Math.round(figures.median_hours * 10) / 10,
  };
}
