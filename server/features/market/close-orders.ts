import { sql } from 'drizzle-orm';
import { cents, type Cents } from '@common/money';
import type { OrderSide } from '@common/schemas/market';
import type { Transaction } from '../../db/client';
import { marketHolding, postTransfers, userCash } from '../ledger';
import { releaseReservedShares } from './order-book';

export interface ClosingOrder {
  id: number;
  userId: number;
  projectId: number;
  side: OrderSide;
  remaining: number;
  reservedCents: Cents;
}

/**
 * Closes open orders (cancelled or expired) with what is left of them: a buy order's cash
 * reservation goes back to its buyer (`order_release`), a sell order's reserved shares back to
 * the seller's holdings. The caller holds the books' locks and has checked the orders are open.
 */
export async function closeOrders(
  tx: Transaction,
  orders: readonly ClosingOrder[],
  status: 'cancelled' | 'expired',
  at: Date,
): Promise<void> {
  if (orders.length === 0) return;
  const released = await postTransfers(
    tx,
    orders
      .filter((order) => order.side === 'buy' && order.reservedCents > 0)
      .map((order) => ({
        code: 'order_release' as const,
        projectId: order.projectId,
        description: `Buy order ${status}`,
        at,
        postings: [
          { account: marketHolding(order.projectId), amount: cents(-order.reservedCents) },
          { account: userCash(order.userId), amount: order.reservedCents },
        ],
      })),
  );
  if (!released) throw new Error('an order release was refused');
  for (const order of orders) {
    if (order.side === 'sell') await releaseReservedShares(tx, order.userId, order.projectId, order.remaining);
  }
  await tx.execute(sql`
    update market_orders set status = ${status}::text, reserved_cents = 0, closed_at = ${at.toISOString()}::timestamptz
    where id = any(${`{${orders.map((order) => order.id).join(',')}}`}::int[]) and status = 'open'`);
}
