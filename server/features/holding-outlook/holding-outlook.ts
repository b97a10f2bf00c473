import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDecimal } from '@common/money';
import { holdingForecastInputs } from '@common/rules/holding-outlook';
import { outlookInputsToWire } from '@common/rules/outlook-inputs';
import type { HoldingOutlook } from '@common/schemas/holding-outlook';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, notFound } from '../../errors';
import { INVESTMENT_NOT_FOUND } from '../investments';
import { forecastQuarters } from './forecast';
import { holdingsOf, type HoldingWithProject } from './holding-facts';

export const HOLDING_PAYS_NOTHING = 'This investment holds no shares: its campaign did not fund, or it was cancelled or refunded.';

const quarterRow = z.object({ quarter: sqlColumn.text, quarter_end: sqlColumn.timestamp, amount: sqlColumn.cents.nullable() });

/** Whether the holding held shares at a quarter's end, as the payout engine reads it (server/features/payouts/pay-quarters.ts). */
function heldAt(holding: HoldingWithProject, quarterEnd: Date): boolean {
  if (holding.holding.boughtAt >= quarterEnd) return false;
  if (holding.status === 'active') return true;
  return holding.status === 'sold' && holding.closedAt !== null && holding.closedAt >= quarterEnd;
}

/**
 * What the project has paid the holding, by quarter: its payout line's amount, "0.00" for a
 * quarter the project paid while the holding held shares and the pool left it nothing, and no
 * entry for the quarters it did not hold or that are still to come.
 */
async function paidByQuarter(db: Database, holding: HoldingWithProject): Promise<Map<string, string>> {
  const rows = await queryRows(
    db,
    quarterRow,
    sql`
    select pq.quarter, pq.quarter_end, pl.amount_cents::text as amount
    from project_quarters pq
    left join payouts pl on pl.project_id = pq.project_id and pl.quarter = pq.quarter and pl.investment_id = ${holding.id}::int
    where pq.project_id = ${holding.project.id}::int`,
  );
  const paid = new Map<string, string>();
  for (const row of rows) {
    if (row.amount !== null) paid.set(row.quarter, centsToDecimal(row.amount));
    else if (heldAt(holding, row.quarter_end)) paid.set(row.quarter, '0.00');
  }
  return paid;
}

/**
 * `GET /api/investments/{id}/outlook`: the holding's forecast as on the day it was bought, five
 * years of quarters from its first (more, to reach the fourth quarter after the sandbox's today),
 * with what each quarter paid it. Someone else's holding is not found, as one that does not exist.
 */
export async function holdingOutlook(db: Database, userId: number, investmentId: number, now: Date): Promise<HoldingOutlook> {
  const [holding] = await holdingsOf(db, userId, sql`i.id = ${investmentId}::int`);
  if (!holding) throw notFound(INVESTMENT_NOT_FOUND);
  if (
    holding.status === 'cancelled' ||
    holding.status === 'refunded' ||
    holding.projectStatus === 'failed' ||
    holding.projectStatus === 'suspended'
  ) {
    throw new AppError(409, HOLDING_PAYS_NOTHING);
  }
  const inputs = holdingForecastInputs(holding.project, holding.holding, now);
  const paid = await paidByQuarter(db, holding);
  return {
    investmentId: holding.id,
    projectId: holding.project.id,
    inputs: outlookInputsToWire(inputs),
    quarters: forecastQuarters(inputs).map((quarter) => ({ ...quarter, paid: paid.get(quarter.quarter) ?? null })),
  };
}
