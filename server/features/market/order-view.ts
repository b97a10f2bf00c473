import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal } from '@common/money';
import type { Order, OrderPage } from '@common/schemas/market';
import type { Database, Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import type { PlannedFill } from './plan-fills';
import type { PlacedOrder } from './record-order';

const { integer, cents: centsColumn, text, timestamp } = sqlColumn;

const orderRow = z.object({
  id: integer,
  projectId: integer,
  projectTitle: text,
  side: z.enum(['buy', 'sell']),
  shares: integer,
  filledShares: integer,
  limitPrice: centsColumn,
  status: z.enum(['open', 'filled', 'cancelled', 'expired']),
  createdAt: timestamp,
  expiresAt: timestamp,
  fills: z.array(z.object({ price: z.number().int(), shares: z.number().int(), fee: z.number().int(), at: z.string() })),
});

/**
 * Orders as the API answers them, with their fills oldest first; a buy order's fills carry no
 * fee (the seller pays it). `averagePrice` is the fills' value over their shares, to the cent.
 * The fills are found through their buy or sell order's index (market_fills_buy_order,
 * market_fills_sell_order): a condition on a `case` of both columns read every fill ever made.
 */
async function readOrders(tx: Database | Transaction, where: ReturnType<typeof sql>, limit: number): Promise<Order[]> {
  const rows = await queryRows(
    tx,
    orderRow,
    sql`select o.id, o.project_id as "projectId", p.title as "projectTitle", o.side, o.shares, o.filled_shares as "filledShares",
               o.limit_price_cents as "limitPrice", o.status, o.created_at as "createdAt", o.expires_at as "expiresAt",
               coalesce((select json_agg(json_build_object('price', f.price_cents, 'shares', f.shares,
                                  'fee', case when o.side = 'sell' then f.fee_cents else 0 end, 'at', f.at) order by f.id)
                         from market_fills f
                         where (o.side = 'buy' and f.buy_order_id = o.id) or (o.side = 'sell' and f.sell_order_id = o.id)),
                        '[]'::json) as fills
        from market_orders o join projects p on p.id = o.project_id
        where ${where}
        order by o.id desc
        limit ${limit}::int`,
  );
  return rows.map(orderView);
}

/** An order's row, its fills' amounts in cents, as the API answers it. */
function orderView(row: z.infer<typeof orderRow>): Order {
  const filledValue = row.fills.reduce((sum, fill) => sum + fill.price * fill.shares, 0);
  return {
    id: row.id,
    projectId: row.projectId,
    projectTitle: row.projectTitle,
    side: row.side,
    shares: row.shares,
    filledShares: row.filledShares,
    limitPrice: centsToDecimal(row.limitPrice),
    averagePrice: row.filledShares === 0 ? null : centsToDecimal(cents(Math.round(filledValue / row.filledShares))),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    fills: row.fills.map((fill) => ({
      price: centsToDecimal(cents(fill.price)),
      shares: fill.shares,
      fee: centsToDecimal(cents(fill.fee)),
      at: new Date(fill.at).toISOString(),
    })),
  };
}

/** The order just placed, as `readOrder` would read it once committed, without reading it back. */
export function placedOrderView(order: PlacedOrder, projectTitle: string, fills: readonly PlannedFill[]): Order {
  return orderView({
    ...order,
    projectTitle,
    fills: fills.map((fill) => ({
      price: fill.price,
      shares: fill.shares,
      fee: order.side === 'sell' ? fill.feeCents : 0,
      at: order.createdAt.toISOString(),
    })),
  });
}

export async function readOrder(tx: Database | Transaction, orderId: number): Promise<Order> {
  const [order] = await readOrders(tx, sql`o.id = ${orderId}::int`, 1);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
}

/** The user's orders, newest first, a page at a time. */
export async function listOrders(
  db: Database,
  userId: number,
  query: { status: 'open' | 'all'; cursor?: number | undefined; limit: number },
): Promise<OrderPage> {
  const filters = [sql`o.user_id = ${userId}::int`];
  if (query.status === 'open') filters.push(sql`o.status = 'open'`);
  if (query.cursor !== undefined) filters.push(sql`o.id < ${query.cursor}::int`);
  const items = await readOrders(db, sql.join(filters, sql` and `), query.limit + 1);
  const page = items.slice(0, query.limit);
  const last = page.at(-1);
  return { items: page, nextCursor: items.length > query.limit && last ? String(last.id) : null };
}
