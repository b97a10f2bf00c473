import { setTimeout as delay } from 'node:timers/promises';
import { cents, type Cents } from '@common/money';
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
import { AppError, badRequest } from '../../errors';
import { idempotentRequest, runIdempotent, type Outcome } from '../idempotency';
import { cachedBalance, marketHolding, postTransfer, userCash } from '../ledger';
import type { OrdersFilled } from '../notifications';
import { crossingBook, lockBook, tradableFrom, type LockedBook } from './order-book';
import { placedOrderView } from './order-view';
import { fillActivities, sendFillNotices } from './fill-notices';
import { planFills, type BookOrder, type ReservedHolding } from './plan-fills';
import { recordOrder, type PlacedOrder } from './record-order';
import { assertTradingOpen } from '../halts';

/** How long an order's answer waits at most for its fill notices to commit. */
export const FILL_NOTICES_WAIT_MS = 5_000;

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
  // Set by the transaction when the order traded; its notices go out once it has committed.
  let filled = null as Omit<OrdersFilled, 'takerOrderId'> | null;
  const outcome = await runIdempotent(db, keyed, async (tx) => {
    const now = await timeIn(tx, time);
    const book = await lockBook(tx, request.projectId);
    if (book.status !== 'funded') throw new AppError(409, NOT_TRADABLE_MESSAGE);
    await assertTradingOpen(tx, book.id);
    const indicativePrice = indicativePriceCents(book.sharePriceCents, book.valueBp);
    if (!limitPriceInRange(request.limitPrice, indicativePrice)) throw badRequest(limitPriceRangeMessage(indicativePrice));

    const { orderId, resting, holdings } = await crossingBook(tx, book.id, { userId, ...request }, now);
    if (resting.some((order) => order.userId === userId)) throw new AppError(409, SELF_TRADE_MESSAGE);

    const reservation = request.side === 'buy' ? buyReservationCents(request.shares, request.limitPrice) : cents(0);
    if (request.side === 'buy') await holdCash(tx, userId, book.id, orderId, reservation, now);
    const reservedHoldings = request.side === 'buy' ? holdings : reserveShares(holdings, book, request.shares, now);

    const taker: BookOrder = { id: orderId, userId, side: request.side, remaining: request.shares, limitPrice: request.limitPrice };
    const plan = planFills(taker, resting, reservedHoldings);
    const filledShares = request.shares - plan.takerRemaining;
    const placed: PlacedOrder = {
      id: orderId,
      userId,
      projectId: book.id,
      side: request.side,
      shares: request.shares,
      filledShares,
      limitPrice: request.limitPrice,
      reservedCents: cents(reservation - plan.fills.reduce((held, fill) => held + (fill.buyOrderId === orderId ? fill.heldCents : 0), 0)),
      status: filledShares === request.shares ? 'filled' : 'open',
      createdAt: now,
      expiresAt: orderExpiresAt(now),
    };
    await recordOrder(tx, placed, plan, book.title);
    if (plan.fills.length > 0) filled = { project: book, orders: fillActivities(taker, plan), at: now };
    return { status: 201, body: { order: placedOrderView(placed, book.title, plan.fills) } };
  });
  if (filled && !outcome.replayed) {
    // After the commit: the notices take the notifications' lock (notify.ts), which the book must
    // not wait on. A notice this misses (a crash, a lost connection) the settle round sends.
    const noticesSent = sendFillNotices(db, { ...filled, takerOrderId: outcome.body.order.id }).catch(() => 0);
    // The trade stands: its answer does not wait on a lock another transaction holds long (a
    // close telling thousands), its notices go out when that one commits.
    const stopWaiting = new AbortController();
    await Promise.race([noticesSent, delay(FILL_NOTICES_WAIT_MS, undefined, { signal: stopWaiting.signal }).catch(() => undefined)]);
    stopWaiting.abort();
  }
  return outcome;
}

/** A buy order holds its shares at its limit; the ledger's door refuses it when the cash does not cover it. */
async function holdCash(tx: Transaction, userId: number, projectId: number, orderId: number, reservation: Cents, now: Date) {
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

/**
 * A sell order reserves shares of the seller's holdings (`holdings`, locked, oldest first) that
 * are past the lock, oldest holding first: the holdings with shares reserved once it has, which
 * the order's row writes with its fills.
 */
function reserveShares(holdings: readonly ReservedHolding[], book: LockedBook, shares: number, now: Date): ReservedHolding[] {
  const free = holdings.reduce((sum, holding) => sum + holding.shares - holding.reservedShares, 0);
  const from = tradableFrom(book);
  const unlocked = from !== null && now >= from;
  const sellable = unlocked ? free : 0;
  if (shares > sellable) throw badRequest(tooFewSharesMessage(sellable, unlocked ? 0 : free, from));
  let needed = shares;
  return holdings
    .map((holding) => {
      const take = Math.min(needed, holding.shares - holding.reservedShares);
      needed -= take;
      return { ...holding, reservedShares: holding.reservedShares + take };
    })
    .filter((holding) => holding.reservedShares > 0);
}
