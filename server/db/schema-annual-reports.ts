/**
 * The creator's annual report on a funded project (docs/decisions/0047-annual-reports.md): one
 * row per project and sandbox year, written once when the creator files it. Which reports are
 * owed, and when, is computed from the books (features/annual-reports/owed.ts); the reminders
 * are notifications, each claimed once by its event key.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Cents } from '@common/money';
import { centsColumn, projects, users } from './schema';

/** One budget item as the report says it was spent: the budget's own figure kept beside it, so the report reads the same after a budget change. */
export interface FundsUse {
  /** The budget breakdown's key (`production`, `venues`, …). */
  item: string;
  budgetedCents: Cents;
  usedCents: Cents;
  note: string;
}

export const annualReports = pgTable(
  'annual_reports',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The sandbox year it reports on. */
    year: integer('year').notNull(),
    businessUpdate: text('business_update').notNull(),
    useOfFunds: jsonb('use_of_funds').$type<FundsUse[]>().notNull(),
    /** The year's revenue on the ledger when it was filed (its four quarters), never the creator's figure. */
    revenueCents: centsColumn('revenue_cents').notNull(),
    /** The last day it was on time (31 December of the year plus 120 days: common/rules/annual-reports.ts). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Sandbox clock. */
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    filedBy: integer('filed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.year] }),
    check('annual_reports_revenue_non_negative', sql`${table.revenueCents} >= 0`),
  ],
);
