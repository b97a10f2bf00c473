import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, formatCentsAsUsd } from '@common/money';
import type { Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { marketHolding, PLATFORM_FEES, postTransfers, userCash, type Transfer } from '../ledger';
import type { FillPlan, PlannedFill } from './plan-fills';

const json = (rows: unknown[]) => JSON.stringify(rows);

/** `n` fresh ids of a serial column, handed out before the rows that reference each other are written. */
async function nextIds(tx: Transaction, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await queryRows(
    tx,
    z.object({ id: sqlColumn.integer }),
    sql`select nextval(pg_get_serial_sequence(${table}::text, 'id')) as id from generate_series(1, ${n}::int)`,
  );
  return rows.map((row) => row.id);
}

const tradeDescription = (fill: PlannedFill, title: string) =>
  `${fill.shares} share${fill.shares === 1 ? '' : 's'} of ${title} at ${formatCentsAsUsd(fill.price)}`;

/**
 * One balanced transfer per fill: the buy order's hold for the shares pays the seller the trade
 * value less the fee and the platform the fee, and gives back to the buyer what the hold held
 * beyond the price.
 */
export function tradeTransfer(fill: PlannedFill, projectId: number, title: string, at: Date): Transfer {
  return {
    code: 'trade',
    projectId,
    description: tradeDescription(fill, title),
    at,
    postings: [
      { account: marketHolding(projectId), amount: cents(-fill.heldCents) },
      { account: userCash(fill.sellerId), amount: cents(fill.valueCents - fill.feeCents) },
      { account: PLATFORM_FEES, amount: fill.feeCents },
      { account: userCash(fill.buyerId), amount: fill.releaseCents },
    ],
  };
}

/**
 * Writes a plan of fills in a constant number of statements, whatever the number of fills:
 * the transfers through the ledger's door, the fills, the buyers' new holdings (origin
 * `market`, each its lot's price paid), the lots that link them to the sellers' holdings, and
 * the sellers' holdings less the shares sold. A holding with no share left closes as sold, its
 * proceeds the sum of its lots'.
 */
export async function recordFills(tx: Transaction, plan: FillPlan, project: { id: number; title: string }, at: Date): Promise<number[]> {
  const { fills } = plan;
  if (fills.length === 0) return [];
  const posted = await postTransfers(
    tx,
    fills.map((fill) => tradeTransfer(fill, project.id, project.title, at)),
  );
  // Credits and a debit of the market's holding account only: nothing here can be uncovered.
  if (!posted) throw new Error('a trade transfer was refused');
  const fillIds = await nextIds(tx, 'market_fills', fills.length);
  const lots = fills.flatMap((fill, index) => fill.lots.map((lot) => ({ ...lot, fillIndex: index, buyerId: fill.buyerId })));
  const buyerHoldingIds = await nextIds(tx, 'investments', lots.length);
  const at_ = at.toISOString();

  await tx.execute(sql`
    insert into market_fills (id, project_id, buy_order_id, sell_order_id, shares, price_cents, fee_cents, transfer_id, at)
    select f.id, ${project.id}::int, f.buy, f.sell, f.shares, f.price, f.fee, f.transfer, ${at_}::timestamptz
    from jsonb_to_recordset(${json(
      fills.map((fill, index) => ({
        id: fillIds[index],
        buy: fill.buyOrderId,
        sell: fill.sellOrderId,
        shares: fill.shares,
        price: fill.price,
        fee: fill.feeCents,
        transfer: posted.transferIds[index],
      })),
    )}::jsonb) as f(id int, buy int, sell int, shares int, price bigint, fee bigint, transfer int)`);

  await tx.execute(sql`
    insert into investments (id, user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, status, origin, created_at)
    select h.id, h.buyer, ${project.id}::int, trim(u.first_name || ' ' || u.last_name), u.email, h.amount, 0, h.shares, 'active', 'market',
           ${at_}::timestamptz
    from jsonb_to_recordset(${json(
      lots.map((lot, index) => ({ id: buyerHoldingIds[index], buyer: lot.buyerId, amount: lot.valueCents, shares: lot.shares })),
    )}::jsonb) as h(id int, buyer int, amount bigint, shares int)
    join users u on u.id = h.buyer`);

  await tx.execute(sql`
    insert into market_lots (fill_id, seller_investment_id, buyer_investment_id, shares, cost_cents, proceeds_cents)
    select l.fill, l.seller, l.buyer, l.shares, l.cost, l.proceeds
    from jsonb_to_recordset(${json(
      lots.map((lot, index) => ({
        fill: fillIds[lot.fillIndex],
        seller: lot.sellerInvestmentId,
        buyer: buyerHoldingIds[index],
        shares: lot.shares,
        cost: lot.costCents,
        proceeds: lot.proceedsCents,
      })),
    )}::jsonb) as l(fill int, seller int, buyer int, shares int, cost bigint, proceeds bigint)`);

  const sold = [...plan.holdings.values()];
  await tx.execute(sql`
    update investments i
    set shares = h.shares, reserved_shares = h.reserved, market_sold_shares = h.sold, market_sold_cost_cents = h.cost,
        status = case when h.shares = 0 then 'sold' else i.status end,
        closed_at = case when h.shares = 0 then ${at_}::timestamptz else i.closed_at end,
        proceeds_cents = case when h.shares = 0
          then (select sum(proceeds_cents) from market_lots where seller_investment_id = i.id) else i.proceeds_cents end
    from jsonb_to_recordset(${json(
      sold.map((holding) => ({
        id: holding.id,
        shares: holding.shares,
        reserved: holding.reservedShares,
        sold: holding.marketSoldShares,
        cost: holding.marketSoldCostCents,
      })),
    )}::jsonb) as h(id int, shares int, reserved int, sold int, cost bigint)
    where i.id = h.id`);
  return fillIds;
}
