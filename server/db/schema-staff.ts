/**
 * The operator's tables (decision 0044): staff roles, their second factor, and the audit log the
 * database keeps append-only. Kept apart from schema.ts; drizzle.config.ts and the database
 * client read every schema file.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffRoles } from '@common/rules/staff';
import { projects, users } from './schema';
import { projectPosts } from './schema-updates-and-notifications';

/** One role of one staff account; an account with none is not staff. `grantedBy` null: granted from the shell. */
export const staffRoleGrants = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: integer('granted_by'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check('staff_roles_role', sql`${table.role} in ('moderator', 'support', 'finance', 'admin')`),
  ],
);

/**
 * A staff account's TOTP secret, encrypted (AES-256-GCM, key from configuration). `pendingSecret`
 * is the one shown at enrolment until a code from it confirms it; `lastStep` refuses a code twice.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
});

/** The ten single-use recovery codes given at enrolment, hashed (SHA-256 of a random code). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_user').on(table.userId)],
);

/**
 * Every staff write and support view. Append-only in the database: a trigger refuses UPDATE,
 * DELETE and TRUNCATE (migration 0017). No foreign key, so no account's removal takes rows away.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').notNull(),
    roles: text('roles').array().notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    reason: text('reason'),
    requestId: text('request_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_log_staff').on(table.staffId, table.id), index('audit_log_target').on(table.target, table.id)],
);

/** A moderator's claim on a post under review: held until `expiresAt` (5 minutes), another moderator's claim is refused meanwhile. */
export const moderationClaims = pgTable('moderation_claims', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => projectPosts.id, { onDelete: 'cascade' }),
  moderatorId: integer('moderator_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** An account banned from posting questions and answers until `until`, with the moderator's reason. */
export const postingBans = pgTable('posting_bans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  bannedBy: integer('banned_by').notNull(),
  bannedAt: timestamp('banned_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each run of the ledger check (daily and on demand): when, what asked for it, and the violations it found (none: clean). */
export const ledgerCheckRuns = pgTable('ledger_check_runs', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** 'daily', or 'staff:{id}' for a finance member's run. */
  trigger: text('trigger').notNull(),
  violations: jsonb('violations').$type<string[]>().notNull(),
});

/**
 * What an admin halted, each with its reason: `trading` (all projects), `trading:{projectId}`,
 * `signups`, `projects` (new ones). Lifting deletes the row; the audit log keeps both.
 */
export const platformHalts = pgTable('platform_halts', {
  scope: text('scope').primaryKey(),
  reason: text('reason').notNull(),
  haltedBy: integer('halted_by').notNull(),
  haltedAt: timestamp('halted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A campaign suspension: asked by one admin with a reason, approved by another (then the campaign is `suspended`). */
export const campaignSuspensions = pgTable(
  'campaign_suspensions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    askedBy: integer('asked_by').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('campaign_suspensions_one_open')
      .on(table.projectId)
      .where(sql`${table.approvedAt} is null`),
    check('campaign_suspensions_two_people', sql`${table.approvedBy} is null or ${table.approvedBy} <> ${table.askedBy}`),
  ],
);
