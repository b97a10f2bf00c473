import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { postReportReasons } from '@common/schemas/questions';
import type { ModerationItem, ModerationQueue, PostingBan } from '@common/schemas/staff';
import type { Database, Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth-guard';
import { postColumns, postRow, REPORTS_TO_HIDE } from '../questions';
import { recordAudit } from '../staff';

/** Moderation decisions are announced on this channel so every server drops its cached pages at once. */
export const MODERATION_CHANNEL = 'stagebacker_moderation';
/** A moderator's claim on an item holds this long. */
export const CLAIM_MINUTES = 5;
const QUEUE_SIZE = 50;

export const POST_NOT_FOUND = 'This post does not exist.';
export const CLAIMED_BY_ANOTHER = 'Another moderator is reviewing this post.';
export const NOT_REMOVED = 'This post is not removed.';
export const NO_SUCH_ACCOUNT = 'No account has this id.';

/** Reports a moderator has not yet decided on: those after the post's last review. */
const openReports = sql`(select count(*) from post_reports r where r.post_id = p.id and (p.reviewed_at is null or r.created_at > p.reviewed_at))`;

const itemRow = postRow.extend({
  project_id: sqlColumn.integer,
  project_title: z.string(),
  reports: z.array(z.object({ reason: z.enum(postReportReasons), note: z.string().nullable(), at: z.string() })),
  claimed_by: sqlColumn.integer.nullable(),
  claim_expires_at: sqlColumn.timestamp.nullable(),
});

/**
 * The posts awaiting a moderator, oldest report first: "reported" (1 or 2 open reports, still
 * shown) or "hidden" (3 or more, hidden until decided). Each with its text, its reports and
 * who holds it.
 */
export async function moderationQueue(db: Database, queue: 'reported' | 'hidden'): Promise<ModerationQueue> {
  const rows = await queryRows(
    db,
    itemRow,
    sql`
    select ${postColumns}, p.project_id, pr.title as project_title,
           (select coalesce(json_agg(json_build_object('reason', r.reason, 'note', r.note, 'at', r.created_at) order by r.created_at), '[]')
            from post_reports r where r.post_id = p.id) as reports,
           claim.moderator_id as claimed_by, claim.expires_at as claim_expires_at
    from project_posts p
    join users u on u.id = p.author_id
    join projects pr on pr.id = p.project_id
    left join moderation_claims claim on claim.post_id = p.id and claim.expires_at > now()
    where p.removed_at is null and ${openReports} > 0
      and ${queue === 'hidden' ? sql`p.reviewed_at is null and ${openReports} >= ${REPORTS_TO_HIDE}` : sql`not (p.reviewed_at is null and ${openReports} >= ${REPORTS_TO_HIDE})`}
    order by (select min(r.created_at) from post_reports r where r.post_id = p.id), p.id
    limit ${QUEUE_SIZE}`,
  );
  return {
    items: rows.map((row): ModerationItem => ({
      post: {
        id: row.id,
        body: row.body,
        author: { id: row.author_id, name: row.author_name, badge: row.badge },
        promoter: row.promoter,
        createdAt: row.created_at.toISOString(),
        removed: row.removed,
        removedReason: row.removed_reason,
        hidden: row.hidden,
      },
      projectId: row.project_id,
      projectTitle: row.project_title,
      questionId: row.question_id,
      reports: row.reports.map((report) => ({ ...report, at: new Date(report.at).toISOString() })),
      claim:
        row.claimed_by === null || row.claim_expires_at === null
          ? null
          : { moderatorId: row.claimed_by, expiresAt: row.claim_expires_at.toISOString() },
    })),
  };
}

/**
 * Holds the post for this moderator for 5 minutes (again: the hold starts afresh); 409 while
 * another moderator's hold lasts. Answers when it ends.
 */
async function claim(tx: Transaction, postId: number, moderatorId: number): Promise<Date> {
  const [held] = await queryRows(
    tx,
    z.object({ expires_at: sqlColumn.timestamp }),
    sql`
    insert into moderation_claims (post_id, moderator_id, expires_at)
    values (${postId}::int, ${moderatorId}::int, now() + make_interval(mins => ${CLAIM_MINUTES}::int))
    on conflict (post_id) do update set moderator_id = excluded.moderator_id, expires_at = excluded.expires_at
      where moderation_claims.expires_at <= now() or moderation_claims.moderator_id = excluded.moderator_id
    returning expires_at`,
  );
  if (!held) throw new AppError(409, CLAIMED_BY_ANOTHER);
  return held.expires_at;
}

const postState = z.object({ removed: z.boolean(), removed_reason: z.string().nullable(), reviewed: z.boolean(), body: z.string() });

/** The post, locked for the decision; 404 when there is none. */
async function lockedPost(tx: Transaction, postId: number) {
  const [post] = await queryRows(
    tx,
    postState,
    sql`select removed_at is not null as removed, removed_reason, reviewed_at is not null as reviewed, body
        from project_posts where id = ${postId}::int for update`,
  );
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

/** `POST …/claim`: the moderator holds the post while deciding. */
export async function claimPost(db: Database, request: FastifyRequest, postId: number): Promise<{ expiresAt: string }> {
  return db.transaction(async (tx) => {
    await lockedPost(tx, postId);
    const expiresAt = await claim(tx, postId, signedInUser(request).id);
    await recordAudit(tx, request, { action: 'post.claim', target: `post:${postId}` });
    return { expiresAt: expiresAt.toISOString() };
  });
}

export type Decision = { kind: 'remove'; reason: string } | { kind: 'restore' } | { kind: 'keep' };

/**
 * A moderator's decision, audited with the post's state before and after, in one transaction
 * that also tells every server to drop its cached pages: remove (keeps its place with the
 * reason), restore (a removed post comes back) or keep (the reports are answered). Each ends the
 * hiding that reports cause and the claim.
 */
export async function decide(db: Database, request: FastifyRequest, postId: number, decision: Decision): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedPost(tx, postId);
    await claim(tx, postId, signedInUser(request).id);
    if (decision.kind === 'restore' && !before.removed) throw new AppError(409, NOT_REMOVED);
    const removal =
      decision.kind === 'remove'
        ? sql`removed_at = now(), removed_reason = ${decision.reason},`
        : decision.kind === 'restore'
          ? sql`removed_at = null, removed_reason = null,`
          : sql``;
    await tx.execute(sql`update project_posts set ${removal} reviewed_at = now() where id = ${postId}::int`);
    await tx.execute(sql`delete from moderation_claims where post_id = ${postId}::int`);
    await recordAudit(tx, request, {
      action: `post.${decision.kind}`,
      target: `post:${postId}`,
      reason: decision.kind === 'remove' ? decision.reason : null,
      before: { removed: before.removed, removedReason: before.removed_reason },
      after: {
        removed: decision.kind === 'remove' || (decision.kind === 'keep' && before.removed),
        removedReason: decision.kind === 'remove' ? decision.reason : decision.kind === 'keep' ? before.removed_reason : null,
      },
    });
    await tx.execute(sql`select pg_notify(${MODERATION_CHANNEL}::text, '')`);
  });
}

