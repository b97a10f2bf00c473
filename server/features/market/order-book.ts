import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Cents } from '@common/money';
import { resaleAllowedFrom } from '@common/rules/market';
import type { OrderSide } from '@common/schemas/market';
import type { Transaction } from '../../db/client';
import { notFound, PROJECT_NOT_FOUND } from '../../errors';
import { queryRow, queryRows, sqlColumn } from '../../db/typed-sql';
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

/**
 * Every change to a project's book (placing, matching, cancelling, expiring) first locks the
 * project's row, as every money path does: one writer per book at a time, on any number of
 * servers on one database (decision 0026).
 */
export async function lockBook(tx: Transaction, projectId: number): Promise<LockedBook> {
  const book = await queryRow(
    tx,
    z.object({ id: integer, title: text, status: text, closedAt: timestamp.nullable(), sharePriceCents: cents, valueBp: integer }),
    sql`select id, title, status, closed_at as "closedAt", share_price_cents as "sharePriceCents", value_bp as "valueBp"
        from projects where id = ${projectId}::int for update`,
  );
  if (!book) throw notFound(PROJECT_NOT_FOUND);
  return book;
}

/** When the project's shares can be resold (12 months after the close that issued them); null unless it funded. */
export const tradableFrom = (book: Pick<LockedBook, 'status' | 'closedAt'>): Date | null =>
  book.status === 'funded' && book.closedAt ? resaleAllowedFrom(book.closedAt) : null;

const bookOrderRow = z.object({ id: integer, userId: integer, side: z.enum(['buy', 'sell']), remaining: integer, limitPrice: cents });

/**
 * The resting orders an incoming order would meet, best price first and oldest first at each
 * price, as many as cover `shares`: those whose price crosses `limitPrice` and that have not
 * expired by `now` (an order past its expiry never trades, even before the job closes it).
 */
export async function crossingOrders(
  tx: Transaction,
  projectId: number,
  incoming: { side: OrderSide; shares: number; limitPrice: Cents },
  now: Date,
): Promise<BookOrder[]> {
  const buying = incoming.side === 'buy';
  const priority = buying ? sql`limit_price_cents asc, id asc` : sql`limit_price_cents desc, id asc`;
  const outerPriority = buying ? sql`"limitPrice" asc, id asc` : sql`"limitPrice" desc, id asc`;
  const crossing = buying
    ? sql`limit_price_cents <= ${incoming.limitPrice}::bigint`
    : sql`limit_price_cents >= ${incoming.limitPrice}::bigint`;
  return queryRows(
    tx,
    bookOrderRow,
    sql`select id, "userId", side, remaining, "limitPrice" from (
          select id, user_id as "userId", side, shares - filled_shares as remaining, limit_price_cents as "limitPrice",
                 sum(shares - filled_shares) over (order by ${priority}) - (shares - filled_shares) as before
          from market_orders
          where project_id = ${projectId}::int and side = ${buying ? 'sell' : 'buy'}::text and status = 'open'
            and expires_at > ${now.toISOString()}::timestamptz and ${crossing}
        ) book
        where before < ${incoming.shares}::int
        order by ${outerPriority}`,
  );
}

/** A user's active holdings in a project, oldest first, locked: the shares a sell order may reserve. */
export async function holdingsForSale(tx: Transaction, userId: number, projectId: number): Promise<ReservedHolding[]> {
  return queryRows(
    tx,
    holdingRow,
    sql`select id, user_id as "userId", shares, reserved_shares as "reservedShares", amount_cents as "amountCents",
               market_sold_shares as "marketSoldShares", market_sold_cost_cents as "marketSoldCostCents"
        from investments
        where user_id = ${userId}::int and project_id = ${projectId}::int and status = 'active'
        order by created_at, id
        for update`,
  );
}

/** The sellers' holdings with shares reserved for sale, oldest first, locked. */
export async function reservedHoldingsOf(tx: Transaction, projectId: number, sellerIds: readonly number[]): Promise<ReservedHolding[]> {
  if (sellerIds.length === 0) return [];
  return queryRows(
    tx,
    holdingRow,
    sql`select id, user_id as "userId", shares, reserved_shares as "reservedShares", amount_cents as "amountCents",
               market_sold_shares as "marketSoldShares", market_sold_cost_cents as "marketSoldCostCents"
        from investments
        where project_id = ${projectId}::int and user_id = any(${`{${sellerIds.join(',')}}`}::int[])
          and status = 'active' and reserved_shares > 0
        order by user_id, created_at, id
        for update`,
  );
}

const holdingRow = z.object({
  id: integer,
  userId: integer,
  shares: integer,
  reservedShares: integer,
  amountCents: cents,
  marketSoldShares: integer,
  marketSoldCostCents: cents,
});

/** Shares reserved on holdings, given back newest holding first (the reverse of how they were reserved). */
export async function releaseReservedShares(tx: Transaction, userId: number, projectId: number, shares: number): Promise<void> {
  if (shares === 0) return;
  const released = await queryRow(
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
  if (released?.released !== shares) throw new Error(`released ${released?.released ?? 0} of ${shares} reserved shares`);
}
