import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDecimal, type Cents } from '@common/money';
import { budgetItemLabel, compareBudgetKeys } from '@common/project-types';
import { annualReportDueDate } from '@common/rules/annual-reports';
import type { Database, Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';

/**
 * The reports owed, computed from the books (docs/decisions/0047-annual-reports.md): a funded
 * project whose creator has an account owes one for each year Y whose quarters ("Y-Q1" to
 * "Y-Q4") booked revenue, once the year is over on the books (its fourth quarter paid, at 00:00
 * UTC on 1 January of Y+1). The demo creators owe none: most have no account, and the one that has
 * (decision 0043) is one nobody signs in to.
 */
const owedRow = z.object({
  project_id: sqlColumn.integer,
  title: sqlColumn.text,
  creator_id: sqlColumn.integer,
  creator_user_id: sqlColumn.integer,
  year: sqlColumn.integer,
  revenue: sqlColumn.cents,
  filed_at: sqlColumn.timestamp.nullable(),
  filed_revenue: sqlColumn.cents.nullable(),
});
export interface OwedReport {
  projectId: number;
  projectTitle: string;
  creatorId: number;
  creatorUserId: number;
  year: number;
  dueDate: string;
  /** The year's revenue on the books now. */
  revenueCents: Cents;
  filedAt: Date | null;
  /** As filed. */
  filedRevenueCents: Cents | null;
}

/** Every report owed (filed or not) by the projects `where` picks (`p` the project, `c` its creator), oldest year first. */
export async function owedReports(db: Database | Transaction, where: SQL, options: { unfiledOnly?: boolean } = {}): Promise<OwedReport[]> {
  const rows = await queryRows(
    db,
    owedRow,
    sql`
    with year_revenue as (
      select q.project_id, split_part(q.quarter, '-', 1)::int as year, sum(q.revenue_cents) as revenue
      from project_quarters q
      join projects p on p.id = q.project_id
      join creators c on c.id = p.creator_id
      where p.status = 'funded' and c.user_id is not null and c.demo_key is null and ${where}
      group by q.project_id, split_part(q.quarter, '-', 1)::int
      having sum(q.revenue_cents) > 0
    )
    select p.id as project_id, p.title, c.id as creator_id, c.user_id as creator_user_id, y.year, y.revenue,
           r.filed_at, r.revenue_cents as filed_revenue
    from year_revenue y
    join projects p on p.id = y.project_id
    join creators c on c.id = p.creator_id
    left join annual_reports r on r.project_id = y.project_id and r.year = y.year
    where p.payouts_through >= make_timestamptz(y.year + 1, 1, 1, 0, 0, 0, 'UTC')${options.unfiledOnly ? sql` and r.project_id is null` : sql``}
    order by y.year, p.id`,
  );
  return rows.map((row) => ({
    projectId: row.project_id,
    projectTitle: row.title,
    creatorId: row.creator_id,
    creatorUserId: row.creator_user_id,
    year: row.year,
    dueDate: annualReportDueDate(row.year),
    revenueCents: row.revenue,
    filedAt: row.filed_at,
    filedRevenueCents: row.filed_revenue,
  }));
}

/**
 * The year's revenue from the ledger: the project's `revenue` transfers dated at the ends of the
 * year's quarters (after 00:00 UTC on 1 January of `year`, up to and including 00:00 UTC on 1
 * January of the next, when its fourth quarter is booked), each the sandbox's leg negated.
 */
export async function revenueFromBooks(db: Database | Transaction, projectId: number, year: number): Promise<Cents> {
  const [row] = await queryRows(
    db,
    z.object({ revenue: sqlColumn.cents }),
    sql`
    select coalesce(-sum(s.amount_cents), 0) as revenue
    from ledger_transfers t
    join ledger_postings s on s.transfer_id = t.id and s.account_kind = 'sandbox'
    where t.project_id = ${projectId}::int and t.code = 'revenue'
      and t.created_at > make_timestamptz(${year}::int, 1, 1, 0, 0, 0, 'UTC')
      and t.created_at <= make_timestamptz(${year}::int + 1, 1, 1, 0, 0, 0, 'UTC')`,
  );
  return row?.revenue ?? (0 as Cents);
}

/** Each quarter of the year the project booked, with its revenue (the payout engine's record of it). */
export async function quarterRevenues(db: Database | Transaction, projectId: number, year: number) {
  const rows = await queryRows(
    db,
    z.object({ quarter: sqlColumn.text, revenue: sqlColumn.cents }),
    sql`select quarter, revenue_cents as revenue from project_quarters
        where project_id = ${projectId}::int and quarter like ${`${year}-Q%`} order by quarter`,
  );
  return rows.map((row) => ({ quarter: row.quarter, revenue: centsToDecimal(row.revenue) }));
}

export interface BudgetItem {
  item: string;
  label: string;
  budgetedCents: Cents;
}

/** The budget's items a report accounts for: those with an amount (every key when none has one), in the page's order. */
export function budgetItems(breakdown: Record<string, Cents>): BudgetItem[] {
  const all = Object.entries(breakdown)
    .map(([item, amount]) => ({ item, label: budgetItemLabel(item), budgetedCents: amount }))
    .sort((a, b) => compareBudgetKeys(a.item, b.item));
  const funded = all.filter((entry) => entry.budgetedCents > 0);
  return funded.length > 0 ? funded : all;
}
