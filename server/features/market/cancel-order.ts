import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Order } from '@common/schemas/market';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database } from '../../db/client';
import { queryRow, sqlColumn } from '../../db/typed-sql';
import { AppError, notFound } from '../../errors';
import { closeOrders } from './close-orders';
import { lockBook } from './order-book';
import { readOrder } from './order-view';

export const ORDER_NOT_FOUND = "The order you're looking for doesn't exist.";

const ALREADY_CLOSED = {
  filled: 'This order is already filled.',
  cancelled: 'This order is already cancelled.',
  expired: 'This order has expired.',
} as const;

const orderRow = z.object({
  id: sqlColumn.integer,
  userId: sqlColumn.integer,
  projectId: sqlColumn.integer,
  side: z.enum(['buy', 'sell']),
  status: z.enum(['open', 'filled', 'cancelled', 'expired']),
  remaining: sqlColumn.integer,
  reservedCents: sqlColumn.cents,
  expired: sqlColumn.boolean,
});

const readOwnOrder = (db: Database, userId: number, orderId: number) =>
  queryRow(
    db,
    orderRow,
    sql`select id, user_id as "userId", project_id as "projectId", side, status, shares - filled_shares as remaining,
               reserved_cents as "reservedCents", false as expired
        from market_orders where id = ${orderId}::int and user_id = ${userId}::int`,
  );

/**
 * `DELETE /api/market/orders/{id}`: cancels what is left of the owner's open order. The book is
 * locked first, as a fill locks it, so a cancel racing a fill sees the order as the fill left
 * it. An order past its expiry is not cancelled: it expired first.
 */
export async function cancelOrder(db: Database, userId: number, orderId: number, time: BusinessTime): Promise<Order> {
  const owned = await readOwnOrder(db, userId, orderId);
  if (!owned) throw notFound(ORDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const now = await timeIn(tx, time);
    await lockBook(tx, owned.projectId);
    const order = await queryRow(
      tx,
      orderRow,
      sql`select id, user_id as "userId", project_id as "projectId", side, status, shares - filled_shares as remaining,
                 reserved_cents as "reservedCents", expires_at <= ${now.toISOString()}::timestamptz as expired
          from market_orders where id = ${orderId}::int`,
    );
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status !== 'open') throw new AppError(409, ALREADY_CLOSED[order.status]);
    // Past its expiry: the expiry job closes it and tells its owner, exactly once.
    if (order.expired) throw new AppError(409, ALREADY_CLOSED.expired);
    await closeOrders(tx, [order], 'cancelled', now);
    return readOrder(tx, order.id);
  });
}
