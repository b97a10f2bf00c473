import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal, decimalToCents } from '@common/money';
import { statementColumns, type Payout, type PayoutSummary } from '@common/schemas/payouts';
import { csvText } from '../../csv';
import type { Database } from '../../db/client';
import { queryOne, queryRows, sqlColumn } from '../../db/typed-sql';

const payoutLineRow = z.object({
  id: sqlColumn.integer,
  project_id: sqlColumn.integer,
  title: sqlColumn.text,
  investment_id: sqlColumn.integer,
  quarter: sqlColumn.text,
  amount: sqlColumn.cents,
  shares: sqlColumn.integer,
  investor_pool: sqlColumn.cents,
  posted_at: sqlColumn.timestamp,
});

const summaryRow = z.object({ count: sqlColumn.integer, total: sqlColumn.cents, years: z.array(sqlColumn.integer) });

/** The user's payout lines matching `where`, newest first. */
async function payoutLines(db: Database, userId: number, where: SQL, limit: number | null): Promise<Payout[]> {
  const rows = await queryRows(
    db,
    payoutLineRow,
    sql`
    select pl.id, pl.project_id, pr.title, pl.investment_id, pl.quarter, pl.amount_cents::text as amount, pl.shares,
           pq.investor_pool_cents::text as investor_pool, pl.posted_at
    from payouts pl
    join projects pr on pr.id = pl.project_id
    join project_quarters pq on pq.project_id = pl.project_id and pq.quarter = pl.quarter
    where pl.user_id = ${userId}::int and ${where}
    order by pl.posted_at desc, pl.id desc
    ${limit === null ? sql`` : sql`limit ${limit}::int`}`,
  );
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    projectTitle: row.title,
    investmentId: row.investment_id,
    quarter: row.quarter,
    amount: centsToDecimal(row.amount),
    shares: row.shares,
    investorPool: centsToDecimal(row.investor_pool),
    postedAt: row.posted_at.toISOString(),
  }));
}

/** `GET /api/payouts`: every payout line of the user (or the latest `limit`), newest first. */
export function listPayouts(db: Database, userId: number, limit: number | null): Promise<Payout[]> {
  return payoutLines(db, userId, sql`true`, limit);
}

/** `GET /api/payouts/summary`: how many lines, their sum, and the years whose quarters had any (one statement each). */
export async function payoutSummary(db: Database, userId: number): Promise<PayoutSummary> {
  const row = await queryOne(
    db,
    summaryRow,
    sql`
    select count(*)::int as count, coalesce(sum(amount_cents), 0)::text as total,
           coalesce(json_agg(distinct left(quarter, 4)::int order by left(quarter, 4)::int desc), '[]') as years
    from payouts where user_id = ${userId}::int`,
  );
  return { count: row.count, total: centsToDecimal(row.total), years: row.years };
}

/**
 * `GET /api/payouts/statement.csv?year=YYYY`: the user's payouts for the quarters of that year
 * (2027-Q1 to 2027-Q4, whenever each was posted), by quarter then posting, and a total row last.
 */
export async function payoutStatement(db: Database, userId: number, year: number): Promise<string> {
  const lines = await payoutLines(db, userId, sql`left(pl.quarter, 4) = ${String(year)}`, null);
  const byQuarter = lines.reverse().sort((a, b) => a.quarter.localeCompare(b.quarter));
  const total = byQuarter.reduce((sum, line) => sum + decimalToCents(line.amount), 0);
  const totalRow = statementColumns.map((column) =>
    column === 'postedAt' ? 'Total' : column === 'amount' ? centsToDecimal(cents(total)) : '',
  );
  return csvText(statementColumns, [...byQuarter.map((line) => statementColumns.map((column) => line[column])), totalRow]);
}
