import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { closeOrders } from './close-orders';
import { lockBook } from './order-book';
import { ordersExpired } from '../notifications';

/**
 * Closes every open order whose 30 days are over by `now`, one project's book at a time, each
 * in its own transaction under the book's lock: the status is read again under the lock, so an
 * order expires exactly once however many servers run this at once, and never after a fill or a
 * cancel took it. Returns how many orders expired.
 */
export async function expireDueOrders(db: Database, now: Date): Promise<number> {
  const due = await queryRows(
    db,
    z.object({ projectId: sqlColumn.integer }),
    sql`select distinct project_id as "projectId" from market_orders
        where status = 'open' and expires_at <= ${now.toISOString()}::timestamptz order by project_id`,
  );
  let expired = 0;
  for (const { projectId } of due) {
    expired += await db.transaction(async (tx) => {
      const book = await lockBook(tx, projectId);
      const orders = await queryRows(
        tx,
        z.object({
          id: sqlColumn.integer,
          userId: sqlColumn.integer,
          projectId: sqlColumn.integer,
          side: z.enum(['buy', 'sell']),
          remaining: sqlColumn.integer,
          reservedCents: sqlColumn.cents,
          expiresAt: sqlColumn.timestamp,
        }),
        sql`select id, user_id as "userId", project_id as "projectId", side, shares - filled_shares as remaining,
                   reserved_cents as "reservedCents", expires_at as "expiresAt"
            from market_orders
            where project_id = ${projectId}::int and status = 'open' and expires_at <= ${now.toISOString()}::timestamptz
            order by id`,
      );
      if (orders.length === 0) return 0;
      // Dated at each order's own expiry, whenever the job runs after it.
      for (const order of orders) await closeOrders(tx, [order], 'expired', order.expiresAt);
      await ordersExpired(tx, book, orders);
      return orders.length;
    });
  }
  return expired;
}
