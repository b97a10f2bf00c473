import { sql } from 'drizzle-orm';
import { investmentStatuses, type InvestmentStatus } from '../../../common/rules/campaigns';
import { cents, centsToDecimal } from '../../../common/money';
import { investorCsvColumns, type ProjectInvestorList } from '../../../common/schemas/creator-dashboard';
import { csvText } from '../../csv';
import type { Database } from '../../db/client';

type Row = Record<string, unknown>;

/**
 * `GET /api/creator/projects/{id}/investors`: every investment ever made in the project, newest
 * first, as the investment rows hold them (the figures the ledger's holds were posted from).
 */
export async function projectInvestors(db: Database, projectId: number): Promise<ProjectInvestorList> {
  const result = await db.execute<Row>(sql`
    select id, investor_name, investor_email, shares, amount_cents, status, created_at
    from investments where project_id = ${projectId}::int order by created_at desc, id desc`);
  const items = result.rows.map((row) => ({
    investmentId: Number(row.id),
    name: String(row.investor_name),
    email: String(row.investor_email),
    shares: Number(row.shares),
    amountCents: Number(row.amount_cents),
    status: String(row.status) as InvestmentStatus,
    date: new Date(String(row.created_at)).toISOString(),
  }));
  const sum = (status: InvestmentStatus | null) => {
    const matching = items.filter((item) => status === null || item.status === status);
    return {
      count: matching.length,
      shares: matching.reduce((total, item) => total + item.shares, 0),
      amount: centsToDecimal(cents(matching.reduce((total, item) => total + item.amountCents, 0))),
    };
  };
  return {
    items: items.map(({ amountCents, ...item }) => ({ ...item, amount: centsToDecimal(cents(amountCents)) })),
    totals: {
      ...sum(null),
      byStatus: Object.fromEntries(investmentStatuses.map((status) => [status, sum(status)])) as ProjectInvestorList['totals']['byStatus'],
    },
  };
}

/** `GET /api/creator/projects/{id}/investors.csv`: the same rows, oldest first, safe to open in a spreadsheet. */
export async function investorCsv(db: Database, projectId: number): Promise<string> {
  const { items } = await projectInvestors(db, projectId);
  return csvText(
    investorCsvColumns,
    items.reverse().map((item) => investorCsvColumns.map((column) => item[column])),
  );
}
