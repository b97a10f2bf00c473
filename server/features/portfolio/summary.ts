import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal } from '@common/money';
import type { PortfolioSummary } from '@common/schemas/portfolio';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { holdingValueCents } from '../payouts';

const positionRow = z.object({
  status: sqlColumn.text.nullable(),
  amount: sqlColumn.cents,
  fee: sqlColumn.cents,
  payouts: sqlColumn.cents,
  proceeds: sqlColumn.cents.nullable(),
  value_bp: sqlColumn.integer,
  cash: sqlColumn.cents,
});

/**
 * `GET /api/portfolio/summary`: the user's cash, what waits in escrow (pending investments at
 * their amount) and what the active holdings are worth, each holding valued as a sale would pay
 * it, so net worth is what the investor could have back today.
 */
export async function portfolioSummary(db: Database, userId: number): Promise<PortfolioSummary> {
  // One statement, one snapshot: the cash and the positions agree even while money moves (a user without investments is one row of nulls).
  const rows = await queryRows(
    db,
    positionRow,
    sql`
    select i.status, coalesce(i.amount_cents, 0) as amount, coalesce(i.fee_cents, 0) as fee, coalesce(i.payouts_cents, 0) as payouts,
           i.proceeds_cents as proceeds, coalesce(p.value_bp, 10000) as value_bp, u.balance_cents as cash
    from users u
    left join investments i on i.user_id = u.id and i.status in ('pending', 'active', 'sold')
    left join projects p on p.id = i.project_id
    where u.id = ${userId}::int`,
  );
  let cash = 0;
  let inEscrow = 0;
  let holdingsValue = 0;
  let payoutsReceived = 0;
  let realizedReturns = 0;
  let feesPaid = 0;
  for (const row of rows) {
    cash = row.cash;
    if (row.status === 'pending') inEscrow += row.amount;
    if (row.status === 'active') holdingsValue += holdingValueCents(row.amount, row.value_bp);
    if (row.status === 'sold') realizedReturns += (row.proceeds ?? 0) + row.payouts - row.amount;
    if (row.status === 'active' || row.status === 'sold') {
      payoutsReceived += row.payouts;
      feesPaid += row.fee;
    }
  }
  const reservedForOrders = 0;
  const decimal = (amount: number) => centsToDecimal(cents(amount));
  return {
    cash: decimal(cash),
    inEscrow: decimal(inEscrow),
    holdingsValue: decimal(holdingsValue),
    reservedForOrders: decimal(reservedForOrders),
    netWorth: decimal(cash + inEscrow + holdingsValue + reservedForOrders),
    payoutsReceived: decimal(payoutsReceived),
    realizedReturns: decimal(realizedReturns),
    feesPaid: decimal(feesPaid),
  };
}
