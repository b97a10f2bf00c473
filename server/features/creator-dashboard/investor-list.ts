import { and, desc, eq, sql } from 'drizzle-orm';
import { investmentStatuses, type InvestmentStatus } from '@common/rules/campaigns';
import { centsToDecimal, sumCents } from '@common/money';
import { investorCsvColumns, type ProjectInvestorList } from '@common/schemas/creator-dashboard';
import { csvText } from '../../csv';
import type { Database } from '../../db/client';
import { investments } from '../../db/schema';

/**
 * `GET /api/creator/projects/{id}/investors`: every investment ever made in the campaign, newest
 * first, at its invested amount and the shares issued for it (the figures the ledger's holds were
 * posted from), whatever was sold on the market since; holdings bought on the market are not investments in it.
 */
export async function projectInvestors(db: Database, projectId: number): Promise<ProjectInvestorList> {
  const rows = await db
    .select({
      investmentId: investments.id,
      name: investments.investorName,
      email: investments.investorEmail,
      shares: sql<number>`${investments.shares} + ${investments.marketSoldShares}`.mapWith(Number),
      amountCents: investments.amountCents,
      status: investments.status,
      createdAt: investments.createdAt,
    })
    .from(investments)
    .where(and(eq(investments.projectId, projectId), eq(investments.origin, 'campaign')))
    .orderBy(desc(investments.createdAt), desc(investments.id));
  const items = rows.map(({ createdAt, ...row }) => ({ ...row, date: createdAt.toISOString() }));
  const sum = (status: InvestmentStatus | null) => {
    const matching = items.filter((item) => status === null || item.status === status);
    return {
      count: matching.length,
      shares: matching.reduce((total, item) => total + item.shares, 0),
      amount: centsToDecimal(sumCents(matching.map((item) => item.amountCents))),
    };
  };
  return {
    items: items.map(({ amountCents, ...item }) => ({ ...item, amount: centsToDecimal(amountCents) })),
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
