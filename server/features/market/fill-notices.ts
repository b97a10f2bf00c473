import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents } from '@common/money';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { ordersFilled, type OrderActivity, type OrdersFilled } from '../notifications';
import type { BookOrder, FillPlan } from './plan-fills';

const { integer, cents: centsColumn, text, timestamp } = sqlColumn;

/** The incoming order's fills told from its plan: the order itself and each resting order it met, by id. */
export function fillActivities(taker: BookOrder, plan: FillPlan): OrderActivity[] {
  const makerSide = taker.side === 'buy' ? 'sell' : 'buy';
  const makers = plan.fills.map((fill): OrderActivity => ({
    orderId: fill.makerOrderId,
    userId: makerSide === 'buy' ? fill.buyerId : fill.sellerId,
    side: makerSide,
    filledNow: fill.shares,
    valueNow: fill.valueCents,
    remaining: plan.makersRemaining.get(fill.makerOrderId) ?? 0,
  }));
  const takerActivity: OrderActivity = {
    orderId: taker.id,
    userId: taker.userId,
    side: taker.side,
    filledNow: plan.fills.reduce((shares, fill) => shares + fill.shares, 0),
    valueNow: cents(plan.fills.reduce((value, fill) => value + fill.valueCents, 0)),
    remaining: plan.takerRemaining,
  };
  return [...makers, takerActivity].sort((a, b) => a.orderId - b.orderId);
}

/**
 * The fill notices of one server process waiting for their transaction. Every notice takes the
 * notifications' lock to its commit (notify.ts), so orders that trade at once would pass through
 * that lock and a commit one by one: instead, the notices that arrive while one transaction is
 * writing go together in the next.
 */
class FillNoticeQueue {
  private waiting: Array<{ notice: OrdersFilled; resolve: (sent: number) => void; reject: (error: unknown) => void }> = [];
  private writing = false;

  constructor(private readonly db: Database) {}

  send(notice: OrdersFilled): Promise<number> {
    const sent = new Promise<number>((resolve, reject) => this.waiting.push({ notice, resolve, reject }));
    if (!this.writing) {
      this.writing = true;
      void this.writeAll();
    }
    return sent;
  }

  private async writeAll(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      try {
        const notices = batch.map(({ notice }) => notice);
        const sent = await this.db.transaction((tx) => ordersFilled(tx, notices));
        batch.forEach((waiting, index) => waiting.resolve(sent[index] ?? 0));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    // In the same turn as the empty queue was seen: a notice sent after this starts the next writer.
    this.writing = false;
  }
}

const fillNoticeQueues = new WeakMap<Database, FillNoticeQueue>();

/**
 * Tells the traders whose orders an incoming order filled (itself included), after the
 * transaction that traded, in a transaction shared with the other notices waiting then: exactly
 * once, by the event key `notify` claims. Resolves with how many users were told, once committed.
 */
export function sendFillNotices(db: Database, placement: OrdersFilled): Promise<number> {
  let queue = fillNoticeQueues.get(db);
  if (!queue) {
    queue = new FillNoticeQueue(db);
    fillNoticeQueues.set(db, queue);
  }
  return queue.send(placement);
}

/** The fills an incoming order made when it was placed: a resting order always has the smaller id. */
const fillsOfTaker = (takerOrderId: number) =>
  sql`((f.buy_order_id = ${takerOrderId}::int and f.sell_order_id < ${takerOrderId}::int)
       or (f.sell_order_id = ${takerOrderId}::int and f.buy_order_id < ${takerOrderId}::int))`;

/** An incoming order's fills as the books keep them, for a notice that was never sent. */
async function readFillNotices(db: Database, takerOrderId: number): Promise<number> {
  const orders = await queryRows(
    db,
    z.object({
      orderId: integer,
      userId: integer,
      side: z.enum(['buy', 'sell']),
      remaining: integer,
      projectId: integer,
      title: text,
      filledNow: integer,
      valueNow: centsColumn,
      at: timestamp,
    }),
    sql`select o.id as "orderId", o.user_id as "userId", o.side, o.shares - o.filled_shares as remaining,
               o.project_id as "projectId", p.title, sum(f.shares) as "filledNow", sum(f.shares * f.price_cents) as "valueNow",
               max(f.at) as at
        from market_fills f
        join market_orders o on o.id = f.buy_order_id or o.id = f.sell_order_id
        join projects p on p.id = o.project_id
        where ${fillsOfTaker(takerOrderId)}
        group by o.id, p.title
        order by o.id`,
  );
  const [first] = orders;
  if (!first) return 0;
  const at = new Date(Math.max(...orders.map((order) => order.at.getTime())));
  return sendFillNotices(db, {
    project: { id: first.projectId, title: first.title },
    takerOrderId,
    orders: orders.map((order) => ({ ...order, valueNow: cents(order.valueNow) })),
    at,
  });
}

/** How far back the settle round looks for fills whose notices were never sent. */
const RECENT_FILLS = 1_000;

/**
 * The settle round's safety net: the incoming orders among the last fills whose notices were
 * not sent after their commit (the server stopped in between) are told now. Returns how many.
 */
export async function sendMissedFillNotices(db: Database): Promise<number> {
  const missed = await queryRows(
    db,
    z.object({ takerOrderId: integer }),
    sql`select distinct greatest(f.buy_order_id, f.sell_order_id) as "takerOrderId"
        from (select buy_order_id, sell_order_id from market_fills order by id desc limit ${RECENT_FILLS}::int) f
        where not exists (select 1 from notification_events e
                          where e.event_key = 'market:' || greatest(f.buy_order_id, f.sell_order_id) || ':fills')`,
  );
  let sent = 0;
  for (const { takerOrderId } of missed) sent += (await readFillNotices(db, takerOrderId)) > 0 ? 1 : 0;
  return sent;
}
