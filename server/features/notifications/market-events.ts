import { sql } from 'drizzle-orm';
import { cents, formatCentsAsUsd, type Cents } from '@common/money';
import type { Transaction } from '../../db/client';
import { notify } from './notify';

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

/**
 * An order placed at `at` traded: each trader whose order filled (partly or fully) is told,
 * once, in one event named by the incoming order.
 */
export async function ordersFilled(
  tx: Transaction,
  project: { id: number; title: string },
  takerOrderId: number,
  orders: readonly OrderActivity[],
  at: Date,
): Promise<number> {
  const byUser = new Map<number, string[]>();
  for (const order of orders.filter((activity) => activity.filledNow > 0)) {
    byUser.set(order.userId, [...(byUser.get(order.userId) ?? []), fillLine(order)]);
  }
  if (byUser.size === 0) return 0;
  const bodies = [...byUser].map(([userId, lines]) => ({ user_id: userId, body: lines.join(' ') }));
  return notify(
    tx,
    {
      key: `market:${takerOrderId}:fills`,
      kind: 'order_filled',
      title: `Order filled: ${project.title}`,
      link: '/dashboard#my-orders',
      projectId: project.id,
      at,
    },
    sql`select user_id, body from jsonb_to_recordset(${JSON.stringify(bodies)}::jsonb) as recipient(user_id int, body text)`,
  );
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