/** `POST …/bans`: the account may not post questions or answers for `days` days (a new ban replaces the one before). */
export async function banFromPosting(db: Database, request: FastifyRequest, ban: PostingBan): Promise<{ until: string }> {
  return db.transaction(async (tx) => {
    const [account] = await queryRows(tx, z.object({ id: sqlColumn.integer }), sql`select id from users where id = ${ban.userId}::int`);
    if (!account) throw notFound(NO_SUCH_ACCOUNT);
    const [previous] = await queryRows(
      tx,
      z.object({ until: sqlColumn.timestamp }),
      sql`select until from posting_bans where user_id = ${ban.userId}::int`,
    );
    const [banned] = await queryRows(
      tx,
      z.object({ until: sqlColumn.timestamp }),
      sql`
      insert into posting_bans (user_id, until, reason, banned_by)
      values (${ban.userId}::int, now() + make_interval(days => ${ban.days}::int), ${ban.reason}, ${signedInUser(request).id}::int)
      on conflict (user_id) do update set until = excluded.until, reason = excluded.reason, banned_by = excluded.banned_by, banned_at = now()
      returning until`,
    );
    await recordAudit(tx, request, {
      action: 'account.posting_ban',
      target: `user:${ban.userId}`,
      reason: ban.reason,
      before: previous ? { bannedUntil: previous.until.toISOString() } : null,
      after: { bannedUntil: banned!.until.toISOString(), days: ban.days },
    });
    return { until: banned!.until.toISOString() };
  });
}
