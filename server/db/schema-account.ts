/**
 * What an account keeps beside itself: its "Forgot password?" tokens and the investor profile
 * behind the Regulation Crowdfunding limit. Kept apart from schema.ts, which holds accounts,
 * projects and money; drizzle.config.ts and the database client read it too.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cents } from '@common/money';
import { centsColumn, createdAt, users } from './schema';

/**
 * "Forgot password?" links: only the SHA-256 of the token is kept. A token works once
 * (`used_at`) and until `expires_at`, both checked against the database's real time.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id').on(table.userId)],
);

/**
 * What an investor declared for the Regulation Crowdfunding limit (decisions.md, Investment
 * limits): one row a user, none until the profile is first saved (the $2,500 floor applies).
 */
export const investorProfiles = pgTable(
  'investor_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    annualIncomeCents: centsColumn('annual_income_cents'),
    netWorthCents: centsColumn('net_worth_cents'),
    accredited: boolean('accredited').notNull().default(false),
    /** What the investor put into other crowdfunding offerings in the last 12 months. */
    externalInvestments12mCents: centsColumn('external_investments_12m_cents').notNull().default(cents(0)),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'investor_profiles_amounts_non_negative',
      sql`coalesce(${table.annualIncomeCents}, 0) >= 0 and coalesce(${table.netWorthCents}, 0) >= 0 and ${table.externalInvestments12mCents} >= 0`,
    ),
  ],
);
