import { sql } from 'drizzle-orm';
import { cents, formatCentsAsUsd, type Cents } from '@common/money';
import type { Transaction } from '../../db/client';
import { notify, notifyAll } from './notify';

/** What one order did in one placement: its side, what filled of it then and at what value, and how many of its shares are still open. */
export interface OrderActivity {
  orderId: number;
  userId: number;
  side: 'buy' | 'sell';
  filledNow: number;
  valueNow: Cents;
  remaining: number;
}

const sharesText = (shares: number) => `${shares} share${shares === 1 ? '' : 's'}`;

function fillLine(order: OrderActivity): string {
  const average = formatCentsAsUsd(cents(Math.round(order.valueNow / order.filledNow)));
  const verb = order.side === 'buy' ? 'bought' : 'sold';
  const left = order.remaining;
  const rest = left === 0 ? 'The order is filled.' : `${sharesText(left)} of it ${left === 1 ? 'is' : 'are'} still open.`;
  return `Your ${order.side} order: ${sharesText(order.filledNow)} ${verb} at ${average} on average. ${rest}`;
}

/** An order placed at `at` that traded: the orders it filled, itself included. */
export interface OrdersFilled {
  project: { id: number; title: string };
  takerOrderId: number;
  orders: readonly OrderActivity[];
  at: Date;
}

/**
 * Orders that traded, told in one statement: for each placement, each trader whose order filled
 * (partly or fully) is told, once, in one event named by the incoming order. Returns how many
 * users each placement reached, in the order given.
 */
export async function ordersFilled(tx: Transaction, placements: readonly OrdersFilled[]): Promise<number[]> {
  const told = placements.map(({ project, takerOrderId, orders, at }) => {
    const byUser = new Map<number, string[]>();
    for (const order of orders.filter((activity) => activity.filledNow > 0)) {
      byUser.set(order.userId, [...(byUser.get(order.userId) ?? []), fillLine(order)]);
    }
    const event = {
      key: `market:${takerOrderId}:fills`,
      kind: 'order_filled' as const,
      title: `Order filled: ${project.title}`,
      link: '/dashboard#my-orders',
      projectId: project.id,
      at,
    };
    return { event, bodies: [...byUser].map(([userId, lines]) => ({ event_key: event.key, user_id: userId, body: lines.join(' ') })) };
  });
  const sending = told.filter(({ bodies }) => bodies.length > 0);
  if (sending.length === 0) return placements.map(() => 0);
  const sent = await notifyAll(
    tx,
    sending.map(({ event }) => event),
    sql`select event_key, user_id, body from jsonb_to_recordset(${JSON.stringify(sending.flatMap(({ bodies }) => bodies))}::jsonb)
          as recipient(event_key text, user_id int, body text)`,
  );
  const sentByKey = new Map(sending.map(({ event }, index) => [event.key, sent[index] ?? 0]));
  return told.map(({ event }) => sentByKey.get(event.key) ?? 0);
}

/** Orders expired after 30 days: each owner told once per order. */
export async function ordersExpired(
  tx: Transaction,
  project: { title: string },
  orders: readonly { id: number; userId: number; projectId: number; side: 'buy' | 'sell'; remaining: number; expiresAt: Date }[],
): Promise<void> {
  for (const order of orders) {
    const released = order.side === 'buy' ? 'its reserved cash is back in your balance' : 'its shares are no longer reserved';
    await notify(
      tx,
      {
        key: `market:${order.id}:expired`,
        kind: 'order_expired',
        title: `Order expired: ${project.title}`,
        link: '/dashboard#my-orders',
        projectId: order.projectId,
        at: order.expiresAt,
      },
      sql`select ${order.userId}::int as user_id, ${`Your ${order.side} order expired after 30 days with ${sharesText(order.remaining)} unfilled; ${released}.`}::text as body`,
    );
  }
}
