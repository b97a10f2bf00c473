/**
 * The tables of the loop between creators and backers: project updates, follows and
 * notifications (decision 0014). Kept apart from schema.ts, which holds accounts, projects
 * and money; drizzle.config.ts and the database client read both.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { notificationChannels } from '@common/schemas/notification-choices';
import { notificationKinds } from '@common/schemas/notifications';
import { postReportReasons } from '@common/schemas/questions';
import { updateVisibilities } from '@common/schemas/updates';
import { createdAt, projects, users } from './schema';

/** What a creator posts to a project's backers and followers: plain text, shown as text. */
export const projectUpdates = pgTable(
  'project_updates',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    visibility: text('visibility', { enum: updateVisibilities }).notNull(),
    /** Sandbox clock. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('project_updates_project_id').on(table.projectId, table.id),
    check('project_updates_visibility_valid', sql`${table.visibility} in ('public', 'investors')`),
  ],
);

/** A change the creator made to an active campaign (an edit or an early close), shown on the project page. */
export const projectChanges = pgTable(
  'project_changes',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** What changed, one plain sentence each (e.g. "End date: 2027-01-31 → 2027-02-28."). */
    lines: jsonb('lines').$type<string[]>().notNull(),
    /** An end date or budget change: pending investments had to be reconfirmed by `reconfirmBy`. */
    material: boolean('material').notNull(),
    reconfirmBy: timestamp('reconfirm_by', { withTimezone: true }),
    /** Sandbox clock. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('project_changes_project_id').on(table.projectId, table.id)],
);

/** A user watching a project: they hear of its updates, milestones and close. */
export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.projectId] }), index('follows_project_id').on(table.projectId)],
);

/**
 * One event claimed once, whatever the number of servers: the scheduled reminders look here
 * for what is still to send (docs/decisions/0014-updates-follows-notifications.md).
 */
export const notificationEvents = pgTable('notification_events', {
  eventKey: text('event_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One user's copy of an event: the unique (user, event) key makes it exactly once. No foreign
 * keys: the insert that fans an event out runs at the end of its transaction, holding the
 * notifications lock, and must wait for no row lock (see features/notifications/notify.ts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    eventKey: text('event_key').notNull(),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    projectId: integer('project_id'),
    /** Sandbox clock. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_user_event').on(table.userId, table.eventKey),
    index('notifications_user_id').on(table.userId, table.id),
    index('notifications_user_unread')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** An account's choice of channel for one kind of notification; a kind without a row takes its default (common/schemas/notification-choices.ts). */
export const notificationChoices = pgTable(
  'notification_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_choices_channel', sql`${table.channel} in ('in_app', 'email', 'digest')`),
  ],
);

/**
 * A notification owed by mail, written in the statement that writes the notification (so it
 * commits with the change that caused it): the key per notice and channel that makes each mailed
 * at most once. `claimed_until` holds it for one sender while it talks to the SMTP server; no
 * foreign keys, like notifications.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    notificationId: integer('notification_id').notNull(),
    channel: text('channel', { enum: ['email', 'digest'] }).notNull(),
    userId: integer('user_id').notNull(),
    /** When its job went on the queue (email at once); digests are gathered by the daily digest job. */
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Sent, or settled without a mail (the account turned that kind's mail off meanwhile). */
    doneAt: timestamp('done_at', { withTimezone: true }),
    sent: boolean('sent').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.channel] }),
    index('notification_mails_to_enqueue')
      .on(table.notificationId)
      .where(sql`${table.enqueuedAt} is null and ${table.channel} = 'email'`),
    index('notification_mails_digest_due')
      .on(table.userId, table.notificationId)
      .where(sql`${table.doneAt} is null and ${table.channel} = 'digest'`),
  ],
);

/**
 * A question on a project (`question_id` null) or an answer to one: the channel Regulation
 * Crowdfunding asks for, public to read. `promoter` is the poster's statement that they are paid to
 * promote the project. A removed post keeps its row and place, with the moderator's reason.
 */
export const projectPosts = pgTable(
  'project_posts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references((): AnyPgColumn => projectPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    promoter: boolean('promoter').notNull(),
    /** Sandbox clock. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A moderator's decision ends the hiding that three reports cause (kept or removed). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
  },
  (table) => [
    index('project_posts_questions')
      .on(table.projectId, table.id)
      .where(sql`${table.questionId} is null`),
    index('project_posts_answers').on(table.questionId, table.id),
  ],
);

/** One account's report of one post (the key makes it one); three accounts hide the post until a moderator decides. */
export const postReports = pgTable(
  'post_reports',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => projectPosts.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: postReportReasons }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.reporterId] }),
    check('post_reports_reason', sql`${table.reason} in ('spam', 'abuse', 'misleading', 'other')`),
  ],
);
