import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDecimal, type Cents } from '@common/money';
import { indicativePriceCents, resaleAllowedFrom } from '@common/rules/market';
import type { MarketView } from '@common/schemas/market';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database } from '../../db/client';
import { queryOne, queryRow, queryRows, sqlColumn } from '../../db/typed-sql';
import { notFound, PROJECT_NOT_FOUND } from '../../errors';

const { integer, cents: centsColumn, text, timestamp } = sqlColumn;
const RECENT_TRADES = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const price = (amount: Cents | null | undefined) => (amount == null ? null : centsToDecimal(amount));

/**
 * `GET /api/market/projects/{id}`: the book aggregated by price (best first), the last 50
 * trades and the 30-day volume, by the sandbox clock. Public: no user is named. Orders past
 * their expiry are left out before the job closes them, as matching leaves them out.
 */
export async function readMarket(db: Database, projectId: number, time: BusinessTime): Promise<MarketView> {
  return db.transaction(async (tx) => {
    const now = await timeIn(tx, time);
    const project = await queryRow(
      tx,
      z.object({ status: text, closedAt: timestamp.nullable(), sharePriceCents: centsColumn, valueBp: integer }),
      sql`select status, closed_at as "closedAt", share_price_cents as "sharePriceCents", value_bp as "valueBp"
          from projects where id = ${projectId}::int`,
    );
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    const levels = await queryRows(
      tx,
      z.object({ side: z.enum(['buy', 'sell']), price: centsColumn, shares: integer }),
      sql`select side, limit_price_cents as price, sum(shares - filled_shares) as shares
          from market_orders
          where project_id = ${projectId}::int and status = 'open' and expires_at > ${now.toISOString()}::timestamptz
          group by side, limit_price_cents
          order by side, case when side = 'buy' then -limit_price_cents else limit_price_cents end`,
    );
    const trades = await queryRows(
      tx,
      z.object({ price: centsColumn, shares: integer, at: timestamp }),
      sql`select price_cents as price, shares, at from market_fills where project_id = ${projectId}::int
          order by id desc limit ${RECENT_TRADES}::int`,
    );
    const volume = await queryOne(
      tx,
      z.object({ value: centsColumn }),
      sql`select coalesce(sum(price_cents * shares), 0) as value from market_fills
          where project_id = ${projectId}::int and at > ${new Date(now.getTime() - 30 * DAY_MS).toISOString()}::timestamptz
            and at <= ${now.toISOString()}::timestamptz`,
    );
    const from = project.status === 'funded' && project.closedAt ? resaleAllowedFrom(project.closedAt) : null;
    const bids = levels
      .filter((level) => level.side === 'buy')
      .map((level) => ({ price: centsToDecimal(level.price), shares: level.shares }));
    const asks = levels
      .filter((level) => level.side === 'sell')
      .map((level) => ({ price: centsToDecimal(level.price), shares: level.shares }));
    return {
      projectId,
      tradable: from !== null && now >= from,
      tradableFrom: from ? from.toISOString() : null,
      indicativePrice: centsToDecimal(indicativePriceCents(project.sharePriceCents, project.valueBp)),
      lastPrice: price(trades[0]?.price),
      bestBid: bids[0]?.price ?? null,
      bestAsk: asks[0]?.price ?? null,
      bids,
      asks,
      volume30d: centsToDecimal(volume.value),
      trades: trades.map((trade) => ({ price: centsToDecimal(trade.price), shares: trade.shares, at: trade.at.toISOString() })),
    };
  });
}
