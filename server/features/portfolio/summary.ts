import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal } from '@common/money';
import type { PortfolioSummary } from '@common/schemas/portfolio';
import type { Database, Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { holdingValueCents } from '../payouts';

const positionRow = z.object({
  status: sqlColumn.text.nullable(),
  amount: sqlColumn.cents,
  fee: sqlColumn.cents,
  payouts: sqlColumn.cents,
  proceeds: sqlColumn.cents.nullable(),
  value_bp: sqlColumn.integer,
  shares: sqlColumn.integer,
  share_price: sqlColumn.cents,
  sold_cost: sqlColumn.cents,
  market_proceeds: sqlColumn.cents,
  cash: sqlColumn.cents,
  reserved_for_orders: sqlColumn.cents,
  seller_fees: sqlColumn.cents,
});

/**
 * `GET /api/portfolio/summary`: the user's cash, what waits in escrow (pending investments at
 * their amount), what the active holdings are worth (their shares at the indicative price, as
 * a sale to the sandbox would pay them) and the cash open buy orders hold, so net worth is what
 * the investor could have back today. Realized returns count what closed: holdings sold (to
 * the sandbox or whole on the market) and the shares of open holdings sold on the market, each
 * against its part of the cost.
 */
export async function portfolioSummary(db: Database | Transaction, userId: number): Promise<PortfolioSummary> {
  // One statement, one snapshot: the cash and the positions agree even while money moves (a user without investments is one row of nulls).
  const rows = await queryRows(
    db,
    positionRow,
    sql`
    select i.status, coalesce(i.amount_cents, 0) as amount, coalesce(i.fee_cents, 0) as fee, coalesce(i.payouts_cents, 0) as payouts,
           i.proceeds_cents as proceeds, coalesce(p.value_bp, 10000) as value_bp, coalesce(i.shares, 0) as shares,
           coalesce(p.share_price_cents, 0) as share_price, coalesce(i.market_sold_cost_cents, 0) as sold_cost,
           coalesce((select sum(proceeds_cents) from market_lots where seller_investment_id = i.id), 0) as market_proceeds,
           u.balance_cents as cash,
           (select coalesce(sum(reserved_cents), 0) from market_orders where user_id = u.id and status = 'open' and side = 'buy')
             as reserved_for_orders,
           (select coalesce(sum(f.fee_cents), 0) from market_fills f join market_orders o on o.id = f.sell_order_id where o.user_id = u.id)
             as seller_fees
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
  let sellerFees = 0;
  let reservedForOrders = 0;
  for (const row of rows) {
    cash = row.cash;
    reservedForOrders = row.reserved_for_orders;
    sellerFees = row.seller_fees;
    if (row.status === 'pending') inEscrow += row.amount;
    if (row.status === 'active') {
      holdingsValue += holdingValueCents(row.shares, row.share_price, row.value_bp);
      realizedReturns += row.market_proceeds - row.sold_cost;
    }
    // Sold whole on the market: its proceeds are its lots'; sold to the sandbox: the sale's, plus any lots sold before.
    if (row.status === 'sold')
      realizedReturns += (row.proceeds ?? 0) + (row.shares > 0 ? row.market_proceeds : 0) + row.payouts - row.amount;
    if (row.status === 'active' || row.status === 'sold') {
      payoutsReceived += row.payouts;
      feesPaid += row.fee;
    }
  }
  const decimal = (amount: number) => centsToDecimal(cents(amount));
  return {
    cash: decimal(cash),
    inEscrow: decimal(inEscrow),
    holdingsValue: decimal(holdingsValue),
    reservedForOrders: decimal(reservedForOrders),
    netWorth: decimal(cash + inEscrow + holdingsValue + reservedForOrders),
    payoutsReceived: decimal(payoutsReceived),
    realizedReturns: decimal(realizedReturns),
    // Every fee paid: the 5% platform fee of each holding and the market's 2% seller fees.
    feesPaid: decimal(feesPaid + sellerFees),
  };
}
