import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Cents } from '@common/money';
import { resaleAllowedFrom } from '@common/rules/market';
import type { OrderSide } from '@common/schemas/market';
import type { Transaction } from '../../db/client';
import { notFound, PROJECT_NOT_FOUND } from '../../errors';
import { executePrepared, prepareStatement } from '../../db/prepared';
import { queryOne, sqlColumn } from '../../db/typed-sql';
import type { BookOrder, ReservedHolding } from './plan-fills';

const { integer, cents, text, timestamp } = sqlColumn;

export interface LockedBook {
  id: number;
  title: string;
  status: string;
  closedAt: Date | null;
  sharePriceCents: Cents;
  valueBp: number;
}

const lockedBookRow = z.object({
  id: integer,
  title: text,
  status: text,
  closedAt: timestamp.nullable(),
  sharePriceCents: cents,
  valueBp: integer,
});

const LOCK_BOOK = prepareStatement(
  sql`select id, title, status, closed_at as "closedAt", share_price_cents as "sharePriceCents", value_bp as "valueBp"
      from projects where id = ${sql.placeholder('projectId')}::int for update`,
);

/**
 * Every change to a project's book (placing, matching, cancelling, expiring) first locks the
 * project's row, as every money path does: one writer per book at a time, on any number of
 * servers on one database (decision 0026).
 */
export async function lockBook(tx: Transaction, projectId: number): Promise<LockedBook> {
  const [book] = await executePrepared(tx, LOCK_BOOK, { projectId }, lockedBookRow);
  if (!book) throw notFound(PROJECT_NOT_FOUND);
  return book;
}

/** When the project's shares can be resold (12 months after the close that issued them); null unless it funded. */
export const tradableFrom = (book: Pick<LockedBook, 'status' | 'closedAt'>): Date | null =>
  book.status === 'funded' && book.closedAt ? resaleAllowedFrom(book.closedAt) : null;

const bookOrderRow = z.object({ id: integer, userId: integer, side: z.enum(['buy', 'sell']), remaining: integer, limitPrice: cents });

const holdingRow = z.object({
  id: integer,
  userId: integer,
  shares: integer,
  reservedShares: integer,
  amountCents: cents,
  marketSoldShares: integer,
  marketSoldCostCents: cents,
});

/** What an incoming order meets on a locked book: the resting orders it crosses and the holdings whose shares would move. */
export interface CrossingBook {
  /**
   * The id the incoming order will have, drawn under the book's lock, so ids follow the order
   * in which orders reach the book (time priority and the fill notices rely on it), and before
   * its row is written, so that its cash hold can name it.
   */
  orderId: number;
  /** Best price first and oldest first at each price, as many as cover the incoming order's shares. */
  resting: BookOrder[];
  /**
   * Locked, each seller's oldest first: for a buy order, the holdings of the resting sellers
   * with shares reserved for sale; for a sell order, the seller's own active holdings, whose
   * shares it is about to reserve.
   */
  holdings: ReservedHolding[];
}

/**
 * The read of `crossingBook`, one statement per side of the incoming order. Every resting order
 * has a share left, so the first `shares` of them in priority cover any order: the index walk
 * stops there, however deep the book.
 */
function crossingStatement(side: OrderSide) {
  const buying = side === 'buy';
  const priority = buying ? sql`limit_price_cents asc, id asc` : sql`limit_price_cents desc, id asc`;
  const outerPriority = buying ? sql`"limitPrice" asc, id asc` : sql`"limitPrice" desc, id asc`;
  const limitPrice = sql`${sql.placeholder('limitPrice')}::bigint`;
  const crossing = buying ? sql`limit_price_cents <= ${limitPrice}` : sql`limit_price_cents >= ${limitPrice}`;
  const sellers = buying
    ? sql`i.reserved_shares > 0 and i.user_id in (select "userId" from resting)`
    : sql`i.user_id = ${sql.placeholder('userId')}::int`;
  return prepareStatement(
    sql`with resting as (
          select id, "userId", side, remaining, "limitPrice" from (
            select id, "userId", side, remaining, "limitPrice", sum(remaining) over (order by ${outerPriority}) - remaining as before
            from (
              select id, user_id as "userId", side, shares - filled_shares as remaining, limit_price_cents as "limitPrice"
              from market_orders
              where project_id = ${sql.placeholder('projectId')}::int and side = ${buying ? 'sell' : 'buy'}::text and status = 'open'
                and expires_at > ${sql.placeholder('now')}::timestamptz and ${crossing}
              order by ${priority}
              limit ${sql.placeholder('shares')}::int
            ) nearest
          ) book
          where before < ${sql.placeholder('shares')}::int
        ), holdings as (
          select i.id, i.user_id as "userId", i.shares, i.reserved_shares as "reservedShares", i.amount_cents as "amountCents",
                 i.market_sold_shares as "marketSoldShares", i.market_sold_cost_cents as "marketSoldCostCents", i.created_at
          from investments i
          where i.project_id = ${sql.placeholder('projectId')}::int and i.status = 'active' and ${sellers}
          for update
        )
        select nextval(pg_get_serial_sequence('market_orders', 'id')) as "orderId",
               coalesce((select json_agg(resting order by ${outerPriority}) from resting), '[]') as resting,
               coalesce((select json_agg(holdings order by "userId", created_at, id) from holdings), '[]') as holdings`,
  );
}

const CROSSING = { buy: crossingStatement('buy'), sell: crossingStatement('sell') };

const crossingRow = z.object({ orderId: integer, resting: z.array(bookOrderRow), holdings: z.array(holdingRow) });

/**
 * One statement on a book `lockBook` holds: the resting orders an incoming order would
 * meet (on the other side, not expired by `now`: an order past its expiry never trades, even
 * before the job closes it, and crossing `limitPrice`) and the holdings their fills would take
 * shares from, locked.
 */
export async function crossingBook(
  tx: Transaction,
  projectId: number,
  incoming: { userId: number; side: OrderSide; shares: number; limitPrice: Cents },
  now: Date,
): Promise<CrossingBook> {
  const [found] = await executePrepared(
    tx,
    CROSSING[incoming.side],
    { projectId, now: now.toISOString(), limitPrice: incoming.limitPrice, shares: incoming.shares, userId: incoming.userId },
    crossingRow,
  );
  if (!found) throw new Error('the book answered no row');
  return found;
}

/** Shares reserved on holdings, given back newest holding first (the reverse of how they were reserved). */
export async function releaseReservedShares(tx: Transaction, userId: number, projectId: number, shares: number): Promise<void> {
  if (shares === 0) return;
  const released = await queryOne(
    tx,
    z.object({ released: integer }),
    sql`with held as (
          select id, reserved_shares,
                 sum(reserved_shares) over (order by created_at desc, id desc) - reserved_shares as before
          from investments
          where user_id = ${userId}::int and project_id = ${projectId}::int and status = 'active' and reserved_shares > 0
        ), released as (
          update investments i set reserved_shares = i.reserved_shares - least(held.reserved_shares, ${shares}::int - held.before)
          from held where i.id = held.id and held.before < ${shares}::int
          returning least(held.reserved_shares, ${shares}::int - held.before) as shares
        )
        select coalesce(sum(shares), 0)::int as released from released`,
  );
  if (released.released !== shares) throw new Error(`released ${released.released} of ${shares} reserved shares`);
}
