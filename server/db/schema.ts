import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { investmentOrigins, investmentStatuses, projectStatuses } from '@common/rules/campaigns';
import { cents, type Cents } from '@common/money';
import { ledgerCodes } from '@common/schemas/ledger';

/** Money columns hold integer cents; `mode: 'number'` is exact up to 2^53 cents. */
export const centsColumn = (name: string) => bigint(name, { mode: 'number' }).$type<Cents>();
/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    accountType: text('account_type', { enum: ['investor', 'creator', 'both'] }).notNull(),
    balanceCents: centsColumn('balance_cents').notNull().default(cents(0)),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_balance_non_negative', sql`${table.balanceCents} >= 0`),
    check('users_account_type_valid', sql`${table.accountType} in ('investor', 'creator', 'both')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

export const creators = pgTable(
  'creators',
  {
    id: serial('id').primaryKey(),
    /** Stable identity of a demo creator; null for creators made from accounts. */
    demoKey: text('demo_key'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    bio: text('bio').notNull().default(''),
    imageUrl: text('image_url'),
    spotifyUrl: text('spotify_url'),
    websiteUrl: text('website_url'),
    followers: integer('followers').notNull().default(0),
    totalViews: bigint('total_views', { mode: 'number' }).notNull().default(0),
    monthlyRevenueCents: centsColumn('monthly_revenue_cents').notNull().default(cents(0)),
    /** Cached balance of the creator's proceeds account: released escrow of funded projects. */
    proceedsCents: centsColumn('proceeds_cents').notNull().default(cents(0)),
    averageEngagement: numeric('average_engagement', { precision: 5, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('creators_demo_key_unique').on(table.demoKey),
    uniqueIndex('creators_user_id_unique').on(table.userId),
    // Explore's search (creator name) and category filter are case-insensitive substring matches.
    index('creators_name_trgm').using('gin', table.name.op('gin_trgm_ops')),
    index('creators_category_trgm').using('gin', table.category.op('gin_trgm_ops')),
    check('creators_proceeds_non_negative', sql`${table.proceedsCents} >= 0`),
  ],
);

export interface Milestone {
  name: string;
  description: string;
  date: string;
  status: string;
}

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    demoKey: text('demo_key'),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull().default('other'),
    musicGenre: text('music_genre'),
    fundingGoalCents: centsColumn('funding_goal_cents').notNull(),
    /** What the project had raised before the sandbox's own investments: the demo data's figure, 0 for created projects. */
    demoRaisedCents: centsColumn('demo_raised_cents').notNull().default(cents(0)),
    raisedCents: centsColumn('raised_cents').notNull().default(cents(0)),
    minInvestmentCents: centsColumn('min_investment_cents').notNull(),
    sharePriceCents: centsColumn('share_price_cents').notNull(),
    totalShares: integer('total_shares').notNull(),
    availableShares: integer('available_shares').notNull(),
    projectImageUrl: text('project_image_url'),
    demoSongUrl: text('demo_song_url'),
    status: text('status', { enum: projectStatuses }).notNull().default('active'),
    /** When the campaign closed (funded or failed); null while it raises money. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why two admins suspended the campaign (status `suspended`); null otherwise. */
    suspensionReason: text('suspension_reason'),
    /** Cached balance of the project's escrow account: the amounts of its pending investments. */
    escrowCents: centsColumn('escrow_cents').notNull().default(cents(0)),
    /**
     * What a holding is worth per dollar invested, in basis points (10,000 = its amount): set at
     * each quarterly revaluation, so a holding's value moves only at events.
     */
    valueBp: integer('value_bp').notNull().default(10_000),
    /** The end of the last quarter paid to investors; null until the first. */
    payoutsThrough: timestamp('payouts_through', { withTimezone: true }),
    /** Paid to investors (demo backers included) over `payoutCount` quarters. */
    paidToInvestorsCents: centsColumn('paid_to_investors_cents').notNull().default(cents(0)),
    payoutCount: integer('payout_count').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The end date before an early close; null unless closing early (the campaign runs on to it if the goal is no longer met). */
    originalEndDate: date('original_end_date', { mode: 'string' }),
    milestones: jsonb('milestones').$type<Milestone[]>().notNull().default([]),
    budgetTotalCents: centsColumn('budget_total_cents').notNull().default(cents(0)),
    /** Budget lines in cents, keyed as the project was made (read keys for demo data, created keys for new projects). */
    budgetBreakdown: jsonb('budget_breakdown').$type<Record<string, Cents>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('projects_demo_key_unique').on(table.demoKey),
    index('projects_creator_id').on(table.creatorId),
    // Explore: one index per sort, each ending in id (the tie-break of its keyset pagination).
    index('projects_trending').on(sql`(${table.raisedCents}::double precision / ${table.fundingGoalCents}::double precision)`, table.id),
    index('projects_newest').on(table.createdAt, table.id),
    index('projects_funding_goal').on(table.fundingGoalCents, table.id),
    index('projects_min_investment').on(table.minInvestmentCents, table.id),
    index('projects_type').on(table.type),
    index('projects_title_trgm').using('gin', table.title.op('gin_trgm_ops')),
    check('projects_available_shares_non_negative', sql`${table.availableShares} >= 0`),
    check('projects_available_shares_at_most_total', sql`${table.availableShares} <= ${table.totalShares}`),
    check('projects_raised_non_negative', sql`${table.raisedCents} >= 0`),
    check('projects_escrow_non_negative', sql`${table.escrowCents} >= 0`),
    check('projects_status_valid', sql`${table.status} in ('active', 'funded', 'failed', 'suspended')`),
    // The campaign closer looks only at open campaigns.
    index('projects_open_end_date')
      .on(table.endDate)
      .where(sql`${table.status} = 'active'`),
    check(
      'projects_prices_positive',
      sql`${table.sharePriceCents} > 0 and ${table.minInvestmentCents} > 0 and ${table.fundingGoalCents} > 0`,
    ),
  ],
);

export const investments = pgTable(
  'investments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    investorName: text('investor_name').notNull(),
    investorEmail: text('investor_email').notNull(),
    amountCents: centsColumn('amount_cents').notNull(),
    feeCents: centsColumn('fee_cents').notNull(),
    shares: integer('shares').notNull(),
    /** pending (in escrow) -> active (shares issued) -> sold; pending -> cancelled or refunded. */
    status: text('status', { enum: investmentStatuses }).notNull().default('pending'),
    /** What the investor got back when the position closed: the sale value or the refund. */
    proceedsCents: centsColumn('proceeds_cents'),
    /** When the position closed: sold, cancelled or refunded. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The quarterly payouts this holding has received (sum of its payout lines). */
    payoutsCents: centsColumn('payouts_cents').notNull().default(cents(0)),
    /** `campaign`: invested in the campaign; `market`: bought from another investor (its amount the price paid, no fee). */
    origin: text('origin', { enum: investmentOrigins }).notNull().default('campaign'),
    /** Shares held for open sell orders: they stay in the holding until a fill takes them. */
    reservedShares: integer('reserved_shares').notNull().default(0),
    /** Shares sold on the market and the part of the amount they carried away: the holding's cost is the amount less it. */
    marketSoldShares: integer('market_sold_shares').notNull().default(0),
    marketSoldCostCents: centsColumn('market_sold_cost_cents').notNull().default(cents(0)),
    /** A pending investment after a material campaign change: cancelled with a full refund unless reconfirmed by then; null otherwise. */
    reconfirmBy: timestamp('reconfirm_by', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('investments_user_status').on(table.userId, table.status, table.createdAt),
    // The settle round looks only at open reconfirmations.
    index('investments_reconfirm_by')
      .on(table.reconfirmBy)
      .where(sql`${table.reconfirmBy} is not null`),
    index('investments_project_id').on(table.projectId),
    // A holding sold whole on the market keeps its amount and has no shares left.
    check('investments_amount_positive', sql`${table.amountCents} > 0 and (${table.shares} > 0 or ${table.status} = 'sold')`),
    check('investments_shares_non_negative', sql`${table.shares} >= 0`),
    check('investments_reserved_within_shares', sql`${table.reservedShares} between 0 and ${table.shares}`),
    check(
      'investments_market_sold_valid',
      sql`${table.marketSoldShares} >= 0 and ${table.marketSoldCostCents} between 0 and ${table.amountCents}`,
    ),
    check('investments_origin_valid', sql`${table.origin} in ('campaign', 'market')`),
    check('investments_status_valid', sql`${table.status} in ('pending', 'active', 'sold', 'cancelled', 'refunded')`),
  ],
);

/** Why money moved: every transfer has one of these codes. */
export const transferCodes = ledgerCodes;

/** The ledger's accounts: one cash account per user, one escrow, one investors' pool and one market holding (buy orders' cash) per project, one proceeds per creator, and two of the platform's. */
export const accountKinds = [
  'user_cash',
  'project_escrow',
  'creator_proceeds',
  'platform_fees',
  'sandbox',
  'investor_pool',
  'market_holding',
] as const;

/** One movement of money: two or more postings that sum to zero. Never edited; a correction is a new transfer. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: serial('id').primaryKey(),
    code: text('code', { enum: transferCodes }).notNull(),
    description: text('description').notNull().default(''),
    /** No foreign keys: a sandbox reset removes projects and investments, and transfers are never rewritten. */
    projectId: integer('project_id'),
    investmentId: integer('investment_id'),
    createdAt: createdAt(),
  },
  (table) => [index('ledger_transfers_investment_id').on(table.investmentId)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountKind: text('account_kind', { enum: accountKinds }).notNull(),
    /** The user, project or creator the account belongs to; 0 for the platform's own accounts. */
    accountId: integer('account_id').notNull(),
    /** Signed: money into the account is positive. */
    amountCents: centsColumn('amount_cents').notNull(),
  },
  (table) => [
    index('ledger_postings_account').on(table.accountKind, table.accountId, table.id),
    index('ledger_postings_transfer_id').on(table.transferId),
    check('ledger_postings_amount_non_zero', sql`${table.amountCents} <> 0`),
  ],
);

/** One row per project and quarter paid: the guard that makes each quarter post exactly once. */
export const projectQuarters = pgTable(
  'project_quarters',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** "2027-Q1". */
    quarter: text('quarter').notNull(),
    quarterEnd: timestamp('quarter_end', { withTimezone: true }).notNull(),
    revenueCents: centsColumn('revenue_cents').notNull(),
    investorPoolCents: centsColumn('investor_pool_cents').notNull(),
    /** The project's holding value per dollar invested from this quarter's end on (see projects.value_bp). */
    valueBp: integer('value_bp').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.quarter] })],
);

/** One holding's share of a project's investors' pool for one quarter. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    quarter: text('quarter').notNull(),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shares: integer('shares').notNull(),
    amountCents: centsColumn('amount_cents').notNull(),
    transferId: integer('transfer_id').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payouts_user_posted').on(table.userId, table.postedAt, table.id),
    uniqueIndex('payouts_investment_quarter').on(table.investmentId, table.quarter),
    check('payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileType: text('file_type', { enum: ['music', 'image'] }).notNull(),
    /** SHA-256 of the upload address's secret; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Server-generated name in the file storage; never the browser's file name. */
    storageKey: text('storage_key').notNull(),
    /** Set by the first PUT to the address, which makes the address single-use. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    usedByProjectId: integer('used_by_project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The account's profile image or its creator profile's image: public, and kept by the sweep. */
    usedInProfile: boolean('used_in_profile').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_user_id').on(table.userId),
    uniqueIndex('uploads_storage_key_unique').on(table.storageKey),
    check('uploads_file_type_valid', sql`${table.fileType} in ('music', 'image')`),
    index('uploads_unused_created_at')
      .on(table.createdAt)
      .where(sql`${table.usedByProjectId} is null`),
  ],
);

/** Fixed-window counters shared by every server process on the database. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** One row: when the sandbox was last reset, so servers on one schedule reset once. */
export const sandboxState = pgTable('sandbox_state', {
  id: boolean('id').primaryKey().default(true),
  lastResetAt: timestamp('last_reset_at', { withTimezone: true }),
  /** The sandbox clock: business time is real time plus this offset, shared by every server. */
  clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }).notNull().default(0),
  /**
   * The secret every project's realized revenue is drawn from (common/rules/revenue-model.ts):
   * random at the first start and at each reset unless SANDBOX_SEED pins it; 0 (the formula of
   * the project's id alone) on databases from before it, until their next reset.
   */
  revenueSeed: integer('revenue_seed').notNull().default(0),
});
