import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportPostPayload } from '@common/schemas/questions';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, notFound } from '../../errors';

export const POST_NOT_FOUND = 'This post does not exist.';
export const OWN_POST = "You can't report your own post.";
export const ALREADY_REPORTED = 'You already reported this post.';

/** One report per account and post (the key holds it, whatever arrives at once); nobody reports their own post. */
export async function reportPost(db: Database, reporterId: number, postId: number, payload: ReportPostPayload, at: Date): Promise<void> {
  const [post] = await queryRows(
    db,
    z.object({ author_id: sqlColumn.integer }),
    sql`select author_id from project_posts where id = ${postId}::int`,
  );
  if (!post) throw notFound(POST_NOT_FOUND);
  if (post.author_id === reporterId) throw new AppError(403, OWN_POST);
  const written = await queryRows(
    db,
    z.object({ post_id: sqlColumn.integer }),
    sql`insert into post_reports (post_id, reporter_id, reason, note, created_at)
        values (${postId}::int, ${reporterId}::int, ${payload.reason}, ${payload.note ?? null}, ${at.toISOString()}::timestamptz)
        on conflict do nothing returning post_id`,
  );
  if (written.length === 0) throw new AppError(409, ALREADY_REPORTED);
}
