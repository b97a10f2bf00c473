import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { HoldingFacts, HoldingProjectFacts } from '@common/rules/holding-outlook';
import { investmentOrigins, investmentStatuses, projectStatuses } from '@common/rules/campaigns';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';

const holdingRow = z.object({
  id: sqlColumn.integer,
  status: z.enum(investmentStatuses),
  origin: z.enum(investmentOrigins),
  amount: sqlColumn.cents,
  shares: sqlColumn.integer,
  sold_shares: sqlColumn.integer,
  bought_at: sqlColumn.timestamp,
  closed_at: sqlColumn.timestamp.nullable(),
  project_id: sqlColumn.integer,
  project_status: z.enum(projectStatuses),
  type: sqlColumn.text,
  goal: sqlColumn.cents,
  share_price: sqlColumn.cents,
  total_shares: sqlColumn.integer,
  available_shares: sqlColumn.integer,
  end_date: sqlColumn.day,
  funded_at: sqlColumn.timestamp.nullable(),
});

/** One of the user's holdings, with its project's facts: what its forecast at purchase is built from. */
export interface HoldingWithProject {
  id: number;
  status: z.infer<typeof holdingRow>['status'];
  projectStatus: z.infer<typeof holdingRow>['project_status'];
  /** When the position closed (sold, cancelled, refunded); null while open. */
  closedAt: Date | null;
  holding: HoldingFacts;
  project: HoldingProjectFacts;
}

/** The user's holdings matching `where` (on `i`, the investments, and `p`, their projects), by id. */
export async function holdingsOf(db: Database, userId: number, where: SQL): Promise<HoldingWithProject[]> {
  const rows = await queryRows(
    db,
    holdingRow,
    sql`
    select i.id, i.status, i.origin, i.amount_cents::text as amount, i.shares, i.market_sold_shares as sold_shares,
           i.created_at as bought_at, i.closed_at,
           p.id as project_id, p.status as project_status, p.type, p.funding_goal_cents::text as goal,
           p.share_price_cents::text as share_price, p.total_shares, p.available_shares, p.end_date::text as end_date,
           case when p.status = 'funded' then p.closed_at end as funded_at
    from investments i join projects p on p.id = i.project_id
    where i.user_id = ${userId}::int and ${where}
    order by i.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    projectStatus: row.project_status,
    closedAt: row.closed_at,
    holding: {
      origin: row.origin,
      amountCents: row.amount,
      sharesBought: row.shares + row.sold_shares,
      shares: row.shares,
      boughtAt: row.bought_at,
    },
    project: {
      id: row.project_id,
      type: row.type,
      fundingGoalCents: row.goal,
      sharePriceCents: row.share_price,
      totalShares: row.total_shares,
      availableShares: row.available_shares,
      endDate: row.end_date,
      closedAt: row.funded_at,
    },
  }));
}
