import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, formatCentsAsUsd, type Cents } from '@common/money';
import type { OrderSide } from '@common/schemas/market';
import type { Transaction } from '../../db/client';
import { arrayLiteral } from '../../db/array-literal';
import { executePrepared, prepareStatement } from '../../db/prepared';
import { marketHolding, PLATFORM_FEES, postTransfers, userCash, type Transfer } from '../ledger';
import type { FillPlan, PlannedFill } from './plan-fills';

/** An incoming order as its fills left it: the row `recordOrder` writes. */
export interface PlacedOrder {
  id: number;
  userId: number;
  projectId: number;
  side: OrderSide;
  shares: number;
  filledShares: number;
  limitPrice: Cents;
  /** What a buy order still holds for its unfilled shares; nothing for a sell order. */
  reservedCents: Cents;
  status: 'open' | 'filled';
  createdAt: Date;
  expiresAt: Date;
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

const placeholder = sql.placeholder;

/**
 * The incoming order, its fills, the buyers' new holdings (origin `market`, each its lot's price
 * paid), the lots that link them to the sellers' holdings, the resting orders it met and the
 * sellers' holdings as the fills left them, in one statement whatever the number of fills. Ids
 * are drawn in the statement, in the order of the rows given; the foreign keys between the new
 * rows are checked at its end. A holding with no share left closes as sold, its proceeds the sum
 * of its lots' (those of earlier trades, which the statement sees, and this one's).
 */
const RECORD_ORDER = prepareStatement(sql`
  with placed as (
    insert into market_orders (id, user_id, project_id, side, shares, filled_shares, limit_price_cents, reserved_cents, status,
                               created_at, expires_at, closed_at)
    values (${placeholder('id')}::int, ${placeholder('userId')}::int, ${placeholder('projectId')}::int, ${placeholder('side')}::text,
            ${placeholder('shares')}::int, ${placeholder('filledShares')}::int, ${placeholder('limitPrice')}::bigint,
            ${placeholder('reservedCents')}::bigint, ${placeholder('status')}::text, ${placeholder('at')}::timestamptz,
            ${placeholder('expiresAt')}::timestamptz, case when ${placeholder('status')}::text = 'filled' then ${placeholder('at')}::timestamptz end)
  ), makers as (
    update market_orders o
    set filled_shares = o.filled_shares + m.filled, reserved_cents = o.reserved_cents - m.held,
        status = case when o.filled_shares + m.filled = o.shares then 'filled' else o.status end,
        closed_at = case when o.filled_shares + m.filled = o.shares then ${placeholder('at')}::timestamptz else o.closed_at end
    from unnest(${placeholder('makerIds')}::int[], ${placeholder('makerFilled')}::int[], ${placeholder('makerHeld')}::bigint[])
      as m(id, filled, held)
    where o.id = m.id
  ), fill as materialized (
    select f.n, f.buy, f.sell, f.shares, f.price, f.fee, f.transfer, nextval(pg_get_serial_sequence('market_fills', 'id'))::int as id
    from jsonb_to_recordset(${placeholder('fills')}::jsonb) as f(n int, buy int, sell int, shares int, price bigint, fee bigint, transfer int)
  ), fills as (
    insert into market_fills (id, project_id, buy_order_id, sell_order_id, shares, price_cents, fee_cents, transfer_id, at)
    select id, ${placeholder('projectId')}::int, buy, sell, shares, price, fee, transfer, ${placeholder('at')}::timestamptz from fill
  ), lot as materialized (
    select l.fill, l.buyer, l.seller, l.shares, l.cost, l.proceeds, l.amount, nextval(pg_get_serial_sequence('investments', 'id'))::int as holding
    from jsonb_to_recordset(${placeholder('lots')}::jsonb)
      as l(fill int, buyer int, seller int, shares int, cost bigint, proceeds bigint, amount bigint)
  ), bought as (
    insert into investments (id, user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, status, origin, created_at)
    select lot.holding, lot.buyer, ${placeholder('projectId')}::int, trim(u.first_name || ' ' || u.last_name), u.email, lot.amount, 0,
           lot.shares, 'active', 'market', ${placeholder('at')}::timestamptz
    from lot join users u on u.id = lot.buyer
  ), lots as (
    insert into market_lots (fill_id, seller_investment_id, buyer_investment_id, shares, cost_cents, proceeds_cents)
    select fill.id, lot.seller, lot.holding, lot.shares, lot.cost, lot.proceeds from lot join fill on fill.n = lot.fill
  )
  update investments i
  set shares = h.shares, reserved_shares = h.reserved, market_sold_shares = h.sold, market_sold_cost_cents = h.cost,
      status = case when h.shares = 0 then 'sold' else i.status end,
      closed_at = case when h.shares = 0 then ${placeholder('at')}::timestamptz else i.closed_at end,
      proceeds_cents = case when h.shares = 0
        then h.proceeds + coalesce((select sum(proceeds_cents) from market_lots where seller_investment_id = i.id), 0)
        else i.proceeds_cents end
  from unnest(${placeholder('holdingIds')}::int[], ${placeholder('holdingShares')}::int[], ${placeholder('holdingReserved')}::int[],
              ${placeholder('holdingSold')}::int[], ${placeholder('holdingCost')}::bigint[], ${placeholder('holdingProceeds')}::bigint[])
    as h(id, shares, reserved, sold, cost, proceeds)
  where i.id = h.id`);

/**
 * Writes an incoming order and its plan of fills in two statements, whatever the number of
 * fills: the trades' transfers through the ledger's door, then RECORD_ORDER. The plan's
 * holdings are every holding whose reserved or sold shares it changed.
 */
export async function recordOrder(tx: Transaction, order: PlacedOrder, plan: FillPlan, projectTitle: string): Promise<void> {
  const { fills } = plan;
  const at = order.createdAt;
  const posted = await postTransfers(
    tx,
    fills.map((fill) => tradeTransfer(fill, order.projectId, projectTitle, at)),
  );
  // Credits and a debit of the market's holding account only: nothing here can be uncovered.
  if (!posted) throw new Error('a trade transfer was refused');

  const lots = fills.flatMap((fill, n) =>
    fill.lots.map((lot) => ({
      fill: n,
      buyer: fill.buyerId,
      seller: lot.sellerInvestmentId,
      shares: lot.shares,
      cost: lot.costCents,
      proceeds: lot.proceedsCents,
      amount: lot.valueCents,
    })),
  );
  const holdings = [...plan.holdings.values()];
  await executePrepared(
    tx,
    RECORD_ORDER,
    {
      ...order,
      at: at.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      makerIds: arrayLiteral(fills.map((fill) => fill.makerOrderId)),
      makerFilled: arrayLiteral(fills.map((fill) => fill.shares)),
      makerHeld: arrayLiteral(fills.map((fill) => (fill.buyOrderId === fill.makerOrderId ? fill.heldCents : 0))),
      fills: JSON.stringify(
        fills.map((fill, n) => ({
          n,
          buy: fill.buyOrderId,
          sell: fill.sellOrderId,
          shares: fill.shares,
          price: fill.price,
          fee: fill.feeCents,
          transfer: posted.transferIds[n],
        })),
      ),
      lots: JSON.stringify(lots),
      holdingIds: arrayLiteral(holdings.map((holding) => holding.id)),
      holdingShares: arrayLiteral(holdings.map((holding) => holding.shares)),
      holdingReserved: arrayLiteral(holdings.map((holding) => holding.reservedShares)),
      holdingSold: arrayLiteral(holdings.map((holding) => holding.marketSoldShares)),
      holdingCost: arrayLiteral(holdings.map((holding) => holding.marketSoldCostCents)),
      holdingProceeds: arrayLiteral(holdings.map((holding) => holding.proceedsCents)),
    },
    z.unknown(),
  );
}
