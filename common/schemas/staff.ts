import { z } from 'zod';
import { staffPermissions, staffRoles } from '../rules/staff';
import { postReportReasons, postSchema } from './questions';
import { serialIdText } from './serial-id';

/** `GET /api/operator/me`: the signed-in staff account's roles, what they allow, and whether its second factor is set up. */
export const staffMeSchema = z.object({
  roles: z.array(z.enum(staffRoles)),
  permissions: z.array(z.enum(staffPermissions)),
  enrolled: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** `POST /api/operator/2fa/setup`: a new authenticator secret, waiting for its first code. */
export const twoFactorSetupSchema = z.object({
  /** Base32, to type into an authenticator by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
const totpCode = z
  .string({ error: TOTP_CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, TOTP_CODE_MESSAGE);

/** `POST /api/operator/2fa/confirm`. */
export const twoFactorConfirmSchema = z.strictObject({ code: totpCode });
export type TwoFactorConfirmPayload = z.input<typeof twoFactorConfirmSchema>;

/** The ten recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

const REASON_MESSAGE = 'Give a reason of 3 to 500 characters.';
export const staffReason = z.string({ error: REASON_MESSAGE }).trim().min(3, REASON_MESSAGE).max(500, REASON_MESSAGE);

/** `POST /api/operator/staff` (grant) and `DELETE /api/operator/staff` (revoke). */
export const staffRoleChangeSchema = z.strictObject({
  email: z.string({ error: 'Enter the email of the account.' }).trim().toLowerCase().email('Enter the email of the account.'),
  role: z.enum(staffRoles, { error: 'Choose a role: moderator, support, finance or admin.' }),
});
export type StaffRoleChangePayload = z.input<typeof staffRoleChangeSchema>;

export const staffMemberSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(staffRoles)),
  enrolled: z.boolean(),
});
export const staffListSchema = z.array(staffMemberSchema);
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /api/operator/audit?staffId=&target=&cursor=`. */
export const auditQuerySchema = z.strictObject({
  staffId: serialIdText('staffId must be an account id.').optional(),
  target: z.string().trim().min(1).max(100).optional(),
  cursor: serialIdText('cursor must be the nextCursor of an earlier page.').optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int(),
  roles: z.array(z.string()),
  action: z.string(),
  target: z.string(),
  reason: z.string().nullable(),
  requestId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const moderationQueues = ['reported', 'hidden'] as const;

/** `GET /api/operator/moderation?queue=`. */
export const moderationQuerySchema = z.strictObject({
  queue: z.enum(moderationQueues, { error: 'Choose the queue: reported or hidden.' }).default('reported'),
});

/** One reported post as a moderator reviews it: its text whatever its state, its reports, and who holds it. */
export const moderationItemSchema = z.object({
  post: postSchema.extend({ body: z.string() }),
  projectId: z.number().int(),
  projectTitle: z.string(),
  /** The question an answer belongs to; null for a question. */
  questionId: z.number().int().nullable(),
  reports: z.array(z.object({ reason: z.enum(postReportReasons), note: z.string().nullable(), at: z.string() })),
  /** Who holds it and until when; null when nobody does. */
  claim: z.object({ moderatorId: z.number().int(), expiresAt: z.string() }).nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = z.object({ items: z.array(moderationItemSchema) });
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

/** `POST /api/operator/moderation/posts/{id}/claim`: the hold ends then. */
export const moderationClaimSchema = z.object({ expiresAt: z.string() });

/** `POST /api/operator/moderation/bans`: the ban lasts until then. */
export const postingBanResultSchema = z.object({ until: z.string() });

/** `POST /api/operator/moderation/posts/{id}/remove`. */
export const removePostSchema = z.strictObject({ reason: staffReason });
export type RemovePostPayload = z.input<typeof removePostSchema>;

/** `POST /api/operator/moderation/bans`. */
export const postingBanSchema = z.strictObject({
  userId: z.number({ error: 'Name the account by its id.' }).int().positive(),
  days: z
    .number({ error: 'Ban for 1 to 365 days.' })
    .int('Ban for 1 to 365 days.')
    .min(1, 'Ban for 1 to 365 days.')
    .max(365, 'Ban for 1 to 365 days.'),
  reason: staffReason,
});
export type PostingBanPayload = z.input<typeof postingBanSchema>;
export type PostingBan = z.output<typeof postingBanSchema>;

/** What an admin can halt: trading (in one project, or all when no project is named), sign-ups, new projects. */
export const haltScopes = ['trading', 'signups', 'projects'] as const;
export type HaltScope = (typeof haltScopes)[number];

export const TRADING_HALTED = 'Trading in this project is halted.';
export const SIGNUPS_PAUSED = 'Sign-ups are paused.';
export const PROJECTS_PAUSED = 'New projects are paused.';

const haltTarget = {
  scope: z.enum(haltScopes, { error: 'Choose what to halt: trading, signups or projects.' }),
  /** Trading only: the project; absent halts trading in every project. */
  projectId: z.number({ error: 'Name the project by its id.' }).int().positive().optional(),
};

/** `POST /api/operator/halts`. */
export const haltSchema = z.strictObject({ ...haltTarget, reason: staffReason });
export type HaltPayload = z.input<typeof haltSchema>;

/** `POST /api/operator/halts/lift`. */
export const liftHaltSchema = z.strictObject(haltTarget);
export type LiftHaltPayload = z.input<typeof liftHaltSchema>;

/** `GET /api/halts` (public: users are told where a halt applies) and the console's list. */
export const haltListSchema = z.object({
  halts: z.array(
    z.object({
      scope: z.enum(haltScopes),
      /** The project whose trading is halted; null for every project, sign-ups or new projects. */
      projectId: z.number().int().nullable(),
      reason: z.string(),
      haltedAt: z.string(),
    }),
  ),
});
export type HaltList = z.infer<typeof haltListSchema>;

/** `POST /api/operator/suspensions`: one admin asks; another approves. */
export const suspensionRequestSchema = z.strictObject({
  projectId: z.number({ error: 'Name the project by its id.' }).int().positive(),
  reason: staffReason,
});
export type SuspensionRequestPayload = z.input<typeof suspensionRequestSchema>;

export const suspensionSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  reason: z.string(),
  askedBy: z.object({ id: z.number().int(), name: z.string() }),
  askedAt: z.string(),
  approvedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  approvedAt: z.string().nullable(),
  /** Pending investments refunded in full when it was approved. */
  refunded: z.number().int().nullable(),
});
export type Suspension = z.infer<typeof suspensionSchema>;
export const suspensionListSchema = z.object({ suspensions: z.array(suspensionSchema) });
export type SuspensionList = z.infer<typeof suspensionListSchema>;
