import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents } from '@common/money';
import { insufficientFundsMessage } from '@common/rules/withdraw';
import {
  buyReservationCents,
  indicativePriceCents,
  limitPriceInRange,
  limitPriceRangeMessage,
  NOT_TRADABLE_MESSAGE,
  orderExpiresAt,
  SELF_TRADE_MESSAGE,
  tooFewSharesMessage,
} from '@common/rules/market';
import type { Order, PlaceOrderRequest } from '@common/schemas/market';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { queryRow, sqlColumn } from '../../db/typed-sql';
import { AppError, badRequest } from '../../errors';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency';
import { cachedBalance, marketHolding, postTransfer, userCash } from '../ledger';
import { crossingOrders, holdingsForSale, lockBook, reservedHoldingsOf, tradableFrom, type LockedBook } from './order-book';
import { readOrder } from './order-view';
import { sendFillNotices } from './fill-notices';
import { planFills, type BookOrder, type FillPlan } from './plan-fills';
import { recordFills } from './record-fills';

/**
 * `POST /api/market/orders`: a limit order placed and matched at once, in one transaction that
 * holds the project's book (decision 0026). The rules come first and a refusal writes nothing;
 * then the order reserves its cash or shares, takes what crosses on the other side (price-time
 * priority, at the resting orders' prices), and rests with what is left.
 */
export async function placeOrder(
  db: Database,
  userId: number,
  request: PlaceOrderRequest,
  idempotencyKey: string | null,
  time: BusinessTime,
): Promise<Outcome<{ order: Order }>> {
  const keyed = idempotentRequest(userId, idempotencyKey, 'POST /api/market/orders', request);
  const outcome = await runIdempotent(db, keyed, async (tx) => {
    const now = await timeIn(tx, time);
    const book = await lockBook(tx, request.projectId);
    if (book.status !== 'funded') throw new AppError(409, NOT_TRADABLE_MESSAGE);
    const indicativePrice = indicativePriceCents(book.sharePriceCents, book.valueBp);
    if (!limitPriceInRange(request.limitPrice, indicativePrice)) throw badRequest(limitPriceRangeMessage(indicativePrice));

    const resting = await crossingOrders(tx, book.id, request, now);
    if (resting.some((order) => order.userId === userId)) throw new AppError(409, SELF_TRADE_MESSAGE);

    const orderId = await insertOrder(tx, userId, request, now);
    if (request.side === 'buy') await holdCash(tx, userId, book.id, orderId, request, now);
    else await reserveShares(tx, userId, book, request.shares, now);

    const taker: BookOrder = { id: orderId, userId, side: request.side, remaining: request.shares, limitPrice: request.limitPrice };
    const sellerIds = request.side === 'buy' ? [...new Set(resting.map((order) => order.userId))] : [userId];
    const plan = planFills(taker, resting, await reservedHoldingsOf(tx, book.id, sellerIds));
    await recordFills(tx, plan, book, now);
    await updateOrders(tx, taker, resting, plan, now);
    return { status: 201, body: { order: await readOrder(tx, orderId) } };
  });
  if (!outcome.replayed && outcome.body.order.fills.length > 0) {
    // After the commit: the notices take the notifications' lock (notify.ts), which the book must
    // not wait on. A notice this misses (a crash, a lost connection) the settle round sends.
    await sendFillNotices(db, outcome.body.order.id).catch(() => 0);
  }
  return outcome;
}

async function insertOrder(tx: Transaction, userId: number, request: PlaceOrderRequest, now: Date): Promise<number> {
  const reserved = request.side === 'buy' ? buyReservationCents(request.shares, request.limitPrice) : cents(0);
  const inserted = await queryRow(
    tx,
    z.object({ id: sqlColumn.integer }),
    sql`insert into market_orders (user_id, project_id, side, shares, limit_price_cents, reserved_cents, created_at, expires_at)
        values (${userId}::int, ${request.projectId}::int, ${request.side}::text, ${request.shares}::int, ${request.limitPrice}::bigint,
                ${reserved}::bigint, ${now.toISOString()}::timestamptz, ${orderExpiresAt(now).toISOString()}::timestamptz)
        returning id`,
  );
  if (!inserted) throw new Error('the order was not written');
  return inserted.id;
}

/** A buy order holds its shares at its limit; the ledger's door refuses it when the cash does not cover it. */
async function holdCash(tx: Transaction, userId: number, projectId: number, orderId: number, request: PlaceOrderRequest, now: Date) {
  const reservation = buyReservationCents(request.shares, request.limitPrice);
  const held = await postTransfer(tx, {
    code: 'order_hold',
    projectId,
    description: `Buy order #${orderId}`,
    at: now,
    postings: [
      { account: userCash(userId), amount: cents(-reservation) },
      { account: marketHolding(projectId), amount: reservation },
    ],
  });
  if (!held) throw badRequest(insufficientFundsMessage(await cachedBalance(tx, userCash(userId))));
}

/** A sell order reserves shares of the seller's holdings that are past the lock, oldest holding first. */
async function reserveShares(tx: Transaction, userId: number, book: LockedBook, shares: number, now: Date) {
  const holdings = await holdingsForSale(tx, userId, book.id);
  const free = holdings.reduce((sum, holding) => sum + holding.shares - holding.reservedShares, 0);
  const from = tradableFrom(book);
  const unlocked = from !== null && now >= from;
  const sellable = unlocked ? free : 0;
  if (shares > sellable) throw badRequest(tooFewSharesMessage(sellable, unlocked ? 0 : free, from));
  let needed = shares;
  const reserved: { id: number; shares: number }[] = [];
  for (const holding of holdings) {
    const take = Math.min(needed, holding.shares - holding.reservedShares);
    if (take > 0) reserved.push({ id: holding.id, shares: take });
    needed -= take;
  }
  await tx.execute(sql`
    update investments i set reserved_shares = i.reserved_shares + r.shares
    from jsonb_to_recordset(${JSON.stringify(reserved)}::jsonb) as r(id int, shares int)
    where i.id = r.id`);
}

/** The incoming order and the resting ones it met, as the fills left them. */
async function updateOrders(tx: Transaction, taker: BookOrder, resting: readonly BookOrder[], plan: FillPlan, now: Date) {
  const heldByOrder = new Map<number, number>();
  const filledByOrder = new Map<number, number>();
  for (const fill of plan.fills) {
    heldByOrder.set(fill.buyOrderId, (heldByOrder.get(fill.buyOrderId) ?? 0) + fill.heldCents);
    for (const id of [fill.buyOrderId, fill.sellOrderId]) filledByOrder.set(id, (filledByOrder.get(id) ?? 0) + fill.shares);
  }
  const touched = [taker, ...resting.filter((order) => plan.makersRemaining.has(order.id))];
  const changes = touched
    .filter((order) => (filledByOrder.get(order.id) ?? 0) > 0)
    .map((order) => ({ id: order.id, filled: filledByOrder.get(order.id) ?? 0, held: heldByOrder.get(order.id) ?? 0 }));
  if (changes.length === 0) return;
  await tx.execute(sql`
    update market_orders o
    set filled_shares = o.filled_shares + c.filled, reserved_cents = o.reserved_cents - c.held,
        status = case when o.filled_shares + c.filled = o.shares then 'filled' else o.status end,
        closed_at = case when o.filled_shares + c.filled = o.shares then ${now.toISOString()}::timestamptz else o.closed_at end
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as c(id int, filled int, held bigint)
    where o.id = c.id`);
}
